import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../lib/after-paint';

/** docs/product.md §9: the header's scrolled state turns on past 50 px. */
const SCROLL_THRESHOLD_PX = 50;

export function useScrolled(threshold = SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    // Reading scrollY forces a layout: on mount, wait for the first paint rather than force one.
    const cancel = afterNextPaint(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}
