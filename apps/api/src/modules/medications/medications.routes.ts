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

export const medicationsRoutes =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/medications',
      { schema: { tags, querystring: MedicationListQuerySchema, response: { 200: MedicationListResponseSchema } } },
      async (request) => listMedications(db, request.query),
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
      { schema: { tags, params: IdParamSchema, response: { 200: MedicationResponseSchema } } },
      async (request) => ({ medication: await getMedication(db, request.params.id) }),
    );
  };
