import { PRICE_REPORT_MESSAGES as M } from '@arx/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSubscriptionStatus, signInAs } from '../../testing/factories';
import { buildPriceReport, storePriceReports } from '../../testing/price-report-handlers';
import { renderRoute } from '../../testing/render';
import { buildFill } from '../../testing/savings-factories';
import { recordRequests, server, serveSubscriptionStatus } from '../../testing/server';

describe('reporting a different price', () => {
  beforeEach(() => {
    window.localStorage.setItem('arx.profile_modal_dismissed', 'true');
    serveSubscriptionStatus(buildSubscriptionStatus());
  });

  it('when a member reports from a price row, then the form’s problems are listed, and a good report is sent', async () => {
    signInAs();
    const sent = recordRequests('post', '*/api/v1/price_reports');
    renderRoute('/member/drug-pricing');
    const user = userEvent.setup();
    const [button] = await screen.findAllByRole('button', { name: /^Report a different price for Atorvastatin/ });
    await user.click(button!);
    const dialog = await screen.findByRole('dialog', { name: 'Report a Different Price' });
    expect(within(dialog).getByText(/Member price shown: \$/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent(M.pharmacyRequired);
    expect(summary).toHaveTextContent(M.chargedInvalid);
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(dialog).getByLabelText('Pharmacy')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Date')).not.toHaveAttribute('aria-invalid');

    await user.type(within(dialog).getByLabelText('Pharmacy'), 'Main Street Pharmacy');
    await user.type(within(dialog).getByLabelText('Price charged ($)'), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByText(M.chargedDecimals)).toBeInTheDocument();
    // The form's own rules said so: nothing was sent yet.
    expect(sent).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Price charged ($)'));
    await user.type(within(dialog).getByLabelText('Price charged ($)'), '15.00');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'The till said $15');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Your report is sent/)).toBeInTheDocument();
    const last = sent.at(-1)?.body as Record<string, unknown>;
    expect(last).toMatchObject({
      medication_id: 1,
      pricing_id: expect.any(Number),
      pharmacy: 'Main Street Pharmacy',
      charged: '15.00',
      note: 'The till said $15',
    });
    expect(sent).toHaveLength(1);
  });

  it('when a member reports from a fill of the ledger, then the fill is named and its pharmacy is the starting answer', async () => {
    signInAs();
    const fill = buildFill({ id: 31, medication_name: 'Lisinopril 10 mg tablet', pharmacy: 'Corner Pharmacy' });
    server.use(
      http.get('*/api/v1/savings/fills', () => HttpResponse.json({ fills: [fill], total: 1, has_more: false })),
    );
    const sent = recordRequests('post', '*/api/v1/price_reports');
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Report a different price for Lisinopril 10 mg tablet' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report a Different Price' });
    expect(within(dialog).queryByText(/Member price shown/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Pharmacy')).toHaveValue('Corner Pharmacy');
    await user.type(within(dialog).getByLabelText('Price charged ($)'), '18');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.at(-1)?.body).toMatchObject({ fill_id: 31, pharmacy: 'Corner Pharmacy', charged: '18' });
  });

  it('when the API still refuses a report the form accepted, then its reason is listed and the entries stay', async () => {
    signInAs();
    server.use(
      http.post('*/api/v1/price_reports', () =>
        HttpResponse.json(
          { code: 'validation_failed', message: 'Please fix the following errors', errors: [M.packNotFound] },
          { status: 400 },
        ),
      ),
    );
    renderRoute('/member/drug-pricing');
    const user = userEvent.setup();
    const [button] = await screen.findAllByRole('button', { name: /^Report a different price for Atorvastatin/ });
    await user.click(button!);
    const dialog = await screen.findByRole('dialog', { name: 'Report a Different Price' });
    await user.type(within(dialog).getByLabelText('Pharmacy'), 'Main Street Pharmacy');
    await user.type(within(dialog).getByLabelText('Price charged ($)'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.packNotFound);
    expect(within(dialog).getByLabelText('Pharmacy')).toHaveValue('Main Street Pharmacy');
    expect(within(dialog).getByLabelText('Price charged ($)')).toHaveValue('15');
  });

  it('when a visitor looks at the public prices, then there is no report action', async () => {
    renderRoute('/drug-pricing');
    expect((await screen.findAllByText('Atorvastatin')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Report a different price/ })).not.toBeInTheDocument();
  });
});

describe('price reports on the dashboard', () => {
  beforeEach(() => {
    window.localStorage.setItem('arx.profile_modal_dismissed', 'true');
    serveSubscriptionStatus(buildSubscriptionStatus());
  });
  const section = async () =>
    (await screen.findByRole('heading', { level: 2, name: 'Price Reports' })).closest('section')!;

  it('when the member has reports, then each shows its status and the club’s answer', async () => {
    signInAs({ user_id: 1 });
    storePriceReports(1, [
      buildPriceReport({ id: 2, medication_name: 'Lisinopril 10 mg', status: 'open', shown_price: null }),
      buildPriceReport({ id: 1, status: 'answered', answer: 'The pharmacy will refund $6.00.' }),
    ]);
    renderRoute('/dashboard');
    const reports = await section();
    const items = await within(reports).findAllByRole('article');
    expect(items[0]).toHaveTextContent('Lisinopril 10 mg');
    expect(items[0]).toHaveTextContent('Open');
    expect(items[0]).toHaveTextContent('We are looking into it.');
    expect(items[1]).toHaveTextContent('Answered');
    expect(items[1]).toHaveTextContent('The pharmacy will refund $6.00.');
  });

  it('when there are none, then it says so', async () => {
    signInAs();
    renderRoute('/dashboard');
    expect(await within(await section()).findByText('No price reports yet')).toBeInTheDocument();
  });

  it('when the list cannot be loaded, then an alert offers to try again', async () => {
    signInAs();
    server.use(http.get('*/api/v1/price_reports', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/dashboard');
    const alert = await within(await section()).findByRole('alert');
    expect(alert).toHaveTextContent('Your price reports could not be loaded. Please try again later.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
