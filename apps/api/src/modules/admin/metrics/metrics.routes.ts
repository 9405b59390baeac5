import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps';

/** The business charts' figures (filled in with the charts page). */
export const metricsRoutes =
  (_deps: ModuleDeps): FastifyPluginAsyncZod =>
  async () => {};
