import { lazy, Suspense } from 'react';
import { HeroCarousel } from '../../features/home/components/hero-carousel';
import { loadHomeMessages } from '../../features/home/messages';
import type { CatalogLoader } from '../../lib/i18n/catalogs';
import { withCatalogs } from '../lazy-route';

/** The catalogues of the features this page shows, loaded before it first renders (app/lazy-route.tsx). */
export const catalogs: readonly CatalogLoader[] = [loadHomeMessages];

/**
 * Everything below the hero is its own chunk. The server renders it with the rest of the page
 * (docs/decisions/0018-server-rendering.md), so it is on screen from the first paint; the
 * browser takes it over (hydrates it) when its code arrives, after the hero and the header, in
 * a task of its own rather than one long one.
 */
const HomeSections = lazy(withCatalogs(() => import('./home-sections')));

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
