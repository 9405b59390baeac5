import { SAVINGS_MESSAGES as M } from '@arx/contracts/savings-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSubscriptionStatus, signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { buildFill, buildSavingsSummary, buildTotals } from '../../testing/savings-factories';
import { recordRequests, server, serveSubscriptionStatus } from '../../testing/server';

const section = async () => (await screen.findByRole('heading', { level: 2, name: 'My Savings' })).closest('section')!;

function serveSummary(summary: ReturnType<typeof buildSavingsSummary>) {
  server.use(http.get('*/api/v1/savings/summary', () => HttpResponse.json(summary)));
}
function serveFills(fills: ReturnType<typeof buildFill>[]) {
  server.use(
    http.get('*/api/v1/savings/fills', () => HttpResponse.json({ fills, total: fills.length, has_more: false })),
  );
}

describe('My savings on the dashboard', () => {
  beforeEach(() => {
    signInAs();
    window.localStorage.setItem('arx.profile_modal_dismissed', 'true');
    serveSubscriptionStatus(buildSubscriptionStatus());
  });

  it('when the membership cost more than it saved, then it says so first, plainly, with what to do', async () => {
    serveSummary(
      buildSavingsSummary({
        totals: { saving: 4, paid: 36, retail: 40, fills: 1 },
        verdict: { kind: 'cost_more', amount: 5.99 },
      }),
    );
    serveFills([buildFill({ price_paid: 36, saving: 4 })]);
    renderRoute('/dashboard');
    const savings = await section();

    expect(
      await within(savings).findByText('So far this year your membership cost $5.99 more than it saved.'),
    ).toBeVisible();
    expect(within(savings).getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
    expect(within(savings).getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', '/billing');
    expect(savings).toHaveTextContent(
      'In 2026 you saved $4.00 on the fills you recorded and paid $9.99 in membership fees.',
    );
  });

  it('when it saved more than it cost, then the totals per person and the fills show, a pharmacy fill with its badge', async () => {
    serveSummary(
      buildSavingsSummary({
        totals: { saving: 34.25, paid: 45.75, retail: 80, fills: 2 },
        verdict: { kind: 'saved_more', amount: 24.26 },
      }),
    );
    serveFills([
      buildFill({ medication_name: 'Metformin 500 mg tablet', source: 'pharmacy', price_paid: 41.25, saving: -1.25 }),
      buildFill(),
    ]);
    renderRoute('/dashboard');
    const savings = await section();

    expect(
      await within(savings).findByText('Your membership has saved you $24.26 more than it cost this year.'),
    ).toBeVisible();
    const table = within(savings).getByRole('table', { name: 'Savings by person, this year and all time' });
    expect(within(table).getByRole('rowheader', { name: 'Jane Doe' }).closest('tr')).toHaveTextContent('$34.25');
    expect(within(table).getByRole('rowheader', { name: 'Household' })).toBeInTheDocument();
    const pharmacyFill = within(savings).getByRole('article', { name: 'Metformin 500 mg tablet' });
    expect(within(pharmacyFill).getByText('From your pharmacy')).toBeVisible();
    expect(pharmacyFill).toHaveTextContent('Paid above retail$1.25');
    expect(within(pharmacyFill).queryByRole('button', { name: /^Edit/ })).toBeNull();
    const memberFill = within(savings).getByRole('article', { name: 'Atorvastatin 20 mg tablet' });
    expect(memberFill).toHaveTextContent('Retail$40.00Paid$4.50Saved$35.50');
  });

  it('when a fill has no retail price, then the figures leave it out and still add up, and a person with no fills says so', async () => {
    const household = buildSavingsSummary({
      totals: { saving: 62.71, paid: 33.9, retail: 72.11, fills: 3, unpriced_fills: 1 },
    });
    const empty = { this_year: buildTotals(), all_time: buildTotals() };
    serveSummary({
      ...household,
      verdict: { kind: 'saved_more', amount: 62.71 },
      people: [...household.people, { membership_id: 2, name: 'Biscuit', ...empty }],
    });
    renderRoute('/dashboard');
    const table = await within(await section()).findByRole('table', {
      name: 'Savings by person, this year and all time',
    });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    // 72.11 retail − 62.71 saved: the priced fills cost 9.40; the unpriced one's price is not set against retail.
    expect(row('Jane Doe')).toHaveTextContent('$62.71paid $9.40 of $72.11 retail');
    expect(row('Biscuit')).toHaveTextContent('No fillsNo fills');
    expect(
      within(await section()).getByText('1 fill has no retail price to compare with, so it is not in these figures.'),
    ).toBeVisible();
  });

  it('when a fee is paid but nothing is recorded yet (a member who just joined), then it asks for a first fill and gives no verdict', async () => {
    renderRoute('/dashboard');
    const savings = await section();
    expect(await within(savings).findByText('No fills recorded yet')).toBeVisible();
    expect(within(savings).getByText('Record your first fill to see what your membership saves you.')).toBeVisible();
    expect(within(savings).getByText(/You have paid \$9\.99 in membership fees this year\./)).toBeVisible();
    expect(within(savings).queryByText(/^So far this year|^Your membership has saved you/)).toBeNull();
  });

  it('when nothing is paid and nothing recorded yet this year (a free trial), then it gives no verdict but says what to do', async () => {
    serveSummary(buildSavingsSummary({ fees_paid_this_year: 0, verdict: { kind: 'even', amount: 0 } }));
    renderRoute('/dashboard');
    const savings = await section();
    expect(await within(savings).findByText('Nothing to weigh up yet this year.')).toBeVisible();
    expect(within(savings).queryByText(/^So far this year|^Your membership has saved you/)).toBeNull();
  });

  it('when the savings cannot be loaded, then an alert says so', async () => {
    server.use(http.get('*/api/v1/savings/summary', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/dashboard');
    const savings = await section();
    expect(
      await within(savings).findByText('Your savings could not be loaded. Please try again later.'),
    ).toHaveAttribute('role', 'alert');
  });

  it('when a member records a fill from the catalogue, then the pack’s retail price shows and the saving is counted', async () => {
    const user = userEvent.setup();
    const posted = recordRequests('post', '*/api/v1/savings/fills');
    renderRoute('/dashboard');
    const savings = await section();
    await user.click(await within(savings).findByRole('button', { name: 'Record a Fill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a Fill' });

    // Sent with nothing chosen: the search box is the field at fault.
    await user.click(within(dialog).getByRole('button', { name: 'Record Fill' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.medicationRequired);
    expect(within(dialog).getByLabelText('Search the catalogue')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Search the catalogue'), 'Atorva');
    await user.click(await within(dialog).findByRole('radio', { name: 'Atorvastatin 20 mg tablet' }));
    expect(within(dialog).getByLabelText('Pack')).toHaveDisplayValue('30 tablets · 30 days');
    expect(dialog).toHaveTextContent('Retail cash price for this pack: $40.00');
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('30');
    await user.type(within(dialog).getByLabelText('Price paid ($)'), '4.50');
    await user.type(within(dialog).getByLabelText('Pharmacy'), 'Main Street Pharmacy');
    await user.click(within(dialog).getByRole('button', { name: 'Record Fill' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted[0]?.body).toMatchObject({
      medication_id: 1,
      pricing_id: expect.any(Number),
      quantity: '30',
      price_paid: '4.50',
      pharmacy: 'Main Street Pharmacy',
    });
    const fill = await within(savings).findByRole('article', { name: 'Atorvastatin 20 mg tablet' });
    expect(fill).toHaveTextContent('Saved$35.50');
    expect(await within(savings).findByText(/saved you \$25\.51 more than it cost this year/)).toBeVisible();
  });

  it('when the form is wrong, then every message shows at once and nothing is sent', async () => {
    const user = userEvent.setup();
    const posted = recordRequests('post', '*/api/v1/savings/fills');
    renderRoute('/dashboard');
    const savings = await section();
    await user.click(await within(savings).findByRole('button', { name: 'Record a Fill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a Fill' });
    await user.click(within(dialog).getByRole('button', { name: 'Not in the list? Type its name' }));
    await user.type(within(dialog).getByLabelText('Medication name'), 'X');
    await user.type(within(dialog).getByLabelText('Price paid ($)'), '3.999');
    await user.click(within(dialog).getByRole('button', { name: 'Record Fill' }));

    const alert = await within(dialog).findByRole('alert');
    for (const message of [M.medicationNameLength, M.quantityInvalid, M.pricePaidDecimals, M.pharmacyRequired]) {
      expect(alert).toHaveTextContent(message);
    }
    expect(within(dialog).getByLabelText('Pharmacy')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Filled on')).not.toHaveAttribute('aria-invalid');
    expect(posted).toEqual([]);
  });

  it('when a member edits a fill, then the medication stays and the changed fields are sent', async () => {
    const user = userEvent.setup();
    const patched = recordRequests('patch', '*/api/v1/savings/fills/:id');
    serveFills([buildFill({ id: 7 })]);
    renderRoute('/dashboard');
    const savings = await section();
    const fill = await within(savings).findByRole('article', { name: 'Atorvastatin 20 mg tablet' });
    await user.click(within(fill).getByRole('button', { name: 'Edit Atorvastatin 20 mg tablet, March 14, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Fill' });
    expect(dialog).toHaveTextContent('Atorvastatin 20 mg tablet · 30 tablets · 30 days');
    expect(within(dialog).queryByLabelText('Search the catalogue')).toBeNull();
    const price = within(dialog).getByLabelText('Price paid ($)');
    expect(price).toHaveValue('4.50');
    await user.clear(price);
    await user.type(price, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]?.url.pathname).toBe('/api/v1/savings/fills/7');
    expect(patched[0]?.body).toEqual({
      membership_id: 1,
      filled_on: '2026-03-14',
      quantity: '30',
      price_paid: '6',
      pharmacy: 'Main Street Pharmacy',
    });
  });

  it('when a member deletes a fill, then it is confirmed first and then gone', async () => {
    const user = userEvent.setup();
    const deleted = recordRequests('delete', '*/api/v1/savings/fills/:id');
    serveFills([buildFill({ id: 42 })]);
    renderRoute('/dashboard');
    const savings = await section();
    const fill = await within(savings).findByRole('article', { name: 'Atorvastatin 20 mg tablet' });
    await user.click(within(fill).getByRole('button', { name: 'Delete Atorvastatin 20 mg tablet, March 14, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Fill' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toHaveLength(1));
    expect(deleted[0]?.url.pathname).toBe('/api/v1/savings/fills/42');
  });

  it('when a member deletes a fill from the pharmacy, then the dialog says it cannot be edited and will not come back', async () => {
    const user = userEvent.setup();
    serveFills([
      buildFill({ id: 43, source: 'pharmacy' }),
      buildFill({ id: 44, medication_name: 'Lisinopril 10 mg tablet' }),
    ]);
    renderRoute('/dashboard');
    const savings = await section();
    const fill = await within(savings).findByRole('article', { name: 'Atorvastatin 20 mg tablet' });
    await user.click(within(fill).getByRole('button', { name: /^Delete Atorvastatin/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Fill' });
    expect(dialog).toHaveTextContent(
      "This fill came from your pharmacy's claim, so it is kept as the pharmacy sent it and cannot be edited.",
    );
    expect(dialog).toHaveTextContent('it will not come back when your pharmacy');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // A fill the member recorded says nothing of the kind.
    const own = within(savings).getByRole('article', { name: 'Lisinopril 10 mg tablet' });
    await user.click(within(own).getByRole('button', { name: /^Delete Lisinopril/ }));
    expect(await screen.findByRole('dialog', { name: 'Delete Fill' })).not.toHaveTextContent('pharmacy');
  });
});
