import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps';
import type { operatorGuards } from '../operator-guards';

/** The card processor's claims file: import it into members' savings ledgers (filled in with the feature). */
export const claimsImportRoutes =
  (_deps: ModuleDeps, _operators: ReturnType<typeof operatorGuards>): FastifyPluginAsyncZod =>
  async () => {};
