import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { reportPageView } from '../../lib/analytics';

/** Back to the top on a new path or query, unless the URL points at an anchor (spec §2). */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path and query are the triggers
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}

/** How It Works and other anchors: scroll smoothly, leaving 100 px for the sticky header. */
export const ANCHOR_OFFSET_PX = 100;

export function ScrollToHash() {
  const { hash, pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same anchor on a new page scrolls again
  useEffect(() => {
    if (!hash) return;
    const frame = window.requestAnimationFrame(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
      window.scrollTo({ top, behavior: 'smooth' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [hash, pathname]);
  return null;
}

/** One page view per route change: the path only. */
export function PageViewReporter() {
  const { pathname } = useLocation();
  useEffect(() => {
    reportPageView(pathname);
  }, [pathname]);
  return null;
}
