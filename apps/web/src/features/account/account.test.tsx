import { ACCOUNT_MESSAGES } from '@arx/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken } from '../../lib/auth-token';
import { i18nFor } from '../../lib/i18n/catalogs';
import { SHELL_CACHE, stubDevice } from '../../testing/device';
import { signInAs } from '../../testing/factories';
import { mockLocation } from '../../testing/location';
import { renderRoute } from '../../testing/render';
import { captureSavedFile } from '../../testing/saved-file';
import { recordRequests, server } from '../../testing/server';
import { ACCOUNT_UI_MESSAGES as MESSAGES } from './account-messages';

// The section's own messages, in English.
const ACCOUNT_UI_MESSAGES = { downloadFailed: i18nFor('en')._(MESSAGES.downloadFailed) };

const EMAIL = 'jamie@example.com';

const yourData = async () => within(await screen.findByRole('region', { name: 'Your data' }));

async function openDeleteDialog() {
  await userEvent.click((await yourData()).getByRole('button', { name: 'Delete account' }));
  return within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
}

describe('Your data on the dashboard', () => {
  let location: ReturnType<typeof mockLocation>;
  beforeEach(() => {
    location = mockLocation();
    signInAs({ email: EMAIL, name: 'Jamie Rivera' });
  });
  afterEach(() => {
    location.restore();
    vi.restoreAllMocks();
  });

  describe('Download my data', () => {
    const originals = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    afterEach(() => {
      URL.createObjectURL = originals.create;
      URL.revokeObjectURL = originals.revoke;
    });

    it('fetches the export with the bearer token and saves it under the name the server gave', async () => {
      const requests = recordRequests('get', '*/api/v1/account/export');
      const file = captureSavedFile('blob:http://localhost/export-1');
      renderRoute('/dashboard');

      await userEvent.click((await yourData()).getByRole('button', { name: 'Download my data' }));

      await waitFor(() => expect(file.saved.name).toBeDefined());
      file.stop();
      expect(requests).toHaveLength(1);
      expect(requests[0]!.authorization).toMatch(/^Bearer /);
      expect(file.saved.name).toMatch(/^arx-account-export-\d{4}-\d{2}-\d{2}\.json$/);
      const saved = JSON.parse(await file.saved.blob!.text());
      expect(saved.user.email).toBe(EMAIL);
      expect((await yourData()).getByRole('button', { name: 'Download my data' })).toBeEnabled();
    });

    it('shows "Preparing download..." while it loads, and the server message when it fails', async () => {
      server.use(
        http.get('*/api/v1/account/export', async () => {
          await delay(100);
          return HttpResponse.json({ code: 'internal', message: 'The export could not be made.' }, { status: 500 });
        }),
      );
      const file = captureSavedFile('blob:http://localhost/export-1');
      renderRoute('/dashboard');

      await userEvent.click((await yourData()).getByRole('button', { name: 'Download my data' }));

      expect(await screen.findByRole('button', { name: 'Preparing download...' })).toBeDisabled();
      expect(await screen.findByText('The export could not be made.')).toHaveAttribute('role', 'alert');
      file.stop();
      expect(file.saved.name).toBeUndefined();
    });

    it('falls back to its own words when the server sent none', async () => {
      server.use(http.get('*/api/v1/account/export', () => new HttpResponse('bad gateway', { status: 502 })));
      renderRoute('/dashboard');

      await userEvent.click((await yourData()).getByRole('button', { name: 'Download my data' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_UI_MESSAGES.downloadFailed);
    });
  });

  describe('Delete account', () => {
    it('explains what happens, keeps the focus inside, and enables the final button only once DELETE is typed', async () => {
      renderRoute('/dashboard');
      const dialog = await openDeleteDialog();

      const panel = screen.getByRole('dialog');
      expect(panel).toHaveAttribute('aria-modal', 'true');
      expect(panel).toHaveTextContent('This cannot be undone.');
      expect(panel).toHaveTextContent('Your subscription is canceled at once');
      expect(panel).toHaveTextContent('stop working');
      expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      const confirm = dialog.getByRole('button', { name: 'Delete my account' });
      expect(confirm).toBeDisabled();

      const field = dialog.getByLabelText('Type DELETE to confirm');
      await userEvent.type(field, 'delete');
      expect(confirm).toBeDisabled();
      await userEvent.clear(field);
      await userEvent.type(field, 'DELETE');
      expect(confirm).toBeEnabled();

      // Tab cycles through the dialog's controls and never leaves it.
      for (let i = 0; i < 5; i++) {
        await userEvent.tab();
        expect(panel).toContainElement(document.activeElement as HTMLElement);
      }
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(readToken()).not.toBeNull();
    });

    it('on success signs out, goes to / and says "Your account has been deleted."', async () => {
      const requests = recordRequests('delete', '*/api/v1/account');
      const { router } = renderRoute('/dashboard');
      const dialog = await openDeleteDialog();

      await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
      await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));

      expect(await screen.findByText(ACCOUNT_MESSAGES.deleted)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(readToken()).toBeNull();
      expect(requests).toEqual([
        { url: expect.any(URL), authorization: expect.stringMatching(/^Bearer /), body: { confirm: 'DELETE' } },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Welcome back');
      // Signed out on the home page, not sent to sign in again.
      expect(location.assign).not.toHaveBeenCalled();
    });

    it('on success leaves nothing of the member on this device: saved card, offline worker, its caches, cached data', async () => {
      const device = stubDevice();
      try {
        const { router, queryClient } = renderRoute('/dashboard');
        const dialog = await openDeleteDialog();
        const before = new Set(queryClient.getQueryCache().getAll());
        expect(before.size).toBeGreaterThan(0);

        await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
        await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));

        await waitFor(() => expect(router.state.location.pathname).toBe('/'));
        await waitFor(() => expect(device.deleted).toEqual([SHELL_CACHE]));
        expect(device.savedCard()).toBeNull();
        expect(device.unregister).toHaveBeenCalledTimes(1);
        expect(readToken()).toBeNull();
        // The dashboard's answers (profile, membership, billing) are gone from memory too.
        expect(
          queryClient
            .getQueryCache()
            .getAll()
            .filter((query) => before.has(query)),
        ).toEqual([]);
        expect(location.assign).not.toHaveBeenCalled();
      } finally {
        device.restore();
      }
    });

    it('while deleting shows "Deleting account...", and on failure shows the server message and keeps the member signed in', async () => {
      const message =
        'We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes.';
      server.use(
        http.delete('*/api/v1/account', async () => {
          await delay(100);
          return HttpResponse.json({ code: 'service_unavailable', message }, { status: 503 });
        }),
      );
      const { router } = renderRoute('/dashboard');
      const dialog = await openDeleteDialog();
      await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');

      await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));

      expect(await dialog.findByRole('button', { name: 'Deleting account...' })).toBeDisabled();
      expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      expect(await dialog.findByRole('alert')).toHaveTextContent(message);
      expect(dialog.queryByRole('link', { name: 'Sign in again' })).toBeNull();
      expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
      expect(readToken()).not.toBeNull();
      expect(router.state.location.pathname).toBe('/dashboard');
    });

    it('when the sign-in is too old, says "Please sign in again to delete your account" with a sign-in that returns to the dashboard, and keeps the member signed in', async () => {
      server.use(
        http.delete('*/api/v1/account', () =>
          HttpResponse.json({ code: 'forbidden', message: ACCOUNT_MESSAGES.signInAgain }, { status: 403 }),
        ),
      );
      const { router } = renderRoute('/dashboard');
      const dialog = await openDeleteDialog();
      await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');

      await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));

      expect(await dialog.findByRole('alert')).toHaveTextContent('Please sign in again to delete your account');
      const signIn = new URL(
        dialog.getByRole('link', { name: 'Sign in again' }).getAttribute('href') as string,
        window.location.origin,
      );
      expect(signIn.pathname).toBe('/api/v1/auth/workos/redirect');
      expect(JSON.parse(signIn.searchParams.get('state') as string)).toEqual({ return_to: '/dashboard' });
      expect(readToken()).not.toBeNull();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(location.assign).not.toHaveBeenCalled();
    });

    it('Cancel closes the dialog without a request', async () => {
      const requests = recordRequests('delete', '*/api/v1/account');
      renderRoute('/dashboard');
      const dialog = await openDeleteDialog();

      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('dialog')).toBeNull();
      expect(requests).toHaveLength(0);
      expect((await yourData()).getByRole('button', { name: 'Delete account' })).toHaveFocus();
    });
  });
});
