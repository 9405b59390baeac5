import type { ErrorResponse } from '@arx/contracts';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandler } from './errors/error-handler';
import { createIntegrations } from './integrations/create-integrations';
import { LocalIdentityProvider } from './integrations/identity/local/local-identity-provider';
import { localSignInRoutes } from './integrations/identity/local/local-sign-in.routes';
import { sandboxRoutes } from './integrations/payments/sandbox/sandbox.routes';
import { loggerOptions } from './lib/logger';
import { registerAuth } from './modules/auth/require-auth';
import { resolveTokenSecret } from './modules/auth/token-secret';
import { createTokenService } from './modules/auth/token-service';
import { healthRoutes } from './modules/health/health.routes';
import { registerModules } from './modules/register-modules';
import { handleProviderEvent } from './modules/subscriptions/subscription-sync';
import { sendIndex, serveWebApp } from './web/serve-web';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Tests pass false to keep output quiet; the server passes the configured logger. */
  logger?: boolean;
};

export const API_PREFIX = '/api/v1';

/** Builds the whole app without listening, so tests drive it with `inject()`. */
export async function buildApp({ config, database, logger = true }: BuildAppOptions) {
  let shuttingDown = false;
  const app = Fastify({
    logger: logger ? loggerOptions(config) : false,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // Behind a load balancer: keep idle connections open longer than its idle timeout so it
    // never reuses a socket we just closed.
    keepAliveTimeout: 72_000,
    requestTimeout: 30_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const tokenSecret = resolveTokenSecret(config);
  const tokens = createTokenService({
    secret: tokenSecret,
    issuer: config.appUrl,
    ttlSeconds: config.auth.tokenTtlSeconds,
  });
  const integrations = createIntegrations(config, database.db);

  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  // Signs the short-lived sign-in state cookie; derived so it is never the token key itself.
  await app.register(fastifyCookie, { secret: `${tokenSecret}:cookies` });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'ARX Savings Club API',
        description: 'Prescription-savings membership club (not insurance). Every path is under /api/v1.',
        version: '1.0.0',
      },
      servers: [{ url: config.appUrl }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ ping: () => database.ping(), isShuttingDown: () => shuttingDown }));
      const guards = registerAuth(api, { db: database.db, tokens });
      await registerModules(api, { db: database.db, config, integrations, tokens, guards });
      if (integrations.identity instanceof LocalIdentityProvider) {
        await api.register(localSignInRoutes(integrations.identity));
      }
      if (integrations.sandbox) {
        const sandbox = integrations.sandbox;
        // The sandbox tells us of a payment the way Stripe's webhook would; we converge the same way.
        sandbox.setEventListener(async (event) => {
          await handleProviderEvent({ db: database.db, payments: sandbox }, event);
        });
        await api.register(sandboxRoutes({ sandbox }), { prefix: '/sandbox' });
      }
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );

  let indexHtml: Buffer | null = null;
  if (config.webDistDir) {
    await serveWebApp(app, config.webDistDir);
    indexHtml = (app as unknown as { webIndexHtml: Buffer }).webIndexHtml;
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`) || request.url.startsWith('/api/');
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndex(reply, indexHtml);
    }
    const body: ErrorResponse = {
      message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
      code: 'not_found',
    };
    return reply.status(404).send(body);
  });

  return Object.assign(app, {
    /** Readiness turns false first, so the load balancer stops sending before we close. */
    beginShutdown() {
      shuttingDown = true;
    },
    tokens,
    integrations,
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export type AppInstance = FastifyInstance;
