import type { FastifyInstance, FastifyReply } from 'fastify';
import type { InEachLanguage } from '../../../lib/i18n/languages';
import { CARD_MESSAGES } from './sandbox-cards';
import { ADVANCE_DAYS_MESSAGE, isAdvanceDays, MAX_ADVANCE_DAYS } from './sandbox-clock';
import { messagePage } from './sandbox-pages';
import type { SandboxPaymentProvider } from './sandbox-payment-provider';
import { type PortalActions, type PortalErrors, portalPage } from './sandbox-portal-page';
import {
  backToBilling,
  type FormBody,
  formField,
  type IdParams,
  type PageLanguage,
  pageLanguage,
  portalExpired,
  portalNotFound,
  sendPage,
  subscriptionNotFound,
} from './sandbox-route-replies';

type PostParams = IdParams & { Body: FormBody };

type Notice = { title: string; message: string };

/** What a portal form's refusal says, in the portal's language. */
const WORDS: InEachLanguage<{
  planNotFound: Notice;
  ended: Notice;
  declined: Notice;
  advanceDays: string;
}> = {
  en: {
    planNotFound: { title: 'Plan not found', message: 'This plan is not offered. Choose another plan.' },
    ended: {
      title: 'Subscription has ended',
      message: 'An ended subscription cannot change plan. Subscribe again from ARX Savings Club.',
    },
    declined: {
      title: 'Payment declined',
      message: `${CARD_MESSAGES.en.declined} Update your card, then choose the plan again.`,
    },
    advanceDays: ADVANCE_DAYS_MESSAGE,
  },
  es: {
    planNotFound: { title: 'No encontramos el plan', message: 'Este plan no está disponible. Elija otro plan.' },
    ended: {
      title: 'La membresía terminó',
      message:
        'Una membresía que ya terminó no puede cambiar de plan. Vuelva a hacerse miembro desde ARX Savings Club.',
    },
    declined: {
      title: 'Pago rechazado',
      message: `${CARD_MESSAGES.es.declined} Actualice su tarjeta y vuelva a elegir el plan.`,
    },
    advanceDays: `El número de días debe ser un número entero del 1 al ${MAX_ADVANCE_DAYS}.`,
  },
};

/** The billing portal's page and its forms; each form returns (303) to the page when it worked. */
export function registerPortalRoutes(app: FastifyInstance, sandbox: SandboxPaymentProvider): void {
  const actionsOf = (id: string, language: PageLanguage): PortalActions => {
    const base = sandbox.portalUrl(id);
    const action = (name: string) => language.link(`${base}/${name}`);
    return { cancel: action('cancel'), switch: action('switch'), card: action('card'), clock: action('clock') };
  };
  /** The portal page again, in the language it was in. */
  const backToPortal = (reply: FastifyReply, id: string, language: PageLanguage) =>
    reply.redirect(language.link(sandbox.portalUrl(id)), 303);

  /** The portal page (again), with the message for the form that was just posted. */
  async function showPortal(
    reply: FastifyReply,
    id: string,
    language: PageLanguage,
    status: number,
    errors: PortalErrors = {},
  ) {
    const { locale } = language;
    const portal = await sandbox.getPortal(id);
    if (!portal) return sendPage(reply, 404, portalNotFound(locale));
    if (portal.isExpired) return sendPage(reply, 410, portalExpired(portal.returnUrl, locale));
    const actions = actionsOf(portal.id, language);
    return sendPage(reply, status, portalPage(portal, actions, language, errors), Object.values(actions));
  }

  /** After an action refused the link: 404 when it does not exist, 410 when it has expired. */
  const refuseLink = (reply: FastifyReply, id: string, language: PageLanguage) => showPortal(reply, id, language, 200);

  app.get<IdParams>('/portal/:id', (request, reply) =>
    showPortal(reply, request.params.id, pageLanguage(request), 200),
  );

  app.post<PostParams>('/portal/:id/cancel', async (request, reply) => {
    const { id } = request.params;
    const language = pageLanguage(request);
    const outcome = await sandbox.cancelFromPortal(id, formField(request.body, 'subscription_id'));
    if (outcome === 'canceled') return backToPortal(reply, id, language);
    if (outcome === 'expired' || !(await sandbox.getPortal(id))) return refuseLink(reply, id, language);
    return sendPage(reply, 404, subscriptionNotFound(language.link(sandbox.portalUrl(id)), language.locale));
  });

  app.post<PostParams>('/portal/:id/switch', async (request, reply) => {
    const { id } = request.params;
    const language = pageLanguage(request);
    const { locale } = language;
    const outcome = await sandbox.switchPlanFromPortal(id, {
      subscriptionId: formField(request.body, 'subscription_id'),
      priceId: formField(request.body, 'price_id'),
    });
    if (outcome === 'switched') return backToPortal(reply, id, language);
    if (outcome === 'expired' || !(await sandbox.getPortal(id))) return refuseLink(reply, id, language);
    const back = backToBilling(language.link(sandbox.portalUrl(id)), locale);
    if (outcome === 'price_not_found') {
      return sendPage(reply, 404, messagePage(locale, { ...WORDS[locale].planNotFound, link: back }));
    }
    if (outcome === 'ended') return sendPage(reply, 409, messagePage(locale, { ...WORDS[locale].ended, link: back }));
    if (outcome === 'declined') {
      return sendPage(reply, 402, messagePage(locale, { ...WORDS[locale].declined, link: back }));
    }
    return sendPage(reply, 404, subscriptionNotFound(back.href, locale));
  });

  app.post<PostParams>('/portal/:id/card', async (request, reply) => {
    const { id } = request.params;
    const language = pageLanguage(request);
    const result = await sandbox.updateCardFromPortal(id, formField(request.body, 'card_number'));
    if (result.ok) return backToPortal(reply, id, language);
    if (result.reason === 'not_found' || result.reason === 'expired') return refuseLink(reply, id, language);
    // The page comes back with the message and an empty field: a card number is never echoed.
    return showPortal(reply, id, language, 422, { card: CARD_MESSAGES[language.locale][result.reason] });
  });

  app.post<PostParams>('/portal/:id/clock', async (request, reply) => {
    const { id } = request.params;
    const language = pageLanguage(request);
    const typed = formField(request.body, 'days').trim();
    const days = /^\d{1,4}$/.test(typed) ? Number(typed) : Number.NaN;
    if (!isAdvanceDays(days)) {
      return showPortal(reply, id, language, 422, { clock: WORDS[language.locale].advanceDays });
    }
    const result = await sandbox.advanceClockFromPortal(id, days);
    if (!result.ok) return refuseLink(reply, id, language);
    return backToPortal(reply, id, language);
  });
}
