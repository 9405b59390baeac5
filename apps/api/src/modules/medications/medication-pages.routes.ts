import { MedicationPageParamsSchema, MedicationPageResponseSchema } from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { PUBLIC_CACHE_CONTROL } from '../../lib/http-cache';
import { getMedicationPage, isPageSlug } from './medication-pages.service';
import { sendSharedFromIndex } from './medications.caching';
import type { CatalogCache } from './search-index/catalog-cache';
import { hasPage, pageJson } from './search-index/catalog-pages';

const tags = ['medications'];

/**
 * GET /medications/pages/:slug, the data of the public page /drugs/<slug>. Public and the same
 * for every caller (no bookmarks), so it is cacheable even for a signed-in member's request.
 */
export const medicationPagesRoutes =
  ({ db, catalog }: { db: Database; catalog: CatalogCache }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/medications/pages/:slug',
      { schema: { tags, params: MedicationPageParamsSchema, response: { 200: MedicationPageResponseSchema } } },
      async (request, reply) => {
        const { slug } = request.params;
        if (!isPageSlug(slug)) throw AppError.notFound('Medication');
        const index = await catalog.current();
        if (index) {
          // The index is the whole catalogue of its version: a slug it lacks is a 404 without a
          // query, so guessed addresses cost a Map lookup.
          if (!hasPage(index, slug)) throw AppError.notFound('Medication');
          if (await sendSharedFromIndex(request, reply, index, `page ${slug}`, () => pageJson(index, slug)))
            return reply;
        }
        reply.header('cache-control', PUBLIC_CACHE_CONTROL);
        return getMedicationPage(db, slug);
      },
    );
  };
