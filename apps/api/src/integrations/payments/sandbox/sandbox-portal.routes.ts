import type { FastifyInstance, FastifyReply } from 'fastify';
import { CARD_MESSAGES } from './sandbox-cards';
import { ADVANCE_DAYS_MESSAGE, isAdvanceDays } from './sandbox-clock';
import { messagePage } from './sandbox-pages';
import type { SandboxPaymentProvider } from './sandbox-payment-provider';
import { type PortalActions, type PortalErrors, portalPage } from './sandbox-portal-page';
import {
  type FormBody,
  formField,
  type IdParams,
  portalExpired,
  portalNotFound,
  sendPage,
  subscriptionNotFound,
} from './sandbox-route-replies';

type PostParams = IdParams & { Body: FormBody };

/** The billing portal's page and its forms; each form returns (303) to the page when it worked. */
export function registerPortalRoutes(app: FastifyInstance, sandbox: SandboxPaymentProvider): void {
  const actionsOf = (id: string): PortalActions => {
    const base = sandbox.portalUrl(id);
    return { cancel: `${base}/cancel`, switch: `${base}/switch`, card: `${base}/card`, clock: `${base}/clock` };
  };

  /** The portal page (again), with the message for the form that was just posted. */
  async function showPortal(reply: FastifyReply, id: string, status: number, errors: PortalErrors = {}) {
    const portal = await sandbox.getPortal(id);
    if (!portal) return sendPage(reply, 404, portalNotFound());
    if (portal.isExpired) return sendPage(reply, 410, portalExpired(portal.returnUrl));
    const actions = actionsOf(portal.id);
    return sendPage(reply, status, portalPage(portal, actions, errors), Object.values(actions));
  }

  /** After an action refused the link: 404 when it does not exist, 410 when it has expired. */
  const refuseLink = (reply: FastifyReply, id: string) => showPortal(reply, id, 200);

  app.get<IdParams>('/portal/:id', (request, reply) => showPortal(reply, request.params.id, 200));

  app.post<PostParams>('/portal/:id/cancel', async (request, reply) => {
    const { id } = request.params;
    const outcome = await sandbox.cancelFromPortal(id, formField(request.body, 'subscription_id'));
    if (outcome === 'canceled') return reply.redirect(sandbox.portalUrl(id), 303);
    if (outcome === 'expired' || !(await sandbox.getPortal(id))) return refuseLink(reply, id);
    return sendPage(reply, 404, subscriptionNotFound(sandbox.portalUrl(id)));
  });

  app.post<PostParams>('/portal/:id/switch', async (request, reply) => {
    const { id } = request.params;
    const outcome = await sandbox.switchPlanFromPortal(id, {
      subscriptionId: formField(request.body, 'subscription_id'),
      priceId: formField(request.body, 'price_id'),
    });
    if (outcome === 'switched') return reply.redirect(sandbox.portalUrl(id), 303);
    if (outcome === 'expired' || !(await sandbox.getPortal(id))) return refuseLink(reply, id);
    const back = { href: sandbox.portalUrl(id), text: 'Back to billing' };
    if (outcome === 'price_not_found') {
      const message = 'This plan is not offered. Choose another plan.';
      return sendPage(reply, 404, messagePage({ title: 'Plan not found', message, link: back }));
    }
    if (outcome === 'ended') {
      const message = 'An ended subscription cannot change plan. Subscribe again from ARX Savings Club.';
      return sendPage(reply, 409, messagePage({ title: 'Subscription has ended', message, link: back }));
    }
    if (outcome === 'declined') {
      const message = `${CARD_MESSAGES.declined} Update your card, then choose the plan again.`;
      return sendPage(reply, 402, messagePage({ title: 'Payment declined', message, link: back }));
    }
    return sendPage(reply, 404, subscriptionNotFound(back.href));
  });

  app.post<PostParams>('/portal/:id/card', async (request, reply) => {
    const { id } = request.params;
    const result = await sandbox.updateCardFromPortal(id, formField(request.body, 'card_number'));
    if (result.ok) return reply.redirect(sandbox.portalUrl(id), 303);
    if (result.reason === 'not_found' || result.reason === 'expired') return refuseLink(reply, id);
    // The page comes back with the message and an empty field: a card number is never echoed.
    return showPortal(reply, id, 422, { card: CARD_MESSAGES[result.reason] });
  });

  app.post<PostParams>('/portal/:id/clock', async (request, reply) => {
    const { id } = request.params;
    const typed = formField(request.body, 'days').trim();
    const days = /^\d{1,4}$/.test(typed) ? Number(typed) : Number.NaN;
    if (!isAdvanceDays(days)) return showPortal(reply, id, 422, { clock: ADVANCE_DAYS_MESSAGE });
    const result = await sandbox.advanceClockFromPortal(id, days);
    if (!result.ok) return refuseLink(reply, id);
    return reply.redirect(sandbox.portalUrl(id), 303);
  });
}
