import { SIGN_IN_MESSAGES } from '@arx/contracts/sign-in-messages';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client';
import { readToken } from '../../lib/auth-token';
import { SHELL_CACHE, stubDevice } from '../../testing/device';
import { buildAuthToken, signInAs } from '../../testing/factories';
import { mockLocation } from '../../testing/location';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { AuthProvider, EXPIRY_CHECK_MS, useAuth } from './auth-context';

/** The browser arrives from sign-in: the API appended ?code=… to the return path. */
function arriveAt(url: string) {
  window.history.replaceState(null, '', url);
  return renderRoute(url);
}

let codes = 0;
/** A code of the shape the API issues (32 random bytes in base64url), new for each use. */
function signInCode(): string {
  codes += 1;
  return `${'c'.repeat(40)}${String(codes).padStart(3, '0')}`;
}

/** The exchange answers with `token` for any code, recording what it was sent. */
function exchangeAnswers(token: string, options: { wait?: Promise<void> } = {}) {
  const sent: { code: unknown; credentials: RequestCredentials }[] = [];
  server.use(
    http.post('*/api/v1/auth/token', async ({ request }) => {
      sent.push({ code: ((await request.json()) as { code?: unknown }).code, credentials: request.credentials });
      await options.wait;
      return HttpResponse.json({ token }, { headers: { 'cache-control': 'no-store' } });
    }),
  );
  return sent;
}

describe('signing in', () => {
  let location: ReturnType<typeof mockLocation>;
  beforeEach(() => {
    location = mockLocation();
  });
  afterEach(() => {
    location.restore();
    window.history.replaceState(null, '', '/');
    vi.useRealTimers();
  });

  it('when the browser arrives with a code, then it leaves the address bar at once, is traded for the token with credentials, and / goes to the dashboard', async () => {
    const token = buildAuthToken({ name: 'Jamie Rivera' });
    const sent = exchangeAnswers(token);
    const code = signInCode();
    const { router } = arriveAt(`/?utm_source=mail&code=${code}`);
    expect(window.location.search).toBe('?utm_source=mail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sent).toEqual([{ code, credentials: 'include' }]);
    expect(readToken()).toBe(token);
    expect(router.state.location.search).not.toContain('code');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome back, /);
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('when the exchange is still under way, then the visitor sees "Loading", never the signed-out header', async () => {
    let answer = () => {};
    exchangeAnswers(buildAuthToken(), { wait: new Promise<void>((resolve) => (answer = resolve)) });
    const { router } = arriveAt(`/login?code=${signInCode()}`);
    expect(await screen.findAllByText('Loading...')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(readToken()).toBeNull();
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('keeps the page and its other query parameters when the code lands elsewhere', async () => {
    const token = buildAuthToken();
    exchangeAnswers(token);
    const { router } = arriveAt(`/faq?topic=billing&code=${signInCode()}#refunds`);
    expect(window.location.search).toBe('?topic=billing');
    expect(window.location.hash).toBe('#refunds');
    await waitFor(() => expect(router.state.location.search).toBe('?topic=billing'));
    expect(router.state.location.pathname).toBe('/faq');
    expect(router.state.location.hash).toBe('#refunds');
    expect(readToken()).toBe(token);
  });

  it('when the exchange is refused, then the visitor goes to the error screen with the return path and the API’s message', async () => {
    server.use(
      http.post('*/api/v1/auth/token', () =>
        HttpResponse.json({ code: 'bad_request', message: SIGN_IN_MESSAGES.codeRefused }, { status: 400 }),
      ),
    );
    arriveAt(`/billing?tab=invoices&code=${signInCode()}`);
    await waitFor(() => expect(location.replace).toHaveBeenCalledTimes(1));
    const target = new URL(location.replace.mock.calls[0]?.[0] as string, 'http://localhost');
    expect(target.pathname).toBe('/auth/error');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      error: 'login_failed',
      redirect: '/billing?tab=invoices',
      message: SIGN_IN_MESSAGES.codeRefused,
    });
    // The member page waited: it did not send the visitor off to sign in meanwhile.
    expect(location.assign).not.toHaveBeenCalled();
    expect(readToken()).toBeNull();
  });

  it('when a code is traded twice, then the second arrival fails (the mock API spends codes like the real one)', async () => {
    const code = signInCode();
    const first = arriveAt(`/faq?code=${code}`);
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    first.unmount();
    window.localStorage.clear();
    arriveAt(`/faq?code=${code}`);
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith(expect.stringMatching(/^\/auth\/error\?/)));
  });

  it('when a URL carries ?token=, then it is never stored: the visitor stays signed out and the parameter is removed', async () => {
    let exchanges = 0;
    server.use(
      http.post('*/api/v1/auth/token', () => {
        exchanges++;
        return HttpResponse.json({ token: 'never' });
      }),
    );
    const { router } = arriveAt(`/?token=${buildAuthToken({ name: 'Mallory' })}`);
    expect(window.location.search).toBe('');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/');
    expect(readToken()).toBeNull();
    expect(exchanges).toBe(0);
  });

  it('when a page has a code of its own (not a sign-in code), then it is left to the page', async () => {
    const { router } = arriveAt('/pass-expired?code=invalid');
    expect(await screen.findByText('Reference: invalid')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?code=invalid');
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('shows the name from the token at once, then the real one from /current_user', async () => {
    let calls = 0;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/v1/current_user', async ({ request }) => {
        calls++;
        expect(request.headers.get('authorization')).toBe(`Bearer ${token}`);
        await answered;
        return HttpResponse.json({
          user: {
            id: 1,
            email: 'jamie@example.com',
            workos_id: 'user_1',
            name: 'Jamie R. Rivera',
            created_at: '2025-01-01T00:00:00Z',
            updated_at: '2025-01-01T00:00:00Z',
          },
        });
      }),
    );
    const token = buildAuthToken({ user_id: 1, name: 'Jamie' });
    exchangeAnswers(token);
    arriveAt(`/login?code=${signInCode()}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jamie!' })).toBeInTheDocument();
    answer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jamie R. Rivera!' }),
    ).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('when React runs the provider’s effects twice (StrictMode), then the code is traded once and the member is signed in', async () => {
    const sent = exchangeAnswers(buildAuthToken({ name: 'Strict Member' }));
    window.history.replaceState(null, '', `/faq?code=${signInCode()}`);
    function Who() {
      const { status, user } = useAuth();
      return <p>{status === 'authenticated' ? `Signed in as ${user?.name}` : status}</p>;
    }
    render(
      <StrictMode>
        <AuthProvider>
          <Who />
        </AuthProvider>
      </StrictMode>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Signed in as Strict Member')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('sends a member with a stored token from /login to the dashboard, and leaves /register alone', async () => {
    signInAs();
    const login = renderRoute('/login');
    await waitFor(() => expect(login.router.state.location.pathname).toBe('/dashboard'));
    login.unmount();
    const register = renderRoute('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Savings Plan' })).toBeInTheDocument();
    expect(register.router.state.location.pathname).toBe('/register');
  });

  it('clears an expired stored token: the visitor is signed out', async () => {
    signInAs({ exp: Math.floor(Date.now() / 1000) - 1 });
    renderRoute('/faq');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(readToken()).toBeNull();
  });

  it('re-checks expiry every 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs({ exp: Math.floor(Date.now() / 1000) + 30 });
    renderRoute('/faq');
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(EXPIRY_CHECK_MS));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(readToken()).toBeNull();
  });

  it('signs out through the API and goes to the logout URL it returns', async () => {
    const token = signInAs();
    let authorization: string | null = null;
    server.use(
      http.delete('*/api/v1/auth/logout', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ logout_url: 'https://auth.example.com/logout?session=1' });
      }),
    );
    renderRoute('/faq');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('https://auth.example.com/logout?session=1'));
    // The token went with the request (so the server can revoke it), then was cleared.
    expect(authorization).toBe(`Bearer ${token}`);
    expect(readToken()).toBeNull();
  });

  it('goes home when the API names no logout URL, or fails', async () => {
    signInAs();
    server.use(http.delete('*/api/v1/auth/logout', () => HttpResponse.json({ logout_url: null }), { once: true }));
    const first = renderRoute('/faq');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/'));
    first.unmount();
    location.assign.mockClear();

    signInAs();
    server.use(http.delete('*/api/v1/auth/logout', () => HttpResponse.error()));
    renderRoute('/faq');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/'));
    expect(readToken()).toBeNull();
  });

  it('shows "Signing Out..." in the header and "Signing out..." on a member page while signing out', async () => {
    signInAs();
    server.use(
      http.delete('*/api/v1/auth/logout', async () => {
        await delay('infinite');
        return HttpResponse.json({ logout_url: null });
      }),
    );
    renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Signing out...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signing Out...' })).toBeDisabled();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('a 401 clears the token, signs the header out and goes to /login', async () => {
    signInAs();
    server.use(
      http.get('*/api/v1/users/subscription_status', () =>
        HttpResponse.json({ code: 'token_expired', message: 'Token expired' }, { status: 401 }),
      ),
    );
    renderRoute('/register');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(readToken()).toBeNull();
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/login'));
  });

  it('a 401 also removes the saved card, the offline worker and its caches before going to /login', async () => {
    const device = stubDevice();
    try {
      signInAs();
      let cleanWhenLeaving = false;
      location.assign.mockImplementation(() => {
        cleanWhenLeaving = device.savedCard() === null && device.deleted.length === 1;
      });
      server.use(
        http.get('*/api/v1/users/subscription_status', () =>
          HttpResponse.json({ code: 'unauthorized', message: 'Unauthorized' }, { status: 401 }),
        ),
      );
      renderRoute('/register');
      await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/login'));
      expect(cleanWhenLeaving).toBe(true);
      expect(device.savedCard()).toBeNull();
      expect(device.unregister).toHaveBeenCalledTimes(1);
      expect(device.deleted).toEqual([SHELL_CACHE]);
    } finally {
      device.restore();
    }
  });

  it('a 401 on a medication URL leaves the session and the device alone', async () => {
    const device = stubDevice();
    try {
      signInAs();
      server.use(
        http.get('*/api/v1/medications/*', () =>
          HttpResponse.json({ code: 'unauthorized', message: 'Unauthorized' }, { status: 401 }),
        ),
      );
      await apiRequest('/medications/atorvastatin').catch(() => {});
      expect(readToken()).not.toBeNull();
      expect(device.savedCard()).not.toBeNull();
      expect(device.unregister).not.toHaveBeenCalled();
      expect(location.assign).not.toHaveBeenCalled();
    } finally {
      device.restore();
    }
  });

  it('an expired token also removes the saved card, the offline worker and its caches', async () => {
    const device = stubDevice();
    try {
      signInAs({ exp: Math.floor(Date.now() / 1000) - 1 });
      renderRoute('/faq');
      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      await waitFor(() => expect(device.deleted).toEqual([SHELL_CACHE]));
      expect(device.savedCard()).toBeNull();
      expect(device.unregister).toHaveBeenCalledTimes(1);
    } finally {
      device.restore();
    }
  });
});
