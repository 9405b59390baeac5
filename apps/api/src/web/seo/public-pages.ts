/**
 * The web app's public content pages, as the sitemap lists them. Left out: /login and /pricing
 * (the same content as /register and the home page), /pass-expired and /auth/error (messages,
 * not content), and every member or operator page (robots.ts keeps crawlers out of those).
 */
export const PUBLIC_PAGES = [
  '/',
  '/drug-pricing',
  '/faq',
  '/register',
  '/terms',
  '/privacy',
  '/disclaimer',
  '/partners',
] as const;
