import { lazy, Suspense } from 'react';
import { HeroCarousel } from '../../features/home/components/hero-carousel';
import { loadHomeMessages } from '../../features/home/messages';
import { loadCatalogs } from '../../lib/i18n/catalogs';

// The page's messages, in the page's language, before it first renders (lib/i18n/catalogs.ts).
await loadCatalogs(loadHomeMessages);

/**
 * Everything below the hero is its own chunk. The server renders it with the rest of the page
 * (docs/decisions/0018-server-rendering.md), so it is on screen from the first paint; the
 * browser takes it over (hydrates it) when its code arrives, after the hero and the header, in
 * a task of its own rather than one long one.
 */
const HomeSections = lazy(() => import('./home-sections'));

/** Home, also shown at /login (docs/product.md §2). */
export default function HomePage() {
  return (
    <>
      <HeroCarousel />
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}
