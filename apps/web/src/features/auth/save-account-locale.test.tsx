import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { recordRequests } from '../../testing/server';
import { useSaveAccountLocale } from './api/save-account-locale';

const LOCALE_PATH = '*/api/v1/users/me/locale';

describe("the member's language on their account", () => {
  afterEach(() => sessionStorage.clear());

  it('is saved from the member pages, once per visit', async () => {
    const sent = recordRequests('put', LOCALE_PATH);
    signInAs();
    const { router } = renderRoute('/billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ locale: 'en' });
    expect(sent[0]?.authorization).toMatch(/^Bearer /);
    await router.navigate('/member/drug-pricing');
    await screen.findAllByRole('heading');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(1);
  });

  it('is not sent from public pages', async () => {
    const sent = recordRequests('put', LOCALE_PATH);
    signInAs();
    renderRoute('/faq');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('is sent again for another language or another member, and not for a visitor', async () => {
    const sent = recordRequests('put', LOCALE_PATH);
    signInAs();
    const queryClient = new QueryClient();
    const { rerender } = renderHook(({ user, locale }) => useSaveAccountLocale(user, locale), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
      initialProps: { user: 7 as number | null, locale: 'es' as 'en' | 'es' },
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    rerender({ user: 7, locale: 'es' });
    rerender({ user: 7, locale: 'en' });
    await waitFor(() => expect(sent.map((r) => r.body)).toEqual([{ locale: 'es' }, { locale: 'en' }]));
    rerender({ user: null, locale: 'es' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(2);
  });
});
