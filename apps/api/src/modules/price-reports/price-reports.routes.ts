import {
  CreatePriceReportRequestSchema,
  PriceReportListResponseSchema,
  PriceReportResponseSchema,
} from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimited } from '../../security/rate-limit';
import { caller } from '../auth';
import type { ModuleDeps } from '../module-deps';
import { listOwnPriceReports, reportPrice } from './price-reports.service';

const tags = ['price-reports'];

/**
 * A member's reports of a price that did not match at the counter. The owner is always the
 * token's user; reports are health data, so no route logs a body. Sending one is limited per
 * member (RATE_LIMITS.priceReport), after requireAuth so the member is who is counted.
 */
export const priceReportsRoutes =
  ({ db, guards }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', guards.requireAuth);

    app.get(
      '/price_reports',
      { schema: { tags, response: { 200: PriceReportListResponseSchema } } },
      async (request) => ({
        reports: await listOwnPriceReports(db, caller(request).user_id),
      }),
    );

    app.post(
      '/price_reports',
      {
        onRequest: rateLimited('priceReport'),
        schema: { tags, body: CreatePriceReportRequestSchema.nullish(), response: { 201: PriceReportResponseSchema } },
      },
      async (request, reply) => {
        const report = await reportPrice(db, caller(request).user_id, request.body ?? {});
        return reply.status(201).send({ report });
      },
    );
  };
