import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps';
import type { operatorGuards } from '../operator-guards';

/** Price reports from members: the open ones, and the operator's answer (filled in with the feature). */
export const priceReportAdminRoutes =
  (_deps: ModuleDeps, _operators: ReturnType<typeof operatorGuards>): FastifyPluginAsyncZod =>
  async () => {};
