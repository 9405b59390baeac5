import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { AuthProvider, type AuthStatus } from '../features/auth/auth-context';
import { ApiError } from '../lib/api-client';

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

/**
 * Counter mode's saved card and offline worker go with the session, whichever page signs out;
 * loaded only then, so the code is not in every page's first download.
 */
const forgetThisDevice = () => import('../features/counter/forget-device').then((m) => m.forgetThisDevice());

type AppProvidersProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'anonymous' when rendering (or hydrating) a server-rendered page; see AuthProvider. */
  initialAuthStatus?: AuthStatus;
};

export function AppProviders({ children, queryClient, initialAuthStatus }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider onSignOut={forgetThisDevice} initialStatus={initialAuthStatus}>
        <ToastProvider>{children}</ToastProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
