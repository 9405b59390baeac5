import {
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  PortalResponseSchema,
  SubscriptionStatusResponseSchema,
  ValidateSessionRequestSchema,
  ValidateSessionResponseSchema,
} from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimited } from '../../security/rate-limit';
import { caller } from '../auth';
import { portalUrl } from '../billing';
import type { ModuleDeps } from '../module-deps';
import { startCheckout, subscriptionStatus, validateCheckoutSession } from './subscriptions.service';

const tags = ['subscriptions'];

export const subscriptionsRoutes =
  ({ db, config, integrations, guards }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, config, payments: integrations.payments };
    app.addHook('onRequest', guards.requireAuth);

    app.post(
      '/subscriptions/checkout',
      {
        schema: { tags, body: CheckoutRequestSchema, response: { 200: CheckoutResponseSchema } },
        onRequest: rateLimited('checkout'),
      },
      async (request) => startCheckout(deps, caller(request).user_id, request.body),
    );

    app.post(
      '/subscriptions/validate-session',
      {
        schema: { tags, body: ValidateSessionRequestSchema, response: { 200: ValidateSessionResponseSchema } },
        onRequest: rateLimited('checkoutConfirm'),
      },
      async (request) => validateCheckoutSession(deps, caller(request).user_id, request.body.session_id),
    );

    app.get(
      '/subscriptions/portal',
      { schema: { tags, response: { 200: PortalResponseSchema } }, onRequest: rateLimited('billingPortal') },
      async (request) => ({
        portal_url: await portalUrl(deps, caller(request).user_id),
      }),
    );

    app.get(
      '/users/subscription_status',
      { schema: { tags, response: { 200: SubscriptionStatusResponseSchema } } },
      async (request) => subscriptionStatus(db, caller(request).user_id),
    );
  };
