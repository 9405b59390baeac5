import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../testing/factories';
import { InEnglish } from '../../testing/in-english';
import { mockLocation } from '../../testing/location';
import { renderRoute } from '../../testing/render';
import { returnToOf } from '../../testing/sign-in-redirect';
import { useAuth } from './auth-context';
import { ProtectedRoute } from './components/protected-route';

vi.mock('./auth-context', async (importOriginal) => {
  const original = await importOriginal<typeof import('./auth-context')>();
  return { ...original, useAuth: vi.fn(original.useAuth) };
});

describe('member-only pages', () => {
  let location: ReturnType<typeof mockLocation>;
  beforeEach(() => {
    location = mockLocation();
  });
  afterEach(() => {
    location.restore();
    vi.mocked(useAuth).mockReset();
  });

  it.each([
    '/dashboard',
    '/billing?tab=invoices',
    '/billing/success?session_id=cs_123',
    '/member/drug-pricing?search=statin',
  ])('sends a signed-out visitor at %s to sign-in, returning to the same path and query', async (url) => {
    renderRoute(url);
    await waitFor(() => expect(location.assign).toHaveBeenCalledTimes(1));
    expect(returnToOf(location.assign.mock.calls[0]![0] as string)).toBe(url);
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to sign in');
  });

  it('marks the header protected on member pages only', async () => {
    signInAs();
    const { router } = renderRoute('/billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveAttribute('data-protected', 'true');
    await router.navigate('/faq');
    await waitFor(() => expect(screen.getByRole('banner')).toHaveAttribute('data-protected', 'false'));
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('shows a spinner while auth loads, and does not send anyone away yet', () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'loading', user: null, isSigningOut: false, signOut: vi.fn() });
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Member page')).toBeNull();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('shows "Signing out..." instead of sending a member who is signing out to sign-in', () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'anonymous', user: null, isSigningOut: true, signOut: vi.fn() });
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Signing out...');
    expect(location.assign).not.toHaveBeenCalled();
  });
});

const MEMBER_ROUTES = [
  { element: <ProtectedRoute />, children: [{ path: '/dashboard', element: <h1>Member page</h1> }] },
];

/** The member routes with the app's English messages and a query cache (AppProviders gives both in the app). */
function Routes() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <InEnglish>{useRoutes(MEMBER_ROUTES)}</InEnglish>
    </QueryClientProvider>
  );
}
