import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../screens/loading-screen';
import { Footer } from './footer';
import { Header } from './header';
import { PageViewReporter, ScrollToHash, ScrollToTop } from './route-effects';
import { useScrolled } from './use-scrolled';

/** The public shell: header, the page, footer. Protected pages get their own layout later. */
export function RootLayout() {
  const { pathname } = useLocation();
  const scrolled = useScrolled();
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
      <Header currentPage={pathname} scrolled={scrolled} protected={false} />
      <main id="main" className="flex-1">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
