import {
  CancellationQuoteSchema,
  CancelMembershipRequestSchema,
  CancelMembershipResponseSchema,
  ResumeMembershipResponseSchema,
} from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimited } from '../../security/rate-limit';
import { caller } from '../auth';
import type { ModuleDeps } from '../module-deps';
import { cancelMembership, quoteCancellation, resumeMembership } from './cancellation.service';

const tags = ['billing'];

/** Cancelling in the app, in one click, and taking it back while the period runs. */
export const cancellationRoutes =
  ({ db, config, integrations, guards }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, config, payments: integrations.payments, clock: integrations.clock };
    app.addHook('onRequest', guards.requireAuth);

    app.get(
      '/billing/cancellation',
      { schema: { tags, response: { 200: CancellationQuoteSchema } } },
      async (request) => quoteCancellation(deps, caller(request).user_id),
    );

    app.post(
      '/billing/cancel',
      {
        schema: { tags, body: CancelMembershipRequestSchema, response: { 200: CancelMembershipResponseSchema } },
        onRequest: rateLimited('billingPortal'),
      },
      async (request) => cancelMembership(deps, caller(request).user_id, request.body.expected),
    );

    app.post(
      '/billing/resume',
      { schema: { tags, response: { 200: ResumeMembershipResponseSchema } }, onRequest: rateLimited('billingPortal') },
      async (request) => resumeMembership(deps, caller(request).user_id),
    );
  };
