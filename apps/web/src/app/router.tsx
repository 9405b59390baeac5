import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PROTECTED_HANDLE, ProtectedRoute } from '../features/auth/components/protected-route';
import { RedirectIfSignedIn } from '../features/auth/components/redirect-if-signed-in';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-route';
import { ErrorScreen } from './screens/error-screen';

const HomePage = lazyPage(() => import('./routes/home'));
const RegisterPage = lazyPage(() => import('./routes/register'));
const DrugPricingPage = lazyPage(() => import('./routes/drug-pricing'));
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

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
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
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
