import { PageViewRequestSchema } from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimited } from '../../security/rate-limit';
import type { ModuleDeps } from '../module-deps';
import { createPageViewCounter } from './analytics.service';

export const analyticsRoutes =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const counter = createPageViewCounter(db);

    // Counts the route path per day only: no query string, no user, no IP, no agent. Anonymous,
    // so limited by address before the body is even read.
    app.post(
      '/analytics/page_views',
      {
        schema: { tags: ['analytics'], body: PageViewRequestSchema, response: { 204: z.null() } },
        onRequest: rateLimited('pageView'),
      },
      async (request, reply) => {
        await counter.record(request.body.path);
        return reply.status(204).send(null);
      },
    );
  };
