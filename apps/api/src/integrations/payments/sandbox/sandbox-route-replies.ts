import { isLocale } from '@arx/contracts/locales';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type InEachLanguage, type Locale, requestLocale } from '../../../lib/i18n/languages';
import { contentSecurityPolicy, withLang } from './sandbox-html';
import { messagePage } from './sandbox-pages';

/** How the sandbox's hosted pages answer: strict headers, and the pages for links that lead nowhere. */

export type IdParams = { Params: { id: string } };
export type FormBody = Record<string, unknown> | undefined;

/**
 * A hosted page's language: the `lang` its link was made with (the checkout or portal session's
 * language), else the visitor's saved choice. `link` keeps that `lang` on the addresses the page
 * leads to (its forms, the page again after a form), so every page of a session reads alike.
 */
export type PageLanguage = { locale: Locale; link(url: string): string };

export function pageLanguage(request: FastifyRequest): PageLanguage {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  return { locale: requestLocale(request), link: (url) => withLang(url, isLocale(asked) ? asked : undefined) };
}

/** `formTargets`: the URLs its forms post to, the only ones the page's CSP lets a form reach. */
export function sendPage(reply: FastifyReply, status: number, body: string, formTargets: string[] = []) {
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', contentSecurityPolicy(formTargets))
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);
}

export function formField(body: FormBody, name: string): string {
  const value = body?.[name];
  return typeof value === 'string' ? value : '';
}

type Notice = { title: string; message: string };

const WORDS: InEachLanguage<{
  checkoutNotFound: Notice;
  subscriptionNotFound: Notice;
  portalNotFound: Notice;
  portalExpired: Notice;
  invoiceNotFound: Notice;
  backToBilling: string;
  returnToClub: string;
}> = {
  en: {
    checkoutNotFound: {
      title: 'Checkout not found',
      message: 'This checkout link does not exist. Go back to ARX Savings Club and choose your plan again.',
    },
    subscriptionNotFound: {
      title: 'Subscription not found',
      message: 'This subscription is not part of this billing account.',
    },
    portalNotFound: {
      title: 'Billing link not found',
      message: 'This billing portal link does not exist. Open billing again from ARX Savings Club.',
    },
    portalExpired: {
      title: 'Billing link expired',
      message: 'This billing portal link has expired. Open billing again from ARX Savings Club.',
    },
    invoiceNotFound: { title: 'Invoice not found', message: 'This invoice does not exist.' },
    backToBilling: 'Back to billing',
    returnToClub: 'Return to ARX Savings Club',
  },
  es: {
    checkoutNotFound: {
      title: 'No encontramos este pago',
      message: 'Este enlace de pago no existe. Vuelva a ARX Savings Club y elija su plan de nuevo.',
    },
    subscriptionNotFound: {
      title: 'No encontramos la membresía',
      message: 'Esta membresía no pertenece a esta cuenta de facturación.',
    },
    portalNotFound: {
      title: 'No encontramos este enlace de facturación',
      message: 'Este enlace al portal de facturación no existe. Vuelva a abrir Facturación desde ARX Savings Club.',
    },
    portalExpired: {
      title: 'El enlace de facturación venció',
      message: 'Este enlace al portal de facturación venció. Vuelva a abrir Facturación desde ARX Savings Club.',
    },
    invoiceNotFound: { title: 'No encontramos la factura', message: 'Esta factura no existe.' },
    backToBilling: 'Volver a Facturación',
    returnToClub: 'Volver a ARX Savings Club',
  },
};

/** "Back to billing": the link under a portal action's message page. */
export function backToBilling(href: string, locale: Locale): { href: string; text: string } {
  return { href, text: WORDS[locale].backToBilling };
}

export function checkoutNotFound(locale: Locale): string {
  return messagePage(locale, WORDS[locale].checkoutNotFound);
}

export function subscriptionNotFound(portalUrl: string, locale: Locale): string {
  return messagePage(locale, { ...WORDS[locale].subscriptionNotFound, link: backToBilling(portalUrl, locale) });
}

export function portalNotFound(locale: Locale): string {
  return messagePage(locale, WORDS[locale].portalNotFound);
}

export function portalExpired(returnUrl: string, locale: Locale): string {
  return messagePage(locale, {
    ...WORDS[locale].portalExpired,
    link: { href: returnUrl, text: WORDS[locale].returnToClub },
  });
}

export function invoiceNotFound(locale: Locale): string {
  return messagePage(locale, WORDS[locale].invoiceNotFound);
}
