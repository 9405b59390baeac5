import {
  AddPassLinkQuerySchema,
  AddPassLinkResponseSchema,
  CreateWalletPassBodySchema,
  CreateWalletPassResponseSchema,
  PKPASS_CONTENT_TYPE,
  WalletEligibilityQuerySchema,
  WalletEligibilityResponseSchema,
  WalletPassDownloadParamsSchema,
  WalletPassDownloadQuerySchema,
} from '@arx/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimited } from '../../security/rate-limit';
import { caller } from '../auth';
import { cardIssuerOf } from '../card-issuer';
import type { ModuleDeps } from '../module-deps';
import {
  createShareLink,
  createWalletPass,
  openSharedLink,
  pkpassForCaller,
  pkpassForTicket,
  walletEligibility,
} from './wallet.service';

const tags = ['wallet'];

/** A pass names a person: no cache (shared or browser) may keep it. */
function sendPkpass(reply: FastifyReply, file: Buffer) {
  return reply
    .header('content-type', PKPASS_CONTENT_TYPE)
    .header('content-disposition', 'attachment; filename="arx-member-card.pkpass"')
    .header('cache-control', 'no-store')
    .send(file);
}

/**
 * A shared link is opened by a phone's browser, so past the limit it gets a page a person can
 * read rather than JSON; not the pass-expired page either, as the link still works later.
 */
function sharedLinkLimitPage(_request: FastifyRequest, reply: FastifyReply, message: string) {
  return reply
    .status(429)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Please wait a minute: ARX Savings Club</title>
</head>
<body>
<main>
<h1>Please wait a minute</h1>
<p>${message} This link still works until it expires.</p>
</main>
</body>
</html>
`,
    );
}

/** Wallet passes (docs/product.md §7): Apple .pkpass, Google save links, and 10-minute share links. */
export const walletRoutes =
  ({ db, config, integrations, guards }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = {
      db,
      appUrl: config.appUrl,
      signers: integrations.wallet,
      cardIssuer: () => cardIssuerOf(config),
    };

    app.get(
      '/wallet_passes/eligibility',
      {
        onRequest: guards.requireAuth,
        schema: { tags, querystring: WalletEligibilityQuerySchema, response: { 200: WalletEligibilityResponseSchema } },
      },
      async (request) => walletEligibility(db, caller(request).user_id, request.query.membership_id),
    );

    app.post(
      '/wallet_passes',
      {
        onRequest: [guards.requireAuth, rateLimited('walletPass')],
        schema: { tags, body: CreateWalletPassBodySchema, response: { 200: CreateWalletPassResponseSchema } },
      },
      async (request) => createWalletPass(deps, caller(request).user_id, request.body),
    );

    app.get(
      '/wallet_passes/add_link',
      {
        onRequest: guards.requireAuth,
        schema: { tags, querystring: AddPassLinkQuerySchema, response: { 200: AddPassLinkResponseSchema } },
      },
      async (request) => createShareLink(deps, caller(request).user_id, request.query),
    );

    // A bearer token (the normal checks, revocation included) or, for a pass frame or new tab
    // that cannot send one, the ticket from POST /wallet_passes.
    app.get(
      '/wallet_passes/:id/download',
      {
        // After optionalAuth, so a signed-in member is counted as themselves, a ticket by address.
        onRequest: [guards.optionalAuth, rateLimited('walletDownload')],
        schema: { tags, params: WalletPassDownloadParamsSchema, querystring: WalletPassDownloadQuerySchema },
      },
      async (request, reply) => {
        const file = request.auth
          ? await pkpassForCaller(deps, request.auth.user_id, request.params.id)
          : await pkpassForTicket(deps, request.params.id, request.query.ticket);
        return sendPkpass(reply, file);
      },
    );

    app.get(
      '/wallet_passes/shared/:token',
      {
        onRequest: rateLimited('sharedLinkOpen', { respond: sharedLinkLimitPage }),
        schema: { tags, params: z.object({ token: z.string() }) },
      },
      async (request, reply) => {
        const result = await openSharedLink(deps, request.params.token);
        if (result.type === 'pkpass') return sendPkpass(reply, result.file);
        return reply.header('cache-control', 'no-store').redirect(result.url, 302);
      },
    );
  };
