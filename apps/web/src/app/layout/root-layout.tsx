import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useIsProtectedArea } from '../../features/auth/components/protected-route';
import { LoadingScreen } from '../screens/loading-screen';
import { DemoBanner } from './demo-banner';
import { Footer } from './footer';
import { Header } from './header';
import { PageMetaSync, PageViewReporter, ScrollToHash, ScrollToTop } from './route-effects';
import { useScrolled } from './use-scrolled';

/** The shell: header, the page, footer. Member-only routes carry a handle marking them protected. */
export function RootLayout() {
  const { pathname } = useLocation();
  const scrolled = useScrolled();
  const isProtected = useIsProtectedArea();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        <Trans>Skip to content</Trans>
      </a>
      <DemoBanner />
      <ScrollToTop />
      <ScrollToHash />
      <PageViewReporter />
      <PageMetaSync />
      <Header currentPage={pathname} scrolled={scrolled} protected={isProtected} />
      {/* At least a screen tall, so the footer starts below the fold and the page arriving in
          it never pushes the footer out of view (a layout shift on every first visit). */}
      <main id="main" className="min-h-[calc(100svh-4rem)] flex-1">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
