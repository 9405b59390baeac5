import { AdminMetricsQuerySchema, AdminMetricsResponseSchema } from '@arx/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps';
import { businessMetrics } from './metrics.service';

/** The business charts' figures: read-only, operators only (the parent's hook). */
export const metricsRoutes =
  ({ db, integrations }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/metrics',
      {
        schema: {
          tags: ['admin'],
          querystring: AdminMetricsQuerySchema,
          response: { 200: AdminMetricsResponseSchema },
        },
      },
      async (request) => {
        // The sandbox's test clock may run ahead of real time, and the ends it wrote with it:
        // "now" is the clock lifecycle work goes by, read afresh.
        const now = integrations.sandbox ? await integrations.sandbox.clock.refresh() : integrations.clock.now();
        return businessMetrics(db, request.query, now);
      },
    );
  };
