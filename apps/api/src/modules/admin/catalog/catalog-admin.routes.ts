import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps';
import type { operatorGuards } from '../operator-guards';

/** Publishing prices: upload, preview, publish, history and roll back (filled in with the feature). */
export const catalogAdminRoutes =
  (_deps: ModuleDeps, _operators: ReturnType<typeof operatorGuards>): FastifyPluginAsyncZod =>
  async () => {};
