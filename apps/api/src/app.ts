import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX, apiRoutes } from './api-routes';
import { createBackgroundWork } from './background-work';
import type { AppConfig } from './config/config';
import { registerLocalHostGuard } from './config/local-host-guard';
import type { DatabaseHandle } from './db/client';
import { sendError } from './errors/error-body';
import { registerErrorHandler } from './errors/error-handler';
import { createIntegrations } from './integrations/create-integrations';
import { registerDraining } from './lib/draining';
import { type LogStream, serverLogOptions } from './lib/logger';
import { authSecretsPlugin } from './modules/auth/auth-secrets.plugin';
import { mailboxRoutes } from './modules/mailbox';
import { createMedicationCatalog } from './modules/medications';
import { profileFieldsEncryptionPlugin } from './modules/memberships/profile-fields-encryption.plugin';
import { registerCors } from './security/cors';
import { dataKeyringPlugin } from './security/data-keyring.plugin';
import { registerPrivateAnswers } from './security/private-answers';
import { registerRateLimits } from './security/rate-limit';
import { registerSecurityHeaders } from './security/security-headers';
import { serverTimeouts } from './security/server-timeouts';
import { registerNotFound } from './web/not-found';
import { seoRoutes } from './web/seo/seo.routes';
import { serveWebApp } from './web/serve-web';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Tests pass false to keep output quiet; the server passes the configured logger. */
  logger?: boolean | { stream: LogStream };
  /**
   * Runs the job runner and the notice sweep on their timers once the app is ready (the server
   * does). Tests leave it off and drive `app.background` step by step.
   */
  runBackgroundWork?: boolean;
};

/** Builds the whole app without listening, so tests drive it with `inject()`. It reads as what the app is made of. */
export async function buildApp({ config, database, logger = true, runBackgroundWork = false }: BuildAppOptions) {
  const app = Fastify(serverOptions(config, logger)).withTypeProvider<ZodTypeProvider>();
  announceDemoParts(app, config);
  // First of all: a local try-out's demo parts answer only to this machine's names.
  registerLocalHostGuard(app, config.demo);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // First, on the root instance, so every answer of every plugin carries them.
  registerSecurityHeaders(app, { appUrl: config.appUrl });
  await registerCors(app, { origins: config.corsOrigins });
  const draining = registerDraining(app);
  registerPrivateAnswers(app);

  await app.register(authSecretsPlugin, { config });
  await app.register(dataKeyringPlugin, { config });
  await app.register(profileFieldsEncryptionPlugin, { db: database.db });
  const integrations = createIntegrations(config, database.db);
  const background = createBackgroundWork({ db: database.background, config, integrations, log: app.log });
  if (runBackgroundWork) app.addHook('onReady', async () => background.start());
  // Before the database closes (the server closes it after the app): the send under way finishes.
  app.addHook('onClose', async () => {
    await background.stop();
    await integrations.mailer.close();
  });

  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  // On the root, before the routes: the /api/v1 plugin's routes add its hooks (docs/architecture.md §9).
  await registerRateLimits(app, config);
  await app.register(fastifySwagger, openApiOptions(config));
  const medicationCatalog = createMedicationCatalog(app, database.db);
  await app.register(
    apiRoutes({ config, database, integrations, background, isShuttingDown: () => draining.active, medicationCatalog }),
    { prefix: API_PREFIX },
  );
  if (integrations.mailer.name === 'mailbox') await app.register(mailboxRoutes({ db: database.db }));
  // At the site root, served with or without the web app: they need only the API.
  await app.register(seoRoutes({ appUrl: config.appUrl, db: database.db, medicationCatalog }));
  const sendPage = config.webDistDir
    ? await serveWebApp(app, config.webDistDir, {
        demoParts: config.demo.announced ? config.demo.parts : [],
        siteUrl: config.appUrl,
      })
    : null;
  registerNotFound(app, { apiPrefix: API_PREFIX, sendPage });

  return Object.assign(app, {
    /** Readiness turns false first, so the load balancer stops sending before we close. */
    beginShutdown: () => draining.begin(),
    integrations,
    background,
  });
}

function serverOptions(config: AppConfig, logger: BuildAppOptions['logger']): FastifyServerOptions {
  return {
    ...(logger ? serverLogOptions(config, logger === true ? undefined : logger.stream) : { logger: false }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 64 * 1024,
    // Keep-alive, header and request timeouts for a load balancer in front; the module says why.
    ...serverTimeouts,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Found before any route (so before the error handler): an over-long path parameter or a
    // broken URL gets the app's error shape, without Fastify's echo of the URL.
    frameworkErrors: (error, _request, reply: FastifyReply) =>
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? sendError(reply, 'bad_request', 'A value in the URL path is too long', { status: 414 })
        : sendError(reply, 'bad_request', 'The URL is not valid'),
    // A request that reaches us while closing is still served (the database stays open until
    // every connection has ended); Fastify's default would answer it with a bare 503.
    return503OnClosing: false,
  };
}

function announceDemoParts(app: FastifyInstance, config: AppConfig): void {
  if (!config.demo.announced) return;
  app.log.warn(
    { demoParts: config.demo.parts },
    'ALLOW_DEMO_PROVIDERS=true: demo parts are running (anyone can sign in as any e-mail, test cards buy memberships); every page shows a Demo banner',
  );
}

function openApiOptions(config: AppConfig) {
  return {
    openapi: {
      info: {
        title: 'ARX Savings Club API',
        description: 'Prescription-savings membership club (not insurance). Every path is under /api/v1.',
        version: '1.0.0',
      },
      servers: [{ url: config.appUrl }],
    },
    transform: jsonSchemaTransform,
  };
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
