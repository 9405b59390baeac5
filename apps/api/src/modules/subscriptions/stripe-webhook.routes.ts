import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { type PaymentProvider, PaymentProviderError } from '../../integrations/payments/payment-provider';
import { handleProviderEvent } from './subscription-sync';

/** Stripe's events (an invoice with many lines) can outgrow the API's usual 64 KiB limit. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /webhooks/stripe (docs/architecture.md §6). The delivery only triggers a sync: its
 * signature is checked on the exact bytes Stripe sent, then the subscription it names is re-read
 * from Stripe and converged, with the event id recorded in the same transaction.
 */
export const stripeWebhookRoutes =
  (deps: { db: Database; payments: PaymentProvider }): FastifyPluginAsync =>
  async (app) => {
    // In this plugin's scope only: keep the raw body, since re-serialised JSON would not match the signature.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );

    app.post(
      '/webhooks/stripe',
      { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { tags: ['subscriptions'], summary: 'Stripe webhook (signed)' } },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        let event: ReturnType<PaymentProvider['verifyWebhook']>;
        try {
          event = deps.payments.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          if (error instanceof PaymentProviderError && error.kind === 'signature') {
            throw AppError.badRequest('Invalid webhook signature');
          }
          throw error;
        }
        try {
          const outcome = await handleProviderEvent(deps, event);
          request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
          return { received: true, duplicate: outcome === 'duplicate' };
        } catch (error) {
          // Nothing was recorded, so Stripe's retry of this delivery will be processed in full.
          if (error instanceof PaymentProviderError && error.kind === 'unavailable') {
            throw new AppError('service_unavailable', 'The payment provider is unavailable; please retry');
          }
          throw error;
        }
      },
    );
  };
