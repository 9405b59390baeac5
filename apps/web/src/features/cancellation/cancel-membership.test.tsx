import type { CancellationQuote } from '@arx/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n/catalogs';
import { seedMockSubscriptionAge } from '../../testing/cancellation-handlers';
import { signInCardHolder } from '../../testing/card-holder';
import { buildBillingDetails, signInAs } from '../../testing/factories';
import { seedMockPlan } from '../../testing/family-handlers';
import { renderRoute } from '../../testing/render';
import { recordRequests, server } from '../../testing/server';
import { CANCELLATION_MESSAGES as MESSAGES } from './cancellation';

// The dialog's own messages, in English.
const english = i18nFor('en');
const CANCELLATION_MESSAGES = {
  loading: english._(MESSAGES.loading),
  loadFailed: english._(MESSAGES.loadFailed),
  termsChanged: english._(MESSAGES.termsChanged),
};

const REFUND_TEXT =
  "Your membership ends today and we refund every payment in full: $9.99. Your card (and your family members' cards) stop working now.";
const PERIOD_END_TEXT = 'Your card works until May 1, 2030. Nothing more will be charged.';

function buildQuote(overrides: Partial<CancellationQuote> = {}): CancellationQuote {
  return {
    kind: 'at_period_end',
    pending: false,
    endsAt: '2030-05-01T12:00:00.000Z',
    refundAmount: 0,
    currency: 'usd',
    firstPaymentAt: '2030-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** GET /billing/cancellation answers these quotes in turn, the last one from then on. */
function serveQuotes(...quotes: CancellationQuote[]) {
  let calls = 0;
  server.use(
    http.get('*/api/v1/billing/cancellation', () => HttpResponse.json(quotes[Math.min(calls++, quotes.length - 1)])),
  );
}

const currentPlan = async () =>
  within((await screen.findByRole('heading', { level: 2, name: 'Current Plan' })).closest('section')!);

async function openDialog() {
  await userEvent.click(await (await currentPlan()).findByRole('button', { name: 'Cancel membership' }));
  return within(await screen.findByRole('dialog', { name: 'Cancel your membership?' }));
}

describe('Cancel membership on the billing page', () => {
  beforeEach(() => {
    signInAs();
    seedMockPlan('Individual');
  });

  it('shows a loading state while it asks what cancelling would do', async () => {
    server.use(
      http.get('*/api/v1/billing/cancellation', async () => {
        await delay('infinite');
        return HttpResponse.json(buildQuote());
      }),
    );
    renderRoute('/billing');
    const dialog = await openDialog();
    expect(dialog.getByRole('status')).toHaveTextContent(CANCELLATION_MESSAGES.loading);
    expect(dialog.getByRole('button', { name: 'Keep my membership' })).toHaveFocus();
    expect(dialog.queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it('within 30 days of the first payment, says it ends today with a full refund; one click ends it and shows the message', async () => {
    seedMockSubscriptionAge(5);
    const requests = recordRequests('post', '*/api/v1/billing/cancel');
    renderRoute('/billing');
    const dialog = await openDialog();

    expect(await dialog.findByText(REFUND_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(REFUND_TEXT);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel and refund $9.99' }));

    expect(
      await screen.findByText('Your membership has ended and $9.99 is on its way back to your card.'),
    ).toBeInTheDocument();
    expect(requests.map((r) => r.body)).toEqual([{ expected: 'refund_now' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The billing details were loaded again: the membership is over.
    expect(await screen.findByRole('heading', { level: 2, name: 'No Active Subscription' })).toBeInTheDocument();
  });

  it('after 30 days, says the card works to the period end; confirming shows progress, then the pending cancellation', async () => {
    seedMockSubscriptionAge(40);
    serveQuotes(buildQuote());
    const requests = recordRequests('post', '*/api/v1/billing/cancel');
    server.use(
      http.post('*/api/v1/billing/cancel', async () => {
        await delay(50);
      }),
    );
    renderRoute('/billing');
    const dialog = await openDialog();

    expect(await dialog.findByText(PERIOD_END_TEXT)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel membership' }));

    expect(dialog.getByRole('button', { name: 'Canceling...' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Keep my membership' })).toBeDisabled();
    expect(
      await screen.findByText(/nothing more will be charged\.$/, { selector: '[data-toast-type] p' }),
    ).toBeVisible();
    expect(requests.map((r) => r.body)).toEqual([{ expected: 'at_period_end' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const plan = await currentPlan();
    expect(await plan.findByText(/^Your membership ends on /)).toBeInTheDocument();
    expect(plan.getByRole('button', { name: 'Keep my membership' })).toBeEnabled();
    expect(plan.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
  });

  it('when the terms changed meanwhile (409), loads them again, says why and asks again', async () => {
    serveQuotes(buildQuote({ kind: 'refund_now', endsAt: null, refundAmount: 9.99 }), buildQuote());
    server.use(
      http.post(
        '*/api/v1/billing/cancel',
        () => HttpResponse.json({ code: 'conflict', message: 'The terms changed.' }, { status: 409 }),
        { once: true },
      ),
    );
    // Registered last, so it sees every request before the answers above.
    const requests = recordRequests('post', '*/api/v1/billing/cancel');
    renderRoute('/billing');
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancel and refund $9.99' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(CANCELLATION_MESSAGES.termsChanged);
    expect(dialog.getByText(PERIOD_END_TEXT)).toBeInTheDocument();
    expect(dialog.queryByText(REFUND_TEXT)).toBeNull();
    expect(dialog.queryByText('The terms changed.')).toBeNull();
    await waitFor(() => expect(dialog.getByText(PERIOD_END_TEXT).parentElement).toHaveFocus());

    seedMockSubscriptionAge(40);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel membership' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.map((r) => r.body)).toEqual([{ expected: 'refund_now' }, { expected: 'at_period_end' }]);
  });

  it("opens at once from an e-mail's one-click link (/billing?cancel=1), and closing it leaves the page as it was", async () => {
    seedMockSubscriptionAge(40);
    serveQuotes(buildQuote());
    renderRoute('/billing?cancel=1');
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel your membership?' }));
    expect(await dialog.findByText(PERIOD_END_TEXT)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep my membership' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await (await currentPlan()).findByRole('button', { name: 'Cancel membership' })).toBeInTheDocument();
  });

  it('shows an error with Try Again when the terms fail to load', async () => {
    serveQuotes(buildQuote());
    server.use(
      http.get('*/api/v1/billing/cancellation', () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    renderRoute('/billing');
    const dialog = await openDialog();

    expect(await dialog.findByRole('alert')).toHaveTextContent(CANCELLATION_MESSAGES.loadFailed);
    expect(dialog.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Try Again' }));
    expect(await dialog.findByText(PERIOD_END_TEXT)).toBeInTheDocument();
  });

  it("shows the server's words when cancelling fails, and lets the member try again", async () => {
    serveQuotes(buildQuote());
    server.use(
      http.post('*/api/v1/billing/cancel', () =>
        HttpResponse.json({ code: 'service_unavailable', message: 'The payment provider is down.' }, { status: 503 }),
      ),
    );
    renderRoute('/billing');
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancel membership' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('The payment provider is down.');
    expect(dialog.getByRole('button', { name: 'Cancel membership' })).toBeEnabled();
  });

  it('"Keep my membership" and Escape close it without a change', async () => {
    serveQuotes(buildQuote());
    const requests = recordRequests('post', '*/api/v1/billing/cancel');
    renderRoute('/billing');
    let dialog = await openDialog();
    await dialog.findByText(PERIOD_END_TEXT);
    await userEvent.click(dialog.getByRole('button', { name: 'Keep my membership' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await currentPlan()).getByRole('button', { name: 'Cancel membership' })).toHaveFocus();

    dialog = await openDialog();
    await dialog.findByText(PERIOD_END_TEXT);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests).toHaveLength(0);
  });
});

describe('Cancel membership on the dashboard', () => {
  // A complete profile: the complete-profile dialog does not open over the dashboard.
  beforeEach(() => signInCardHolder({ plan: 'Individual' }));

  it('opens from Plan Details, and Plan Details then shows when the membership ends', async () => {
    seedMockSubscriptionAge(40);
    renderRoute('/dashboard');
    const details = within(
      (await screen.findByRole('heading', { level: 2, name: 'Plan Details' })).closest('section')!,
    );
    await userEvent.click(await details.findByRole('button', { name: 'Cancel membership' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel your membership?' }));

    expect(await dialog.findByText(/^Your card works until .+\. Nothing more will be charged\.$/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel membership' }));

    expect(await details.findByText(/^Your membership ends on /)).toBeInTheDocument();
    expect(details.getByRole('button', { name: 'Keep my membership' })).toBeInTheDocument();
    expect(details.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
  });

  it('offers nothing to cancel without a live subscription in the billing details', async () => {
    server.use(
      http.get('*/api/v1/billing/details', () =>
        HttpResponse.json(buildBillingDetails({ subscription: { status: 'past_due' } })),
      ),
    );
    renderRoute('/dashboard');
    const details = within(
      (await screen.findByRole('heading', { level: 2, name: 'Plan Details' })).closest('section')!,
    );
    await waitFor(() => expect(details.getByText('Price')).toBeInTheDocument());
    expect(details.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
    expect(details.queryByRole('button', { name: 'Keep my membership' })).toBeNull();
  });
});
