import { DEFAULT_LOCALE, type Locale } from '@arx/contracts/locales';

/**
 * Makes the app installable from the pages that show the card: the web app manifest (its start
 * page is counter mode) and the icon iOS puts on the home screen. Not in index.html: a browser
 * fetches a page's manifest while it loads, and on the public pages that fetch alone cost about
 * 0.2 s of Lighthouse's largest contentful paint on a slow phone; installing is for members.
 * Each language has its manifest: the description and shortcut a phone shows are in the page's
 * language, and the installed app starts on that language's counter page.
 */
export const MANIFESTS: Record<Locale, string> = {
  en: '/manifest.webmanifest',
  es: '/manifest.es.webmanifest',
};

const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

export function addInstallLinks(locale: Locale = DEFAULT_LOCALE): void {
  const links = [
    { rel: 'manifest', href: MANIFESTS[locale] },
    { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON },
  ];
  for (const { rel, href } of links) {
    const existing = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
    if (existing) {
      if (existing.getAttribute('href') !== href) existing.setAttribute('href', href);
      continue;
    }
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }
}
