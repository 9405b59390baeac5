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
  /** The page's own address; a duplicate (/login, /pricing) names the original. */
  canonicalPath: string;
  /** False for pages with nothing to find (an expired link, a sign-in error). */
  index: boolean;
};

const suffix = ` | ${SITE.name}`;

const page = (title: string, description: string, canonicalPath: string, index = true): PageMeta => ({
  title,
  description,
  canonicalPath,
  index,
});

const HOME = page(
  `${SITE.name}: prescription savings membership`,
  `${SITE.name}: member prices on prescriptions at ${SITE.pharmacies}+ US pharmacies, for you, your family and your pets. A savings membership, not insurance.`,
  '/',
);
const PLANS = page(
  `Plans and prices${suffix}`,
  'Choose Individual, Partner/Pet or Family, paid monthly or yearly. Every member gets a digital savings card for Apple Wallet, Google Wallet or paper. Not insurance.',
  '/register',
);

const STATIC_META: Record<string, PageMeta> = {
  '/': HOME,
  '/login': { ...HOME, index: false },
  '/register': PLANS,
  '/pricing': { ...PLANS, index: false },
  '/drug-pricing': page(
    `Savings Estimator: prescription prices with and without membership${suffix}`,
    'Search a medication to see its retail cash price, the member price and what you save for a 30- or 90-day supply at participating US pharmacies.',
    '/drug-pricing',
  ),
  '/faq': page(
    `Frequently Asked Questions${suffix}`,
    'How the prescription savings membership works: the card, family members and pets, pharmacies, billing, cancelling, and why it is not insurance.',
    '/faq',
  ),
  '/terms': page(
    `Terms of Service${suffix}`,
    `The terms of the ${SITE.name} membership: fees, renewals, cancelling and refunds, and what the discount card does and does not do.`,
    '/terms',
  ),
  '/privacy': page(
    `Privacy Policy${suffix}`,
    `What ${SITE.name} collects, why, who we share it with (never your medications), and how to see, export or delete your data.`,
    '/privacy',
  ),
  '/disclaimer': page(
    `Disclaimer${suffix}`,
    `${SITE.name} is a prescription discount membership, not insurance. Discounts vary by pharmacy and medication; sample prices are estimates.`,
    '/disclaimer',
  ),
  '/partners': page(
    `Partner with ${SITE.name}`,
    'For physicians, pharmacies, community organizations and employers: help more people afford their prescriptions with a savings membership.',
    '/partners',
  ),
  '/pass-expired': page(
    `Wallet pass link expired${suffix}`,
    'This link to a savings card has expired. Ask the member for a new link.',
    '/pass-expired',
    false,
  ),
  '/auth/error': page(`Sign-in problem${suffix}`, 'Signing in did not finish. Try again.', '/auth/error', false),
};

/** The meta of a public page with fixed words; null for a medication page (it has its own) or a member page. */
export function staticPageMeta(pathname: string): PageMeta | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return STATIC_META[path] ?? null;
}

/** The title every page has until it says otherwise (index.html's own). */
export const DEFAULT_META = HOME;

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
