import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { renderInvoicePdf } from './invoice-pdf';
import { contentSecurityPolicy } from './sandbox-html';
import { checkoutClosedPage, checkoutPage, messagePage, portalPage } from './sandbox-pages';
import type { SandboxPaymentProvider } from './sandbox-payment-provider';

type IdParams = { Params: { id: string } };
type FormBody = Record<string, unknown> | undefined;

/**
 * The sandbox provider's hosted pages (registered under /api/v1/sandbox): checkout, billing
 * portal and invoice PDFs. They stand where Stripe's hosted pages would, so they talk to the
 * sandbox directly and the app hears about changes through the provider's event listener.
 */
export const sandboxRoutes =
  ({ sandbox }: { sandbox: SandboxPaymentProvider }): FastifyPluginAsync =>
  async (app) => {
    // Scoped to these pages; skipped when the app already parses forms (a second parser throws).
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(fastifyFormbody);

    app.get<IdParams>('/checkout/:id', async (request, reply) => {
      const checkout = await sandbox.getCheckout(request.params.id);
      if (!checkout) return sendPage(reply, 404, checkoutNotFound());
      if (checkout.status === 'expired') return sendPage(reply, 410, checkoutClosedPage(checkout));
      if (checkout.status === 'complete') return sendPage(reply, 200, checkoutClosedPage(checkout));
      return sendPage(reply, 200, checkoutPage(checkout), [checkout.successUrl]);
    });

    app.post<IdParams & { Body: FormBody }>('/checkout/:id', async (request, reply) => {
      const cardNumber = formField(request.body, 'card_number');
      const result = await sandbox.pay(request.params.id, cardNumber);
      if (result.ok) return reply.redirect(result.redirectUrl, 303);
      const checkout = await sandbox.getCheckout(request.params.id);
      if (!checkout) return sendPage(reply, 404, checkoutNotFound());
      if (checkout.status !== 'open') {
        return sendPage(reply, checkout.status === 'expired' ? 410 : 409, checkoutClosedPage(checkout));
      }
      // The page comes back with the message and an empty field: a card number is never echoed.
      return sendPage(reply, 422, checkoutPage(checkout, result.message), [checkout.successUrl]);
    });

    app.get<IdParams>('/portal/:id', async (request, reply) => {
      const portal = await sandbox.getPortal(request.params.id);
      if (!portal) return sendPage(reply, 404, portalNotFound());
      if (portal.isExpired) return sendPage(reply, 410, portalExpired(portal.returnUrl));
      const actions = {
        cancel: `${sandbox.portalUrl(portal.id)}/cancel`,
        switch: `${sandbox.portalUrl(portal.id)}/switch`,
      };
      return sendPage(reply, 200, portalPage(portal, actions), [actions.cancel, actions.switch]);
    });

    app.post<IdParams & { Body: FormBody }>('/portal/:id/cancel', async (request, reply) => {
      const { id } = request.params;
      const outcome = await sandbox.cancelFromPortal(id, formField(request.body, 'subscription_id'));
      if (outcome === 'canceled') return reply.redirect(sandbox.portalUrl(id), 303);
      const portal = await sandbox.getPortal(id);
      if (!portal) return sendPage(reply, 404, portalNotFound());
      if (outcome === 'expired') return sendPage(reply, 410, portalExpired(portal.returnUrl));
      return sendPage(reply, 404, subscriptionNotFound(sandbox.portalUrl(id)));
    });

    app.post<IdParams & { Body: FormBody }>('/portal/:id/switch', async (request, reply) => {
      const { id } = request.params;
      const outcome = await sandbox.switchPlanFromPortal(id, {
        subscriptionId: formField(request.body, 'subscription_id'),
        priceId: formField(request.body, 'price_id'),
      });
      if (outcome === 'switched') return reply.redirect(sandbox.portalUrl(id), 303);
      const portal = await sandbox.getPortal(id);
      if (!portal) return sendPage(reply, 404, portalNotFound());
      if (outcome === 'expired') return sendPage(reply, 410, portalExpired(portal.returnUrl));
      const back = { href: sandbox.portalUrl(id), text: 'Back to billing' };
      if (outcome === 'price_not_found') {
        return sendPage(
          reply,
          404,
          messagePage({
            title: 'Plan not found',
            message: 'This plan is not offered. Choose another plan.',
            link: back,
          }),
        );
      }
      if (outcome === 'ended') {
        return sendPage(
          reply,
          409,
          messagePage({
            title: 'Subscription has ended',
            message: 'An ended subscription cannot change plan. Subscribe again from ARX Savings Club.',
            link: back,
          }),
        );
      }
      return sendPage(reply, 404, subscriptionNotFound(back.href));
    });

    app.get<IdParams>('/invoices/:id/pdf', async (request, reply) => {
      const invoice = await sandbox.getInvoice(request.params.id);
      if (!invoice) {
        return sendPage(
          reply,
          404,
          messagePage({ title: 'Invoice not found', message: 'This invoice does not exist.' }),
        );
      }
      const pdf = renderInvoicePdf({ ...invoice, created: invoice.createdAt });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoice.number.replace(/[^\w.-]/g, '')}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(pdf);
    });
  };

function sendPage(reply: FastifyReply, status: number, body: string, formTargets: string[] = []) {
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', contentSecurityPolicy(formTargets))
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);
}

function formField(body: FormBody, name: string): string {
  const value = body?.[name];
  return typeof value === 'string' ? value : '';
}

function checkoutNotFound(): string {
  return messagePage({
    title: 'Checkout not found',
    message: 'This checkout link does not exist. Go back to ARX Savings Club and choose your plan again.',
  });
}

function subscriptionNotFound(portalUrl: string): string {
  return messagePage({
    title: 'Subscription not found',
    message: 'This subscription is not part of this billing account.',
    link: { href: portalUrl, text: 'Back to billing' },
  });
}

function portalNotFound(): string {
  return messagePage({
    title: 'Billing link not found',
    message: 'This billing portal link does not exist. Open billing again from ARX Savings Club.',
  });
}

function portalExpired(returnUrl: string): string {
  return messagePage({
    title: 'Billing link expired',
    message: 'This billing portal link has expired. Open billing again from ARX Savings Club.',
    link: { href: returnUrl, text: 'Return to ARX Savings Club' },
  });
}
