import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../lib/i18n/catalogs';
import { signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import {
  NO_SESSION_MESSAGE as NO_SESSION,
  PAYMENT_REDIRECT_MS,
  VERIFY_ERROR_MESSAGE as VERIFY_ERROR,
  VERIFY_FAILED_MESSAGE as VERIFY_FAILED,
} from './components/payment-result';

// The page's messages, in English.
const english = i18nFor('en');
const NO_SESSION_MESSAGE = english._(NO_SESSION);
const VERIFY_FAILED_MESSAGE = english._(VERIFY_FAILED);
const VERIFY_ERROR_MESSAGE = english._(VERIFY_ERROR);

function serveValidation(answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/v1/subscriptions/validate-session', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('payment result', () => {
  beforeEach(() => {
    signInAs();
  });
  afterEach(() => vi.useRealTimers());

  it('without a session id says so and offers the way back', async () => {
    const bodies = serveValidation(() => HttpResponse.json({ success: true, message: '', subscription: null }));
    renderRoute('/billing/success');
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_SESSION_MESSAGE);
    expect(screen.getByRole('link', { name: 'Return to Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(bodies).toEqual([]);
  });

  it('shows a spinner while it verifies the payment', async () => {
    serveValidation(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    renderRoute('/billing/success?session_id=cs_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifying your payment...' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your payment...');
  });

  it('on success shows the plan and status once, then goes to the dashboard after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bodies = serveValidation(() =>
      HttpResponse.json({
        success: true,
        message: 'Subscription activated',
        subscription: { plan_name: 'Family', status: 'trialing' },
      }),
    );
    const { router } = renderRoute('/billing/success?session_id=cs_test_42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Family')).toBeInTheDocument();
    expect(screen.getByText('Trialing')).toBeInTheDocument();
    expect(bodies).toEqual([{ session_id: 'cs_test_42' }]);

    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_REDIRECT_MS - 100));
    expect(router.state.location.pathname).toBe('/billing/success');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(PAYMENT_REDIRECT_MS).toBe(3000);
    expect(bodies).toHaveLength(1);
  });

  it("shows the server's message when the payment is not confirmed, or a default one", async () => {
    serveValidation(() =>
      HttpResponse.json({ success: false, message: 'This checkout was not completed.', subscription: null }),
    );
    const first = renderRoute('/billing/success?session_id=cs_1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This checkout was not completed.');
    expect(screen.getByRole('link', { name: 'Return to Pricing' })).toBeInTheDocument();
    first.unmount();

    serveValidation(() => HttpResponse.json({ success: false, message: '', subscription: null }));
    renderRoute('/billing/success?session_id=cs_2');
    expect(await screen.findByRole('alert')).toHaveTextContent(VERIFY_FAILED_MESSAGE);
  });

  it('explains a refusal in the words the server gave', async () => {
    serveValidation(() =>
      HttpResponse.json({ code: 'not_found', message: 'Checkout session not found' }, { status: 404 }),
    );
    renderRoute('/billing/success?session_id=cs_other');
    expect(await screen.findByRole('alert')).toHaveTextContent('Checkout session not found');
  });

  it.each([
    ['a server error', () => HttpResponse.json({ code: 'internal', message: 'Internal error' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('on %s asks the member to contact support', async (_case, answer) => {
    serveValidation(answer);
    renderRoute('/billing/success?session_id=cs_1');
    expect(await screen.findByRole('alert')).toHaveTextContent(VERIFY_ERROR_MESSAGE);
    await userEvent.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome back/ })).toBeInTheDocument();
  });
});
