import type { BillingDetails, Invoice } from '@arx/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../lib/i18n/catalogs';
import { buildBillingDetails, buildInvoice, NO_BILLING, signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { BILLING_REFRESH_MS } from './api/get-billing-details';
import { BILLING_LOAD_ERROR as LOAD_ERROR } from './components/billing-overview';
import { PORTAL_NO_URL as NO_URL, PORTAL_ERROR as OPEN_ERROR } from './components/manage-billing-button';

// The page's messages, in English.
const english = i18nFor('en');
const BILLING_LOAD_ERROR = english._(LOAD_ERROR);
const PORTAL_NO_URL = english._(NO_URL);
const PORTAL_ERROR = english._(OPEN_ERROR);

function serveDetails(details: BillingDetails | (() => Response)) {
  let calls = 0;
  server.use(
    http.get('*/api/v1/billing/details', () => {
      calls++;
      return typeof details === 'function' ? details() : HttpResponse.json(details);
    }),
  );
  return () => calls;
}

/** Serves invoices in pages of `limit`, after `starting_after`, and records each query. */
function serveInvoices(all: Invoice[]) {
  const queries: string[] = [];
  server.use(
    http.get('*/api/v1/billing/invoices', ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.search);
      const limit = Number(url.searchParams.get('limit'));
      const after = url.searchParams.get('starting_after');
      const start = after ? all.findIndex((i) => i.id === after) + 1 : 0;
      return HttpResponse.json({ invoices: all.slice(start, start + limit), has_more: start + limit < all.length });
    }),
  );
  return queries;
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Billing' });

describe('billing page', () => {
  beforeEach(() => {
    signInAs();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows a spinner while billing details load', async () => {
    server.use(
      http.get('*/api/v1/billing/details', async () => {
        await delay('infinite');
        return HttpResponse.json(NO_BILLING);
      }),
    );
    renderRoute('/billing');
    await heading();
    expect(screen.getByRole('status')).toHaveTextContent('Loading billing information...');
  });

  it('shows the load error with Try Again, which loads again', async () => {
    server.use(
      http.get('*/api/v1/billing/details', () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    serveInvoices([]);
    renderRoute('/billing');
    expect(await screen.findByRole('alert')).toHaveTextContent(BILLING_LOAD_ERROR);
    serveDetails(buildBillingDetails());
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Individual')).toBeInTheDocument();
    expect(screen.queryByText(BILLING_LOAD_ERROR)).toBeNull();
  });

  it('without a subscription offers View Plans, to /pricing', async () => {
    serveDetails(NO_BILLING);
    renderRoute('/billing');
    expect(await screen.findByRole('heading', { level: 2, name: 'No Active Subscription' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: /Manage Billing/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the plan, payment method, address and when it was last refreshed', async () => {
    serveDetails(
      buildBillingDetails({
        subscription: {
          planName: 'Family',
          billingCycle: 'annual',
          amount: 274.89,
          currentPeriodEnd: '2030-04-15T12:00:00Z',
        },
      }),
    );
    serveInvoices([]);
    renderRoute('/billing');
    const plan = (await screen.findByRole('heading', { level: 2, name: 'Current Plan' })).closest('section')!;
    expect(plan).toHaveTextContent('Family');
    expect(plan).toHaveTextContent('$274.89 / year');
    expect(plan).toHaveTextContent('Next billing date April 15, 2030');
    expect(within(plan).getByText('Active')).toHaveAttribute('data-tone', 'green');
    const card = screen.getByRole('heading', { level: 2, name: 'Payment Method' }).closest('section')!;
    expect(card).toHaveTextContent('Visa •••• 4242');
    expect(card).toHaveTextContent('Expires 04/2030');
    const address = screen.getByRole('heading', { level: 2, name: 'Billing Address' }).closest('section')!;
    expect(address).toHaveTextContent('12 Main St');
    expect(address).toHaveTextContent('Boise, ID 83702');
    expect(screen.getByText(/^Last refreshed/)).toHaveTextContent(/Last refreshed \d{1,2}:\d{2}:\d{2} [AP]M/);
  });

  it('shows "Canceling" in yellow with the date it cancels on, and a trial end for a trial', async () => {
    serveDetails(buildBillingDetails({ subscription: { cancelAtPeriodEnd: true, cancelAt: '2030-05-01T12:00:00Z' } }));
    serveInvoices([]);
    const first = renderRoute('/billing');
    const badge = await screen.findByText('Canceling');
    expect(badge).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByText(/Cancels on/)).toHaveTextContent('Cancels on May 1, 2030');
    first.unmount();

    serveDetails(buildBillingDetails({ subscription: { status: 'trialing', trialEnd: '2030-02-01T12:00:00Z' } }));
    renderRoute('/billing');
    expect(await screen.findByText('Trialing')).toHaveAttribute('data-tone', 'blue');
    expect(screen.getByText(/Trial ends/)).toHaveTextContent('Trial ends February 1, 2030');
  });

  it('lists invoices in a table with status badges and new-tab downloads', async () => {
    serveDetails(buildBillingDetails());
    serveInvoices([
      buildInvoice({
        id: 'in_1',
        description: 'Individual (monthly)',
        amount: 9.99,
        status: 'paid',
        pdfUrl: 'https://pay.example.com/invoices/in_1.pdf',
      }),
      buildInvoice({ id: 'in_2', status: 'open', pdfUrl: null, date: '2030-02-15T12:00:00Z' }),
      buildInvoice({ id: 'in_3', status: 'void' }),
    ]);
    renderRoute('/billing');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Date', 'Description', 'Amount', 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('March 15, 2030');
    expect(rows[0]).toHaveTextContent('Individual (monthly)');
    expect(rows[0]).toHaveTextContent('$9.99');
    expect(within(rows[0]!).getByText('Paid')).toHaveAttribute('data-tone', 'green');
    expect(within(rows[1]!).getByText('Open')).toHaveAttribute('data-tone', 'blue');
    expect(within(rows[2]!).getByText('Void')).toHaveAttribute('data-tone', 'gray');
    const download = within(rows[0]!).getByRole('link', { name: /^Download/ });
    expect(download).toHaveAttribute('href', 'https://pay.example.com/invoices/in_1.pdf');
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
  });

  it('says "Refunded $9.99" beside the status of a refunded invoice, and nothing on the others', async () => {
    serveDetails(buildBillingDetails());
    serveInvoices([buildInvoice({ id: 'in_1', amount: 9.99, amountRefunded: 9.99 }), buildInvoice({ id: 'in_2' })]);
    renderRoute('/billing');
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    const status = within(rows[0]!).getByText('Paid').closest('td')!;
    expect(status).toHaveTextContent('PaidRefunded $9.99');
    expect(rows[1]).not.toHaveTextContent('Refunded');
  });

  it('loads 10 invoices at a time, the next page after the last one shown', async () => {
    serveDetails(buildBillingDetails());
    const all = Array.from({ length: 12 }, (_, i) => buildInvoice({ id: `in_${i + 1}` }));
    const queries = serveInvoices(all);
    renderRoute('/billing');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));
    expect(queries).toEqual(['?limit=10', '?limit=10&starting_after=in_10']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when there are no invoices, and when they fail to load', async () => {
    serveDetails(buildBillingDetails());
    serveInvoices([]);
    const first = renderRoute('/billing');
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    first.unmount();
    server.use(http.get('*/api/v1/billing/invoices', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderRoute('/billing');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load invoices.');
  });

  it('opens the billing portal in a new tab', async () => {
    serveDetails(buildBillingDetails());
    serveInvoices([]);
    server.use(
      http.get('*/api/v1/billing/portal', () => HttpResponse.json({ portalUrl: 'https://pay.example.com/b/1' })),
    );
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderRoute('/billing');
    await userEvent.click(await screen.findByRole('button', { name: /Manage Billing/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://pay.example.com/b/1', '_blank', 'noopener'));
  });

  it.each([
    ['no URL', () => HttpResponse.json({ portalUrl: '' }), PORTAL_NO_URL],
    [
      'a server message',
      () => HttpResponse.json({ code: 'not_found', message: 'No billing account found' }, { status: 404 }),
      'No billing account found',
    ],
    ['a network failure', () => HttpResponse.error(), PORTAL_ERROR],
  ])('alerts when the portal answers with %s', async (_case, answer, message) => {
    serveDetails(buildBillingDetails());
    serveInvoices([]);
    server.use(http.get('*/api/v1/billing/portal', answer));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderRoute('/billing');
    await userEvent.click(await screen.findByRole('button', { name: /Manage Billing/ }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(message));
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Manage Billing/ })).toBeEnabled();
  });

  it('refreshes the billing details every 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serveDetails(buildBillingDetails());
    serveInvoices([]);
    renderRoute('/billing');
    await screen.findByRole('heading', { level: 2, name: 'Current Plan' });
    expect(calls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(BILLING_REFRESH_MS - 1000));
    expect(calls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(calls()).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(BILLING_REFRESH_MS));
    await waitFor(() => expect(calls()).toBe(3));
    expect(BILLING_REFRESH_MS).toBe(15_000);
  });

  it('keeps showing the last good details when a background refresh fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveDetails(buildBillingDetails());
    serveInvoices([]);
    renderRoute('/billing');
    await screen.findByRole('heading', { level: 2, name: 'Current Plan' });
    serveDetails(() => HttpResponse.json({ message: 'down' }, { status: 500 }));
    await act(() => vi.advanceTimersByTimeAsync(BILLING_REFRESH_MS));
    expect(screen.getByRole('heading', { level: 2, name: 'Current Plan' })).toBeInTheDocument();
    expect(screen.queryByText(BILLING_LOAD_ERROR)).toBeNull();
  });
});
