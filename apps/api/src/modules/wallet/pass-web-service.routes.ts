import { PKPASS_CONTENT_TYPE } from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimited } from '../../security/rate-limit';
import { cardIssuerOf } from '../card-issuer';
import type { ModuleDeps } from '../module-deps';
import { latestPass, registerDevice, serialsUpdatedSince, unregisterDevice } from './pass-web-service';

const tags = ['wallet'];

/** Where the pass's webServiceURL points; Apple adds /v1/… (create-wallet-signers.ts writes it). */
const BASE = '/wallet_passes/service/v1';

/** Apple's identifiers: opaque, but never more than letters, digits and a few marks. */
const identifier = z.string().regex(/^[\w.-]{1,128}$/, { error: 'Not a valid identifier' });
const registrationParams = z.object({
  deviceLibraryId: identifier,
  passTypeId: identifier,
  serialNumber: identifier,
});

/**
 * Apple's pass web service (pass-web-service.ts), answering as Apple's specification asks: 201
 * or 200 for a registration, 204 when nothing changed, 304 for a pass not modified, 401 for a
 * wrong authentication token.
 */
export const passWebServiceRoutes =
  ({ db, config, integrations }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, signers: integrations.wallet, cardIssuer: () => cardIssuerOf(config) };
    const limited = rateLimited('passWebService');

    app.post(
      `${BASE}/devices/:deviceLibraryId/registrations/:passTypeId/:serialNumber`,
      {
        onRequest: limited,
        schema: {
          tags,
          params: registrationParams,
          body: z.object({
            pushToken: z.string().regex(/^[0-9a-fA-F]{16,200}$/, { error: 'pushToken must be the device token' }),
          }),
        },
      },
      async (request, reply) => {
        const outcome = await registerDevice(
          deps,
          { ...request.params, pushToken: request.body.pushToken },
          request.headers.authorization,
        );
        return reply.status(outcome === 'created' ? 201 : 200).send();
      },
    );

    app.delete(
      `${BASE}/devices/:deviceLibraryId/registrations/:passTypeId/:serialNumber`,
      { onRequest: limited, schema: { tags, params: registrationParams } },
      async (request, reply) => {
        await unregisterDevice(deps, request.params, request.headers.authorization);
        return reply.status(200).send();
      },
    );

    app.get(
      `${BASE}/devices/:deviceLibraryId/registrations/:passTypeId`,
      {
        onRequest: limited,
        schema: {
          tags,
          params: registrationParams.omit({ serialNumber: true }),
          querystring: z.object({ passesUpdatedSince: z.string().max(20).optional() }),
        },
      },
      async (request, reply) => {
        const answer = await serialsUpdatedSince(deps, {
          ...request.params,
          since: request.query.passesUpdatedSince,
        });
        return answer ? reply.header('cache-control', 'no-store').send(answer) : reply.status(204).send();
      },
    );

    app.get(
      `${BASE}/passes/:passTypeId/:serialNumber`,
      {
        onRequest: limited,
        schema: { tags, params: registrationParams.omit({ deviceLibraryId: true }) },
      },
      async (request, reply) => {
        const result = await latestPass(
          deps,
          { ...request.params, ifModifiedSince: request.headers['if-modified-since'] },
          request.headers.authorization,
        );
        if (result.status === 'not-modified') return reply.status(304).send();
        return reply
          .header('content-type', PKPASS_CONTENT_TYPE)
          .header('last-modified', result.lastModified.toUTCString())
          .header('cache-control', 'no-store')
          .send(result.file);
      },
    );

    // Devices report their problems with our passes here. The lines can hold serial numbers and
    // URLs, so they are counted, never written to the log.
    app.post(
      `${BASE}/log`,
      {
        onRequest: limited,
        schema: { tags, body: z.object({ logs: z.array(z.string().max(2_000)).max(100) }) },
      },
      async (request, reply) => {
        request.log.info({ lines: request.body.logs.length }, 'wallet device log received');
        return reply.status(200).send();
      },
    );
  };
