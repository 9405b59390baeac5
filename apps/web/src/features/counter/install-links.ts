/**
 * Makes the app installable from the pages that show the card: the web app manifest (its start
 * page is counter mode) and the icon iOS puts on the home screen. Not in index.html: a browser
 * fetches a page's manifest while it loads, and on the public pages that fetch alone cost about
 * 0.2 s of Lighthouse's largest contentful paint on a slow phone; installing is for members.
 */
const LINKS = [
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
] as const;

export function addInstallLinks(): void {
  for (const { rel, href } of LINKS) {
    if (document.head.querySelector(`link[rel="${rel}"]`)) continue;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }
}
