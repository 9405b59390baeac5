import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { sendError } from '../../../errors/error-body';
import { renderInvoicePdf } from './invoice-pdf';
import { PAY_MESSAGES } from './sandbox-checkout';
import { ADVANCE_DAYS_MESSAGE, isAdvanceDays } from './sandbox-clock';
import { checkoutClosedPage, checkoutPage } from './sandbox-pages';
import type { SandboxPaymentProvider } from './sandbox-payment-provider';
import { registerPortalRoutes } from './sandbox-portal.routes';
import {
  checkoutNotFound,
  type FormBody,
  formField,
  type IdParams,
  invoiceNotFound,
  pageLanguage,
  sendPage,
} from './sandbox-route-replies';

/**
 * The sandbox provider's hosted pages (registered under /api/v1/sandbox): checkout, billing
 * portal and invoice PDFs, and its test clock. They stand where Stripe's hosted pages and
 * dashboard would, so they talk to the sandbox directly and the app hears about changes through
 * the provider's event listener. Each page is in its session's language (the `lang` of its link).
 */
export const sandboxRoutes =
  ({
    sandbox,
    isPublicDemo = false,
  }: {
    sandbox: SandboxPaymentProvider;
    isPublicDemo?: boolean;
  }): FastifyPluginAsync =>
  async (app) => {
    // Scoped to these pages; skipped when the app already parses forms (a second parser throws).
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(fastifyFormbody);

    // The form posts back to the page's own address, `lang` included.
    app.get<IdParams>('/checkout/:id', async (request, reply) => {
      const { locale } = pageLanguage(request);
      const checkout = await sandbox.getCheckout(request.params.id);
      if (!checkout) return sendPage(reply, 404, checkoutNotFound(locale));
      if (checkout.status === 'expired') return sendPage(reply, 410, checkoutClosedPage(checkout, locale));
      if (checkout.status === 'complete') return sendPage(reply, 200, checkoutClosedPage(checkout, locale));
      return sendPage(reply, 200, checkoutPage(checkout, locale), [checkout.successUrl]);
    });

    app.post<IdParams & { Body: FormBody }>('/checkout/:id', async (request, reply) => {
      const { locale } = pageLanguage(request);
      const cardNumber = formField(request.body, 'card_number');
      const result = await sandbox.pay(request.params.id, cardNumber);
      if (result.ok) return reply.redirect(result.redirectUrl, 303);
      const checkout = await sandbox.getCheckout(request.params.id);
      if (!checkout) return sendPage(reply, 404, checkoutNotFound(locale));
      if (checkout.status !== 'open') {
        return sendPage(reply, checkout.status === 'expired' ? 410 : 409, checkoutClosedPage(checkout, locale));
      }
      // The page comes back with the message and an empty field: a card number is never echoed.
      const message = PAY_MESSAGES[locale][result.reason];
      return sendPage(reply, 422, checkoutPage(checkout, locale, message), [checkout.successUrl]);
    });

    registerPortalRoutes(app, sandbox);

    app.get<IdParams>('/invoices/:id/pdf', async (request, reply) => {
      const { locale } = pageLanguage(request);
      const invoice = await sandbox.getInvoice(request.params.id, locale);
      if (!invoice) return sendPage(reply, 404, invoiceNotFound(locale));
      const pdf = renderInvoicePdf({ ...invoice, created: invoice.createdAt }, locale);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoice.number.replace(/[^\w.-]/g, '')}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(pdf);
    });

    app.get('/clock', async (_request, reply) => {
      const now = await sandbox.clock.refresh();
      return reply.header('Cache-Control', 'no-store').send({ now: now.toISOString() });
    });

    // Moves the test clock like Stripe's dashboard does, for scripts and end-to-end tests. Every
    // member lives by this one clock, so in a public demo (ALLOW_DEMO_PROVIDERS=true) it moves
    // only for a signed-in member: through a live portal session (`portal_session`, the bps_sbx_…
    // of the Manage Billing page), which only a signed-in member can open.
    app.post<{ Body: unknown }>('/clock/advance', async (request, reply) => {
      const { days, portal_session: portal } = isRecord(request.body) ? request.body : {};
      if (!isAdvanceDays(days)) return sendError(reply, 'validation_failed', ADVANCE_DAYS_MESSAGE);
      if (portal === undefined && isPublicDemo) return sendError(reply, 'forbidden', CLOCK_NEEDS_A_MEMBER);
      const moved =
        portal === undefined
          ? { ok: true as const, ...(await sandbox.clock.advance(days)) }
          : await sandbox.advanceClockFromPortal(String(portal), days);
      if (!moved.ok) return sendError(reply, 'forbidden', PORTAL_NOT_OPEN);
      const { now, renewalsBilled, failedCharges, ended } = moved;
      return reply
        .header('Cache-Control', 'no-store')
        .send({ now: now.toISOString(), renewalsBilled, failedCharges, ended });
    });
  };

const CLOCK_NEEDS_A_MEMBER =
  "In this public demo the test clock moves only from a signed-in member's billing portal: sign in, open Billing and choose Manage Billing.";
const PORTAL_NOT_OPEN =
  'That billing portal session does not exist or has expired: sign in, open Billing and choose Manage Billing again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
