import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
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

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <HomePage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/pricing', element: <RegisterPage /> },
      { path: '/drug-pricing', element: <DrugPricingPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/disclaimer', element: <DisclaimerPage /> },
      { path: '/partners', element: <PartnersPage /> },
      { path: '/pass-expired', element: <PassExpiredPage /> },
      { path: '/auth/error', element: <AuthErrorPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
