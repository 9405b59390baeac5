import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { savedLocaleChoice, saveLocaleChoice } from '../../lib/i18n/saved-locale';
import { buildBillingDetails, signInAs } from '../../testing/factories';
import { mockLocation } from '../../testing/location';
import { renderRoute } from '../../testing/render';
import { recordRequests, server } from '../../testing/server';
import { useSaveAccountLocale } from './api/save-account-locale';

const LOCALE_PATH = '*/api/v1/users/me/locale';

const forgetChoice = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test removes the one cookie the app sets
  document.cookie = 'arx_locale=; Path=/; Max-Age=0';
};

describe("the member's language on their account", () => {
  // A language chosen on this device (the switch, or a Spanish page read).
  beforeEach(() => saveLocaleChoice('en'));
  afterEach(() => {
    sessionStorage.clear();
    forgetChoice();
  });

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

  it('when the account’s language changed, then the invoices, worded in it, are asked for again', async () => {
    let invoicesAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => {
      invoicesAsked = resolve;
    });
    server.use(
      http.get('*/api/v1/billing/details', () => HttpResponse.json(buildBillingDetails())),
      http.get('*/api/v1/billing/invoices', () => {
        invoicesAsked();
        return HttpResponse.json({ invoices: [], has_more: false });
      }),
      // The account's language changes only after the page has asked for its invoices once.
      http.put(LOCALE_PATH, async () => {
        await asked;
        // And after the page has them: a change arriving mid-request would only restart it.
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ changed: true });
      }),
    );
    const invoices = recordRequests('get', '*/api/v1/billing/invoices');
    const puts = recordRequests('put', LOCALE_PATH);
    signInAs();
    renderRoute('/billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    await waitFor(() => expect(puts).toHaveLength(1));
    await waitFor(() => expect(invoices).toHaveLength(2));
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
    const { rerender } = renderHook(({ user, locale }) => useSaveAccountLocale(user, locale, null), {
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

  it('is not changed from a device where no language was chosen: the pages take the account’s instead', async () => {
    forgetChoice();
    const sent = recordRequests('put', LOCALE_PATH);
    const location = mockLocation();
    try {
      // Signed in on a new device: the token says the account is in Spanish.
      signInAs({ locale: 'es' });
      renderRoute('/billing');
      // The address bar's path (jsdom's) in Spanish: a full page load in the account's language.
      await waitFor(() => expect(location.replace).toHaveBeenCalledWith(expect.stringMatching(/^\/es\//)));
      expect(savedLocaleChoice()).toBe('es');
      expect(sent).toHaveLength(0);
    } finally {
      location.restore();
    }
  });

  it('is left alone by a device without a choice whose token is older than the account’s language in it', async () => {
    forgetChoice();
    const sent = recordRequests('put', LOCALE_PATH);
    signInAs();
    renderRoute('/billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(0);
    expect(savedLocaleChoice()).toBeNull();
  });
});
