import type { AdminMemberDetail } from '@arx/contracts/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/factories';
import { mockLocation } from '../../testing/location';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { returnToOf } from '../../testing/sign-in-redirect';
import { operatorClaims } from './testing/admin-factories';
import { buildInvoice, buildMemberDetail, buildSubscription } from './testing/member-page-factories';

const MEMBER_URL = '*/api/v1/admin/members/41';
const REAUTH = 'Your sign-in is more than 30 minutes old. Sign in again to make this change.';

function serveMember(detail: AdminMemberDetail) {
  server.use(
    http.get(MEMBER_URL, () => HttpResponse.json(detail)),
    http.get('*/api/v1/admin/audit', () => HttpResponse.json({ events: [], next: null })),
  );
}
const reauthRequired = () =>
  HttpResponse.json({ code: 'reauth_required', message: REAUTH, errors: [REAUTH] }, { status: 403 });

describe('when a refund or a cancellation needs a newer sign-in', () => {
  const invoice = buildInvoice({ number: 'INV-0042', amount: 29.99, amount_refunded: 10, refundable: 19.99 });
  let location: ReturnType<typeof mockLocation>;
  beforeEach(() => {
    signInAs(operatorClaims());
    location = mockLocation();
    serveMember(
      buildMemberDetail({
        subscriptions: [buildSubscription()],
        invoices: { available: true, items: [invoice], has_more: false },
      }),
    );
  });
  afterEach(() => location.restore());

  it('then the refund dialog says so, “Sign in again” comes back to the member, and the dialog reopens as it was', async () => {
    server.use(http.post(`${MEMBER_URL}/refunds`, reauthRequired));
    const first = renderRoute('/admin/members/41?tab=billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Refund invoice INV-0042' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund invoice INV-0042' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Part of it' }));
    await userEvent.type(within(dialog).getByLabelText('Amount in dollars'), '5');
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'goodwill');
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'late card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $5.00' }));

    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent(REAUTH);
    await userEvent.click(within(notice).getByRole('button', { name: 'Sign in again' }));
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(returnToOf(location.assign.mock.calls[0]![0] as string)).toBe('/admin/members/41?tab=billing');

    // The sign-in comes back to the same page: a new page load, which reopens the dialog.
    first.unmount();
    renderRoute('/admin/members/41?tab=billing');
    const back = await screen.findByRole('dialog', { name: 'Refund invoice INV-0042' });
    expect(within(back).getByRole('radio', { name: 'Part of it' })).toBeChecked();
    expect(within(back).getByLabelText('Amount in dollars')).toHaveValue('5');
    expect(within(back).getByLabelText('Reason')).toHaveValue('goodwill');
    expect(within(back).getByLabelText('Note (optional)')).toHaveValue('late card');
    expect(within(back).getByRole('button', { name: 'Refund $5.00' })).toBeEnabled();
  });

  it('then the cancel dialog keeps the reason through “Sign in again”', async () => {
    server.use(http.post(`${MEMBER_URL}/cancel`, reauthRequired));
    const first = renderRoute('/admin/members/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel membership' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Now' }));
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'Moving abroad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End membership now' }));
    const notice = await within(dialog).findByRole('alert');
    await userEvent.click(within(notice).getByRole('button', { name: 'Sign in again' }));
    expect(returnToOf(location.assign.mock.calls[0]![0] as string)).toBe('/admin/members/41');

    first.unmount();
    renderRoute('/admin/members/41');
    const back = await screen.findByRole('dialog', { name: 'Cancel membership' });
    expect(within(back).getByRole('radio', { name: 'Now' })).toBeChecked();
    expect(within(back).getByLabelText('Reason (required)')).toHaveValue('Moving abroad');
  });

  it('then a later visit to the member does not reopen the dialog again', async () => {
    server.use(http.post(`${MEMBER_URL}/cancel`, reauthRequired));
    const first = renderRoute('/admin/members/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel membership' });
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'Moving abroad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    await userEvent.click(
      within(await within(dialog).findByRole('alert')).getByRole('button', { name: 'Sign in again' }),
    );
    first.unmount();
    const second = renderRoute('/admin/members/41');
    expect(await screen.findByRole('dialog', { name: 'Cancel membership' })).toBeInTheDocument();
    second.unmount();

    renderRoute('/admin/members/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Ruiz' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
