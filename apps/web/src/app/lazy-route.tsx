import { type ComponentType, useEffect, useState } from 'react';
import { type CatalogLoader, loadCatalogs } from '../lib/i18n/catalogs';
import { LoadingScreen } from './screens/loading-screen';

const RELOAD_FLAG = 'arx.chunk_reload_at';

/**
 * A page's module: the page, and the catalogues of the features it shows
 * (docs/decisions/0019-spanish.md).
 */
export type PageModule = { default: ComponentType<object>; catalogs?: readonly CatalogLoader[] };

/**
 * Loads a page's module, then its catalogues in the page's language: the page never renders
 * before its words are in. (Not a top-level await in the module: with one, the bundler splits
 * every module the entry shares with the pages into chunks of their own, about 10 KB more.)
 */
export function withCatalogs<M extends PageModule>(load: () => Promise<M>): () => Promise<M> {
  return () =>
    load().then(async (module) => {
      await loadCatalogs(...(module.catalogs ?? []));
      return module;
    });
}

export type LazyPage = ComponentType<object> & {
  /** Starts fetching the page's code; resolves once it can render without waiting. */
  preload(): Promise<void>;
};

/**
 * A page whose code loads on first use. Until it has loaded it shows the loading screen; it does
 * not suspend, because React holds back content revealed after a Suspense fallback by up to
 * 300 ms. preload() lets the app fetch the first page's code while React renders the shell.
 *
 * When the code cannot be fetched (typically: a deploy replaced the hashed files this tab knew
 * about) the page reloads once to pick up the new build (docs/product.md §8). The flag stops a reload loop
 * when the failure is something else; then the error reaches the error screen.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  const loadWithCatalogs = withCatalogs(load);
  let Page: ComponentType<object> | null = null;
  let failure: { error: unknown } | null = null;
  let pending: Promise<void> | null = null;

  const preload = () => {
    pending ??= loadWithCatalogs().then(
      (module) => {
        // On the server (entry-server.tsx loads every page before the first request) there is no tab.
        if (typeof window !== 'undefined') window.sessionStorage.removeItem(RELOAD_FLAG);
        Page = module.default;
      },
      (error: unknown) => {
        const last = Number(window.sessionStorage.getItem(RELOAD_FLAG) ?? 0);
        if (Date.now() - last > 10_000) {
          window.sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
          window.location.reload();
          return;
        }
        failure = { error };
      },
    );
    return pending;
  };

  function LazyPageLoader(props: object) {
    const [, setSettled] = useState(Page !== null);
    useEffect(() => {
      // The code may have arrived between this render and its effect (the first page's code is
      // preloaded while React renders, and a busy start can delay effects): render again now,
      // or the loading screen stays up for good.
      if (Page || failure) {
        setSettled(true);
        return;
      }
      let live = true;
      void preload().then(() => {
        if (live) setSettled(true);
      });
      return () => {
        live = false;
      };
    }, []);
    if (failure) throw failure.error;
    return Page ? <Page {...props} /> : <LoadingScreen />;
  }
  return Object.assign(LazyPageLoader, { preload });
}
