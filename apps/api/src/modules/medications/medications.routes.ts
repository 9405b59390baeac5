import {
  DaySupplyOptionsResponseSchema,
  FormTypesResponseSchema,
  IdParamSchema,
  MedicationListQuerySchema,
  MedicationListResponseSchema,
  MedicationResponseSchema,
  MedicationSearchQuerySchema,
  MedicationSearchResponseSchema,
  type MedicationType,
  MedicationTypesResponseSchema,
} from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps';
import { medicationPagesRoutes } from './medication-pages.routes';
import { notModified, sendFromIndex, varyByCaller } from './medications.caching';
import {
  daySupplyOptions,
  getMedication,
  listFormTypes,
  listMedications,
  listMedicationTypes,
  searchWords,
  suggestMedications,
} from './medications.service';
import {
  listAnswerKey,
  listFromIndex,
  medicationFromIndex,
  suggestionsFromIndex,
} from './search-index/catalog-answers';

const tags = ['medications'];

export const medicationsRoutes =
  ({ db, guards, medicationCatalog: catalog }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(medicationPagesRoutes({ db, catalog }));

    app.get(
      '/medications',
      {
        onRequest: guards.optionalAuth,
        schema: { tags, querystring: MedicationListQuerySchema, response: { 200: MedicationListResponseSchema } },
      },
      async (request, reply) => {
        varyByCaller(reply);
        const { query } = request;
        const index = await catalog.current();
        const key = `list ${listAnswerKey(query)}`;
        if (index && (await sendFromIndex(request, reply, index, key, (user) => listFromIndex(index, db, query, user))))
          return reply;
        notModified(request, reply, undefined);
        return listMedications(db, query, request.auth?.user_id ?? null);
      },
    );

    app.get(
      '/medications/search',
      { schema: { tags, querystring: MedicationSearchQuerySchema, response: { 200: MedicationSearchResponseSchema } } },
      async (request, reply) => {
        const { query } = request;
        const index = await catalog.current();
        const key = `search ${JSON.stringify(searchWords(query.q))} ${query.limit}`;
        if (index && (await sendFromIndex(request, reply, index, key, () => suggestionsFromIndex(index, query))))
          return reply;
        notModified(request, reply, undefined);
        return { medications: await suggestMedications(db, query) };
      },
    );

    app.get(
      '/medications/medication_types',
      { schema: { tags, response: { 200: MedicationTypesResponseSchema } } },
      async (request, reply) => {
        const index = await catalog.current();
        if (notModified(request, reply, index?.version, 'medication_types')) return reply;
        return {
          medication_types: index ? (index.medicationTypes as MedicationType[]) : await listMedicationTypes(db),
        };
      },
    );

    app.get(
      '/medications/form_types',
      { schema: { tags, response: { 200: FormTypesResponseSchema } } },
      async (request, reply) => {
        const index = await catalog.current();
        if (notModified(request, reply, index?.version, 'form_types')) return reply;
        return { form_types: index ? index.formTypes : await listFormTypes(db) };
      },
    );

    app.get(
      '/medications/day_supply_options',
      { schema: { tags, response: { 200: DaySupplyOptionsResponseSchema } } },
      async (request, reply) => {
        if (notModified(request, reply, 0, 'day_supply_options')) return reply;
        return daySupplyOptions();
      },
    );

    app.get(
      '/medications/:id',
      {
        onRequest: guards.optionalAuth,
        schema: { tags, params: IdParamSchema, response: { 200: MedicationResponseSchema } },
      },
      async (request, reply) => {
        varyByCaller(reply);
        const { id } = request.params;
        const index = await catalog.current();
        const key = `medication ${id}`;
        if (
          index &&
          (await sendFromIndex(request, reply, index, key, (user) => medicationFromIndex(index, db, id, user)))
        )
          return reply;
        const medication = await getMedication(db, id, request.auth?.user_id ?? null);
        notModified(request, reply, undefined);
        return { medication };
      },
    );
  };
