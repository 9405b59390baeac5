import type { ErrorResponse } from '@arx/contracts';
import fastifyCompress from '@fastify/compress';
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
import { loggerOptions } from './lib/logger';
import { healthRoutes } from './modules/health/health.routes';
import { registerModules } from './modules/register-modules';
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

  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
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
      await registerModules(api, { db: database.db, config });
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
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export type AppInstance = FastifyInstance;
