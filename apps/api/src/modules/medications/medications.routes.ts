import {
  DaySupplyOptionsResponseSchema,
  FormTypesResponseSchema,
  IdParamSchema,
  MedicationListQuerySchema,
  MedicationListResponseSchema,
  MedicationResponseSchema,
  MedicationSearchQuerySchema,
  MedicationSearchResponseSchema,
  MedicationTypesResponseSchema,
} from '@arx/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../register-modules';
import {
  daySupplyOptions,
  getMedication,
  listFormTypes,
  listMedications,
  listMedicationTypes,
  suggestMedications,
} from './medications.service';

const tags = ['medications'];

/**
 * These answers differ per member (is_bookmarked), so no shared cache may hand one member's
 * answer to another or to a visitor.
 */
function varyByCaller(reply: FastifyReply): void {
  reply.header('vary', 'Authorization');
}

export const medicationsRoutes =
  ({ db, guards }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/medications',
      {
        onRequest: guards.optionalAuth,
        schema: { tags, querystring: MedicationListQuerySchema, response: { 200: MedicationListResponseSchema } },
      },
      async (request, reply) => {
        varyByCaller(reply);
        return listMedications(db, request.query, request.auth?.user_id ?? null);
      },
    );

    app.get(
      '/medications/search',
      { schema: { tags, querystring: MedicationSearchQuerySchema, response: { 200: MedicationSearchResponseSchema } } },
      async (request) => ({ medications: await suggestMedications(db, request.query) }),
    );

    app.get(
      '/medications/medication_types',
      { schema: { tags, response: { 200: MedicationTypesResponseSchema } } },
      async () => ({ medication_types: await listMedicationTypes(db) }),
    );

    app.get('/medications/form_types', { schema: { tags, response: { 200: FormTypesResponseSchema } } }, async () => ({
      form_types: await listFormTypes(db),
    }));

    app.get(
      '/medications/day_supply_options',
      { schema: { tags, response: { 200: DaySupplyOptionsResponseSchema } } },
      async () => daySupplyOptions(),
    );

    app.get(
      '/medications/:id',
      {
        onRequest: guards.optionalAuth,
        schema: { tags, params: IdParamSchema, response: { 200: MedicationResponseSchema } },
      },
      async (request, reply) => {
        varyByCaller(reply);
        return { medication: await getMedication(db, request.params.id, request.auth?.user_id ?? null) };
      },
    );
  };
