import type { FastifyInstance } from 'fastify';
import type { BackgroundWork } from './background-work';
import type { AppConfig } from './config/config';
import type { DatabaseHandle } from './db/client';
import type { Integrations } from './integrations/create-integrations';
import { LocalIdentityProvider } from './integrations/identity/local/local-identity-provider';
import { localSignInRoutes } from './integrations/identity/local/local-sign-in.routes';
import { sandboxRoutes } from './integrations/payments/sandbox/sandbox.routes';
import { registerAuth } from './modules/auth/require-auth';
import { healthRoutes } from './modules/health/health.routes';
import type { MedicationCatalog } from './modules/medications';
import { registerModules } from './modules/register-modules';
import { handleProviderEvent } from './modules/subscriptions';

export const API_PREFIX = '/api/v1';

type ApiDeps = {
  config: AppConfig;
  database: DatabaseHandle;
  integrations: Integrations;
  background: Pick<BackgroundWork, 'sweep' | 'runDue'>;
  isShuttingDown: () => boolean;
  medicationCatalog: MedicationCatalog;
};

/**
 * Everything under /api/v1: health, the auth guards, every module's routes, and the demo
 * stand-ins' own pages (the built-in sign-in page, the payment sandbox) when they are the
 * configured providers.
 */
export function apiRoutes({ config, database, integrations, background, isShuttingDown, medicationCatalog }: ApiDeps) {
  return async (api: FastifyInstance) => {
    await api.register(healthRoutes({ ping: () => database.ping(), isShuttingDown }));
    const guards = registerAuth(api, { db: database.db, tokens: api.tokens });
    await registerModules(api, {
      db: database.db,
      config,
      integrations,
      tokens: api.tokens,
      guards,
      medicationCatalog,
    });
    if (integrations.identity instanceof LocalIdentityProvider) {
      await api.register(localSignInRoutes(integrations.identity));
    }
    if (integrations.sandbox) {
      const sandbox = integrations.sandbox;
      // The sandbox tells us of a payment the way Stripe's webhook would; we converge the same way.
      sandbox.setEventListener(async (event) => {
        await handleProviderEvent({ db: database.db, payments: sandbox }, event);
      });
      // As a Stripe test clock would: once the sandbox has billed what came due, the notices
      // the new date makes due are found and sent before the page comes back.
      sandbox.setClockListener(async () => {
        await background.sweep();
        await background.runDue();
      });
      await api.register(sandboxRoutes({ sandbox, isPublicDemo: config.demo.announced }), { prefix: '/sandbox' });
    }
    api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
  };
}
