import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken } from '../../lib/auth-token';
import { buildAuthToken, signInAs } from '../../testing/factories';
import { mockLocation } from '../../testing/location';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { EXPIRY_CHECK_MS } from './auth-context';

/** The browser arrives from sign-in: the API appended ?token=… to the return path. */
function arriveAt(url: string) {
  window.history.replaceState(null, '', url);
  return renderRoute(url);
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

  it('stores the token from the URL, removes it at once and sends / to the dashboard', async () => {
    const token = buildAuthToken({ name: 'Jamie Rivera' });
    const { router } = arriveAt(`/?utm_source=mail&token=${token}`);
    expect(readToken()).toBe(token);
    expect(window.location.search).toBe('?utm_source=mail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).not.toContain('token');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome back, /);
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('keeps the page and its other query parameters when the token lands elsewhere', async () => {
    const token = buildAuthToken();
    const { router } = arriveAt(`/faq?topic=billing&token=${token}#refunds`);
    await waitFor(() => expect(router.state.location.search).toBe('?topic=billing'));
    expect(router.state.location.pathname).toBe('/faq');
    expect(router.state.location.hash).toBe('#refunds');
    expect(window.location.search).toBe('?topic=billing');
    expect(window.location.hash).toBe('#refunds');
    expect(readToken()).toBe(token);
  });

  it('shows the name from the token at once, then the real one from /current_user', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/current_user', async ({ request }) => {
        calls++;
        expect(request.headers.get('authorization')).toBe(`Bearer ${token}`);
        await delay(50);
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
    arriveAt(`/login?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jamie!' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jamie R. Rivera!' }),
    ).toBeInTheDocument();
    expect(calls).toBe(1);
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
    expect(location.assign).toHaveBeenCalledWith('/login');
  });
});
