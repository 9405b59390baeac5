import { Suspense } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '../../features/auth/components/protected-route';
import { TokenParamCleanup } from '../../features/auth/components/token-param-cleanup';
import { LoadingScreen } from '../screens/loading-screen';
import { Footer } from './footer';
import { Header } from './header';
import { PageViewReporter, ScrollToHash, ScrollToTop } from './route-effects';
import { useScrolled } from './use-scrolled';

/** The shell: header, the page, footer. Member-only routes carry a handle marking them protected. */
export function RootLayout() {
  const { pathname } = useLocation();
  const scrolled = useScrolled();
  const isProtected = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.protected === true);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <ScrollToHash />
      <PageViewReporter />
      <TokenParamCleanup />
      <Header currentPage={pathname} scrolled={scrolled} protected={isProtected} />
      <main id="main" className="flex-1">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
