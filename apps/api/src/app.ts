import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config';
import type { DatabaseHandle } from './db/client';
import { sendError } from './errors/error-body';
import { registerErrorHandler } from './errors/error-handler';
import { createIntegrations } from './integrations/create-integrations';
import { LocalIdentityProvider } from './integrations/identity/local/local-identity-provider';
import { localSignInRoutes } from './integrations/identity/local/local-sign-in.routes';
import { sandboxRoutes } from './integrations/payments/sandbox/sandbox.routes';
import { type LogStream, loggerOptions } from './lib/logger';
import { registerAuth } from './modules/auth/require-auth';
import { resolveTokenSecret } from './modules/auth/token-secret';
import { createTokenService } from './modules/auth/token-service';
import { healthRoutes } from './modules/health/health.routes';
import { startProfileFieldEncryption } from './modules/memberships/profile-fields-rotation';
import { registerModules } from './modules/register-modules';
import { handleProviderEvent } from './modules/subscriptions/subscription-sync';
import { registerCors } from './security/cors';
import { useDataKeyring } from './security/encryption';
import { resolveKeyring } from './security/encryption-keys';
import { registerRateLimits } from './security/rate-limit';
import { registerSecurityHeaders } from './security/security-headers';
import { serverTimeouts } from './security/server-timeouts';
import { sendIndex, serveWebApp } from './web/serve-web';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Tests pass false to keep output quiet; the server passes the configured logger. */
  logger?: boolean | { stream: LogStream };
};

export const API_PREFIX = '/api/v1';

/** Builds the whole app without listening, so tests drive it with `inject()`. */
export async function buildApp({ config, database, logger = true }: BuildAppOptions) {
  let shuttingDown = false;
  const app = Fastify({
    logger: logger ? loggerOptions(config, logger === true ? undefined : logger.stream) : false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 64 * 1024,
    // Keep-alive, header and request timeouts for a load balancer in front; the module says why.
    ...serverTimeouts,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Found before any route (so before the error handler): an over-long path parameter or a
    // broken URL gets the app's error shape, without Fastify's echo of the URL.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      return error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? sendError(reply, 'bad_request', 'A value in the URL path is too long', { status: 414 })
        : sendError(reply, 'bad_request', 'The URL is not valid');
    },
    // A request that reaches us while closing is still served (the database stays open until
    // every connection has ended); Fastify's default would answer it with a bare 503.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  if (config.demo.announced) {
    app.log.warn(
      { demoParts: config.demo.parts },
      'ALLOW_DEMO_PROVIDERS=true: demo parts are running (anyone can sign in as any e-mail, test cards buy memberships); every page shows a Demo banner',
    );
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // First, on the root instance, so every answer of every plugin carries them.
  registerSecurityHeaders(app, { appUrl: config.appUrl });
  await registerCors(app, { origins: config.corsOrigins });
  // While draining, every answer asks its client to reconnect, so keep-alive connections move
  // to the other instances and none is left idle to be cut when this one stops listening.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });
  // A signed-in answer is that member's alone: no browser or shared cache may keep it, whatever
  // the route set (request.auth is set by the guards once a token checked out).
  app.addHook('onSend', (request, reply, payload, done) => {
    const current = reply.getHeader('cache-control');
    if (request.auth && !String(current ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  const tokenSecret = resolveTokenSecret(config);
  const tokens = createTokenService({
    secret: tokenSecret,
    issuer: config.appUrl,
    ttlSeconds: config.auth.tokenTtlSeconds,
  });
  const integrations = createIntegrations(config, database.db);
  // Dates of birth and addresses are encrypted at rest with the configured keys (ADR 0010).
  const dataKeyring = resolveKeyring(config);
  useDataKeyring(dataKeyring);
  const fieldEncryption = await startProfileFieldEncryption(database.db, dataKeyring, app.log);
  app.addHook('onClose', () => fieldEncryption.stop());

  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  // Signs the short-lived sign-in state cookie; derived so it is never the token key itself.
  await app.register(fastifyCookie, { secret: `${tokenSecret}:cookies` });
  // On the root, before the routes: the /api/v1 plugin's routes add its hooks (docs/architecture.md §9).
  await registerRateLimits(app, config);
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
    await serveWebApp(app, config.webDistDir, { demoParts: config.demo.announced ? config.demo.parts : [] });
    indexHtml = (app as unknown as { webIndexHtml: Buffer }).webIndexHtml;
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`) || request.url.startsWith('/api/');
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndex(reply, indexHtml);
    }
    return sendError(reply, 'not_found', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`);
  });

  return Object.assign(app, {
    /** Readiness turns false first, so the load balancer stops sending before we close. */
    beginShutdown() {
      shuttingDown = true;
    },
    tokens,
    integrations,
    fieldEncryption,
  });
}

/**
 * Fastify trusts nobody for a bare number (it cannot check the nearest peer), so a hop count
 * becomes the rule "the N nearest hops are proxies": with one load balancer, the address it
 * appended last is the client's, whatever the client itself put in X-Forwarded-For.
 */
function trustProxyOption(trust: AppConfig['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export type AppInstance = FastifyInstance;
