import { HealthLiveResponseSchema, HealthReadyResponseSchema } from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export type HealthDeps = { ping(): Promise<boolean>; isShuttingDown(): boolean };

export const healthRoutes =
  (deps: HealthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Liveness depends on nothing: a load balancer restarts the process only when this fails.
    app.get(
      '/health/live',
      { schema: { tags: ['health'], response: { 200: HealthLiveResponseSchema } } },
      async () => ({ status: 'ok' as const }),
    );

    // Readiness: the database answers and the process is not draining for shutdown.
    app.get(
      '/health/ready',
      { schema: { tags: ['health'], response: { 200: HealthReadyResponseSchema, 503: HealthReadyResponseSchema } } },
      async (_request, reply) => {
        const databaseUp = await deps.ping();
        const ready = databaseUp && !deps.isShuttingDown();
        return reply
          .status(ready ? 200 : 503)
          .send({ status: ready ? 'ok' : 'unavailable', database: databaseUp ? 'up' : 'down' });
      },
    );
  };
