import { PageViewRequestSchema } from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageViews } from '../../db/schema';
import type { ModuleDeps } from '../register-modules';

export const analyticsRoutes =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Stores the route path and the time only: no query string, no user, no IP, no agent.
    app.post(
      '/analytics/page_views',
      { schema: { tags: ['analytics'], body: PageViewRequestSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await db.insert(pageViews).values({ path: request.body.path });
        return reply.status(204).send(null);
      },
    );
  };
