import { isValidElement, type ReactNode, useMemo } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import {
  PROTECTED_HANDLE,
  ProtectedAreaContext,
  ProtectedRoute,
  type RouteHandle,
} from '../features/auth/components/protected-route';
import { RedirectIfSignedIn } from '../features/auth/components/redirect-if-signed-in';
import { TokenParamCleanup } from '../features/auth/components/token-param-cleanup';
import { AppErrorBoundary } from './app-error-boundary';
import { RootLayout } from './layout/root-layout';
import { type LazyPage, lazyPage } from './lazy-route';

const HomePage = lazyPage(() => import('./routes/home'));
const RegisterPage = lazyPage(() => import('./routes/register'));
const DrugPricingPage = lazyPage(() => import('./routes/drug-pricing'));
const DrugPage = lazyPage(() => import('./routes/drug'));
const FaqPage = lazyPage(() => import('./routes/faq'));
const TermsPage = lazyPage(() => import('./routes/terms'));
const PrivacyPage = lazyPage(() => import('./routes/privacy'));
const DisclaimerPage = lazyPage(() => import('./routes/disclaimer'));
const PartnersPage = lazyPage(() => import('./routes/partners'));
const PassExpiredPage = lazyPage(() => import('./routes/pass-expired'));
const AuthErrorPage = lazyPage(() => import('./routes/auth-error'));
const DashboardPage = lazyPage(() => import('./routes/dashboard'));
const BillingPage = lazyPage(() => import('./routes/billing'));
const BillingSuccessPage = lazyPage(() => import('./routes/billing-success'));
const MemberDrugPricingPage = lazyPage(() => import('./routes/member-drug-pricing'));
// The back office (docs/decisions/0016-back-office.md): its own chunk, fetched only when /admin opens.
const AdminPage = lazyPage(() => import('./routes/admin'));
// Counter mode (docs/decisions/0017-counter-and-savings.md): the card full screen, offline too.
const CounterPage = lazyPage(() => import('./routes/counter'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '/',
        element: (
          <RedirectIfSignedIn>
            <HomePage />
          </RedirectIfSignedIn>
        ),
      },
      {
        path: '/login',
        element: (
          <RedirectIfSignedIn>
            <HomePage />
          </RedirectIfSignedIn>
        ),
      },
      { path: '/register', element: <RegisterPage /> },
      {
        path: '/pricing',
        element: (
          <RedirectIfSignedIn>
            <RegisterPage />
          </RedirectIfSignedIn>
        ),
      },
      { path: '/drug-pricing', element: <DrugPricingPage /> },
      { path: '/drugs/:name', element: <DrugPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/disclaimer', element: <DisclaimerPage /> },
      { path: '/partners', element: <PartnersPage /> },
      { path: '/pass-expired', element: <PassExpiredPage /> },
      { path: '/auth/error', element: <AuthErrorPage /> },
      {
        element: <ProtectedRoute />,
        handle: PROTECTED_HANDLE,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/billing', element: <BillingPage /> },
          { path: '/billing/success', element: <BillingSuccessPage /> },
          { path: '/member/drug-pricing', element: <MemberDrugPricingPage /> },
          // Its pages are the route module's own routes; it shows members a refusal, operators the area.
          { path: '/admin/*', element: <AdminPage /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
  // Full screen, without the site's header and footer: nothing but the card at the counter.
  {
    element: <ProtectedRoute />,
    handle: PROTECTED_HANDLE,
    children: [{ path: '/counter', element: <CounterPage /> }],
  },
];

/**
 * The app's pages for the current URL, on the server (StaticRouter) and in the browser alike.
 * React Router's declarative mode for now (decision 0024 moves to its framework mode): no
 * loaders or actions, TanStack Query holds the data.
 */
export function AppRoutes() {
  const location = useLocation();
  const page = useRoutes(routes, location);
  const isProtected = useMemo(
    () =>
      matchRoutes(routes, location)?.some((match) => (match.route.handle as RouteHandle | undefined)?.protected) ??
      false,
    [location],
  );
  return (
    <AppErrorBoundary>
      {/* Above the route table, so it serves pages with the site's layout and counter mode alike. */}
      <TokenParamCleanup />
      <ProtectedAreaContext.Provider value={isProtected}>{page}</ProtectedAreaContext.Provider>
    </AppErrorBoundary>
  );
}

/** The lazy page a route element shows, looking inside wrappers such as <RedirectIfSignedIn>. */
function lazyPageIn(node: ReactNode): LazyPage | null {
  if (!isValidElement(node)) return null;
  const type = node.type as Partial<LazyPage>;
  if (typeof type.preload === 'function') return type as LazyPage;
  return lazyPageIn((node.props as { children?: ReactNode }).children);
}

/**
 * Starts fetching the code of the page at `pathname`. Never rejects: a page that fails to load
 * handles that itself when it renders.
 */
export function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname);
  const page = lazyPageIn(matches?.at(-1)?.route.element);
  return page ? page.preload().catch(() => {}) : Promise.resolve();
}
