import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render';
import { returnToOf } from '../../testing/sign-in-redirect';

async function renderError(query: string) {
  renderRoute(`/auth/error${query}`);
  return screen.findByRole('heading', { level: 1 });
}

const SIGN_IN_CODES = [
  ['login_failed', 'Sign-in failed', 'Your credentials could not be verified. Please try again.', 'Try again'],
  [
    'network_error',
    'Network error',
    'There was a problem connecting to the authentication service. Please try again.',
    'Retry',
  ],
  ['unknown', 'Something went wrong', 'An unexpected error occurred during sign-in. Please try again.', 'Try again'],
] as const;

describe('sign-in error screen', () => {
  it.each(SIGN_IN_CODES)(
    '%s: shows its title, description and a sign-in restart',
    async (code, title, text, button) => {
      expect(await renderError(`?error=${code}&redirect=/billing`)).toHaveTextContent(title);
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.getByText(`Error code: ${code}`)).toBeInTheDocument();
      expect(returnToOf(screen.getByRole('link', { name: button }))).toBe('/billing');
      expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    },
  );

  it('account_not_found: offers a support e-mail and Go home', async () => {
    expect(await renderError('?error=account_not_found')).toHaveTextContent('Account not found');
    expect(
      screen.getByText(
        "We couldn't find an account associated with your email. Please contact support if you believe this is an error.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Error code: account_not_found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@arxsavingsclub\.com/),
    );
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: /Try again|Retry/ })).toBeNull();
  });

  it('access_denied: Go home is the one action, shown once', async () => {
    expect(await renderError('?error=access_denied')).toHaveTextContent('Access denied');
    expect(
      screen.getByText('You do not have permission to access this application with the provided account.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error code: access_denied')).toBeInTheDocument();
    const home = screen.getAllByRole('link', { name: 'Go home' });
    expect(home).toHaveLength(1);
    expect(home[0]).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: /Try again|Retry|Contact support/ })).toBeNull();
  });

  it('defaults to unknown without an error code, and returns to /dashboard by default', async () => {
    expect(await renderError('')).toHaveTextContent('Something went wrong');
    expect(screen.getByText('Error code: unknown')).toBeInTheDocument();
    expect(returnToOf(screen.getByRole('link', { name: 'Try again' }))).toBe('/dashboard');
  });

  it('treats a code outside the catalogue as unknown', async () => {
    expect(await renderError('?error=<b>weird</b>')).toHaveTextContent('Something went wrong');
    expect(screen.getByText('Error code: unknown')).toBeInTheDocument();
    expect(screen.queryByText(/weird/)).toBeNull();
  });

  it('replaces the description with the message parameter', async () => {
    await renderError(`?error=login_failed&message=${encodeURIComponent('Your session timed out.')}`);
    expect(screen.getByText('Your session timed out.')).toBeInTheDocument();
    expect(screen.queryByText('Your credentials could not be verified. Please try again.')).toBeNull();
  });

  it.each([
    ['login_failed', 'Your sign-in could not be verified. Please try again.'],
    ['login_failed', 'Please verify your e-mail address with the sign-in provider, then sign in again.'],
    ['login_failed', 'This sign-in link has expired or was already used. Please sign in again.'],
    ['login_failed', 'Too many sign-in attempts. Please wait a minute and try again.'],
    ['unknown', 'That sign-in link is not valid. Please start again.'],
  ])('when the API sends %s with its own message "%s", then the message is shown', async (code, message) => {
    await renderError(`?error=${code}&message=${encodeURIComponent(message)}`);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it.each([
    ['a made-up error code', '?error=session_hijacked&message=Your%20account%20is%20locked.'],
    ['no error code', '?message=Your%20account%20is%20locked.'],
  ])('when the link has %s, then its message is ignored and the unknown entry shows as it is', async (_, query) => {
    await renderError(query);
    expect(screen.getByText('An unexpected error occurred during sign-in. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/locked/)).toBeNull();
  });

  it.each([
    ['a web address', 'Your account is locked. Visit https://evil.example/unlock to restore it.'],
    ['a bare domain', 'Your account is locked. Go to arx-support.example now.'],
    ['an e-mail address', 'Your account is locked. Write to help at helpdesk@evil.example today.'],
    ['a phone number', 'Your account is locked. Call 1-800-555-0199 to restore it.'],
    ['a phone number in brackets', 'Call us at (208) 555 0199 right away'],
    ['angle brackets', 'Your account is <b>locked</b>'],
    ['a line break', 'Your account is locked.\nCall us.'],
    ['more than 160 characters', `Your account is locked ${'and must be checked '.repeat(8)}`],
  ])('when the message carries %s, then the code’s own description shows instead', async (_, message) => {
    await renderError(`?error=login_failed&message=${encodeURIComponent(message)}`);
    expect(screen.getByText('Your credentials could not be verified. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/locked|Call us/)).toBeNull();
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com'])(
    'never returns to an unsafe redirect (%s)',
    async (bad) => {
      await renderError(`?error=login_failed&redirect=${encodeURIComponent(bad)}`);
      expect(returnToOf(screen.getByRole('link', { name: 'Try again' }))).toBe('/dashboard');
    },
  );
});
