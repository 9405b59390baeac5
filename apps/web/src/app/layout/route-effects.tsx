import { MEDICATION_PAGE_PATH } from '@arx/contracts/medication-slug';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { useHref, useLocation } from 'react-router';
import { whenIdle } from '../../lib/after-paint';
import { getPageLocale, loadCatalogs } from '../../lib/i18n/catalogs';

/**
 * Back to the top on a new path or query, unless the URL points at an anchor (docs/product.md §2). A page
 * that has just loaded is left where the browser put it: scrolling forces a layout, and inside
 * the first render that only delays the first paint.
 */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  const isFirst = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path and query are the triggers
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}

/** How It Works and other anchors: scroll smoothly, leaving 100 px for the sticky header. */
const ANCHOR_OFFSET_PX = 100;
/** How long to wait for an anchor's section to appear (its page's code may still be loading). */
const ANCHOR_WAIT_MS = 5000;

export function ScrollToHash() {
  const { hash, pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same anchor on a new page scrolls again
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const giveUpAt = performance.now() + ANCHOR_WAIT_MS;
    let frame = 0;
    // Checked each frame: pages load on demand and render their lower sections after the top.
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (!target) {
        if (performance.now() < giveUpAt) frame = window.requestAnimationFrame(tryScroll);
        return;
      }
      const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
      window.scrollTo({ top, behavior: 'smooth' });
    };
    frame = window.requestAnimationFrame(tryScroll);
    return () => window.cancelAnimationFrame(frame);
  }, [hash, pathname]);
  return null;
}

/**
 * One page view per route change: the path only, sent when the page has nothing better to do. The
 * reporter's code comes then too, so it is not in any page's first download.
 */
export function PageViewReporter() {
  const { pathname } = useLocation();
  useEffect(() => {
    whenIdle(() => {
      // Offline, or mid-deploy, the code may not come: a lost view costs nothing.
      import('../../lib/analytics').then(
        (analytics) => analytics.reportPageView(pathname),
        () => {},
      );
    });
  }, [pathname]);
  return null;
}

/**
 * The pages' head words and the code that writes them, fetched the first time the visitor moves
 * to another page: the first page's head came from the server (or index.html), so no page's
 * first download carries them.
 */
export function loadPageMeta() {
  // The catalogue's loader is imported here, not at the top: a static import would make its
  // catalogue one of the entry's, which the server preloads with every page (apps/api/src/web/ssr).
  const words = import('../ssr/page-meta-messages').then((m) => loadCatalogs(m.loadPageMetaMessages));
  return Promise.all([import('../ssr/page-meta'), words]).then(([meta]) => meta);
}

/**
 * The head follows the browser's own navigations: the server wrote the first page's title,
 * description and canonical link; each later page puts its own there. A medication page sets
 * its own once its data is in (app/routes/drug.tsx).
 */
export function PageMetaSync() {
  const { pathname } = useLocation();
  // The router's base ('/es' on a Spanish page, '' on an English one).
  const basename = useHref('/').replace(/\/$/, '');
  const { i18n } = useLingui();
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (pathname.startsWith(`${MEDICATION_PAGE_PATH}/`)) return;
    let current = true;
    const locale = getPageLocale();
    loadPageMeta().then(
      (meta) => {
        // A quicker later navigation has written its own head meanwhile.
        if (!current || locale !== getPageLocale()) return;
        meta.applyPageMeta(
          meta.staticPageMeta(pathname, i18n) ?? meta.defaultPageMeta(i18n),
          meta.canonicalOrigin() + basename,
        );
      },
      // Offline or mid-deploy: the previous page's head stays, which costs only a title.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [pathname, basename, i18n]);
  return null;
}
