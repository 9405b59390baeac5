import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { sendError } from '../../errors/error-body';
import { listMedicationPageSlugs, type MedicationCatalog } from '../../modules/medications';
import { robotsTxt } from './robots';
import { createSitemaps } from './sitemaps';
import { sendTextAnswer, textAnswer } from './text-answer';

type SeoDeps = { appUrl: string; db: Database; medicationCatalog: MedicationCatalog };

/**
 * /robots.txt, /sitemap.xml and /sitemaps/*.xml at the site root, outside /api/v1. Real routes,
 * so they come before the not-found handler that answers other addresses with the web app.
 */
/**
 * The files at the site's root these routes answer, as globs of the web build: a copy in the
 * build (an old robots.txt) is never served instead (web/serve-web.ts leaves them out).
 */
export const SEO_FILES = ['robots.txt', 'sitemap.xml', 'sitemaps/**'];

export const seoRoutes =
  ({ appUrl, db, medicationCatalog }: SeoDeps) =>
  async (app: FastifyInstance) => {
    const robots = textAnswer(robotsTxt(appUrl), 'text/plain; charset=utf-8');
    const sitemaps = createSitemaps({ appUrl, pages: () => listMedicationPageSlugs(medicationCatalog, db) });
    const hide = { schema: { hide: true } };

    app.get('/robots.txt', hide, async (request, reply) => sendTextAnswer(request, reply, robots));

    app.get('/sitemap.xml', hide, async (request, reply) => sendTextAnswer(request, reply, await sitemaps.index()));

    app.get<{ Params: { file: string } }>('/sitemaps/:file', hide, async (request, reply) => {
      const file = await sitemaps.file(request.params.file);
      if (!file) return sendError(reply, 'not_found', 'No such sitemap');
      return sendTextAnswer(request, reply, file);
    });
  };
