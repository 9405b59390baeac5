import type { Locale } from '@arx/contracts/locales';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { AuthProvider, type AuthStatus } from '../features/auth/auth-context';
import { ApiError } from '../lib/api-client';
import { getPageLocale, i18nFor } from '../lib/i18n/catalogs';
import { LanguageProvider } from '../lib/i18n/language-provider';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not fix itself; retry only what might (network, 5xx), once.
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
}

type AppProvidersProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'anonymous' when rendering (or hydrating) a server-rendered page; see AuthProvider. */
  initialAuthStatus?: AuthStatus;
  /** The page's language: the server renders each page in its own; the browser has one per load. */
  locale?: Locale;
};

export function AppProviders({ children, queryClient, initialAuthStatus, locale }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <LanguageProvider i18n={i18nFor(locale ?? getPageLocale())}>
      <QueryClientProvider client={client}>
        <AuthProvider initialStatus={initialAuthStatus}>
          <ToastProvider>{children}</ToastProvider>
        </AuthProvider>
      </QueryClientProvider>
    </LanguageProvider>
  );
}
