import type { FastifyReply } from 'fastify';
import { contentSecurityPolicy } from './sandbox-html';
import { messagePage } from './sandbox-pages';

/** How the sandbox's hosted pages answer: strict headers, and the pages for links that lead nowhere. */

export type IdParams = { Params: { id: string } };
export type FormBody = Record<string, unknown> | undefined;

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

export function checkoutNotFound(): string {
  return messagePage({
    title: 'Checkout not found',
    message: 'This checkout link does not exist. Go back to ARX Savings Club and choose your plan again.',
  });
}

export function subscriptionNotFound(portalUrl: string): string {
  return messagePage({
    title: 'Subscription not found',
    message: 'This subscription is not part of this billing account.',
    link: { href: portalUrl, text: 'Back to billing' },
  });
}

export function portalNotFound(): string {
  return messagePage({
    title: 'Billing link not found',
    message: 'This billing portal link does not exist. Open billing again from ARX Savings Club.',
  });
}

export function portalExpired(returnUrl: string): string {
  return messagePage({
    title: 'Billing link expired',
    message: 'This billing portal link has expired. Open billing again from ARX Savings Club.',
    link: { href: returnUrl, text: 'Return to ARX Savings Club' },
  });
}
