import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SITE } from '../../lib/site';

/**
 * What a public page says about itself to search engines and link previews: the title, the
 * description, its one address (canonical) and whether it should be indexed. The server writes
 * it into the HTML head (apps/api/src/web/ssr); in the browser, DocumentMeta keeps the head
 * in step as the visitor moves between pages.
 */
export type PageMeta = {
  title: string;
  description: string;
  /** The page's own address, without its language's prefix; a duplicate (/login, /pricing) names the original. */
  canonicalPath: string;
  /** False for pages with nothing to find (an expired link, a sign-in error). */
  index: boolean;
};

const site = SITE.name;
const pharmacies = SITE.pharmacies;

type MetaWords = Omit<PageMeta, 'title' | 'description'> & { title: MessageDescriptor; description: MessageDescriptor };

const page = (
  title: MessageDescriptor,
  description: MessageDescriptor,
  canonicalPath: string,
  index = true,
): MetaWords => ({ title, description, canonicalPath, index });

const HOME = page(
  msg`${site}: prescription savings membership`,
  msg`${site}: member prices on prescriptions at ${pharmacies}+ US pharmacies, for you, your family and your pets. A savings membership, not insurance.`,
  '/',
);
const PLANS = page(
  msg`Plans and prices | ${site}`,
  msg`Choose Individual, Partner/Pet or Family, paid monthly or yearly. Every member gets a digital savings card for Apple Wallet, Google Wallet or paper. Not insurance.`,
  '/register',
);

const STATIC_META: Record<string, MetaWords> = {
  '/': HOME,
  '/login': { ...HOME, index: false },
  '/register': PLANS,
  '/pricing': { ...PLANS, index: false },
  '/drug-pricing': page(
    msg`Savings Estimator: prescription prices with and without membership | ${site}`,
    msg`Search a medication to see its retail cash price, the member price and what you save for a 30- or 90-day supply at participating US pharmacies.`,
    '/drug-pricing',
  ),
  '/faq': page(
    msg`Frequently Asked Questions | ${site}`,
    msg`How the prescription savings membership works: the card, family members and pets, pharmacies, billing, cancelling, and why it is not insurance.`,
    '/faq',
  ),
  '/terms': page(
    msg`Terms of Service | ${site}`,
    msg`The terms of the ${site} membership: fees, renewals, cancelling and refunds, and what the discount card does and does not do.`,
    '/terms',
  ),
  '/privacy': page(
    msg`Privacy Policy | ${site}`,
    msg`What ${site} collects, why, who we share it with (never your medications), and how to see, export or delete your data.`,
    '/privacy',
  ),
  '/disclaimer': page(
    msg`Disclaimer | ${site}`,
    msg`${site} is a prescription discount membership, not insurance. Discounts vary by pharmacy and medication; sample prices are estimates.`,
    '/disclaimer',
  ),
  '/partners': page(
    msg`Partner with ${site}`,
    msg`For physicians, pharmacies, community organizations and employers: help more people afford their prescriptions with a savings membership.`,
    '/partners',
  ),
  '/pass-expired': page(
    msg`Wallet pass link expired | ${site}`,
    msg`This link to a savings card has expired. Ask the member for a new link.`,
    '/pass-expired',
    false,
  ),
  '/auth/error': page(msg`Sign-in problem | ${site}`, msg`Signing in did not finish. Try again.`, '/auth/error', false),
};

const inLanguage = (words: MetaWords, i18n: I18n): PageMeta => ({
  ...words,
  title: i18n._(words.title),
  description: i18n._(words.description),
});

/** The meta of a public page with fixed words; null for a medication page (it has its own) or a member page. */
export function staticPageMeta(pathname: string, i18n: I18n): PageMeta | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const words = STATIC_META[path];
  return words ? inLanguage(words, i18n) : null;
}

/** The head every page has until it says otherwise (index.html's own). */
export const defaultPageMeta = (i18n: I18n): PageMeta => inLanguage(HOME, i18n);

/**
 * Keeps the head in step on the browser's own navigations: the title, description, canonical
 * link and Open Graph tags the server wrote for the first page.
 */
export function applyPageMeta(meta: PageMeta, origin: string): void {
  document.title = meta.title;
  const url = `${origin}${meta.canonicalPath}`;
  setTag('meta', 'name', 'description', 'content', meta.description);
  setTag('meta', 'property', 'og:title', 'content', meta.title);
  setTag('meta', 'property', 'og:description', 'content', meta.description);
  setTag('meta', 'property', 'og:url', 'content', url);
  setTag('link', 'rel', 'canonical', 'href', url);
  setTag('meta', 'name', 'robots', 'content', meta.index ? 'index, follow' : 'noindex, follow');
}

/** Sets `<tag key="name" attribute="value">`, adding it to the head if the page came without one. */
function setTag(tag: 'meta' | 'link', key: string, name: string, attribute: string, value: string): void {
  let element = document.head.querySelector(`${tag}[${key}="${name}"]`);
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(key, name);
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/** The site's address as the server wrote it in the canonical link (APP_URL), else this tab's. */
export function canonicalOrigin(): string {
  const href = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  try {
    return href ? new URL(href).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}
