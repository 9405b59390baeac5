import type { AdminAuditEvent, AdminMemberDetail, AdminPriceReport } from '@arx/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { recordRequests, server } from '../../testing/server';
import { formatDay } from './admin-format';
import { buildAdminPriceReport, buildAuditEvent, operatorClaims } from './testing/admin-factories';
import {
  buildHouseholdCard,
  buildInvoice,
  buildMemberDetail,
  buildPrivateFields,
  buildSubscription,
} from './testing/member-page-factories';

const MEMBER_URL = '*/api/v1/admin/members/41';

/**
 * GET /admin/members/41 answers `detail`, and the audit log answers `history` and the price
 * reports `reports` for that member.
 */
function serveMember(detail: AdminMemberDetail, history: AdminAuditEvent[] = [], reports: AdminPriceReport[] = []) {
  server.use(
    http.get(MEMBER_URL, () => HttpResponse.json(detail)),
    http.get('*/api/v1/admin/price_reports', ({ request }) => {
      const member = new URL(request.url).searchParams.get('user_id');
      return HttpResponse.json({ reports: member === '41' ? reports : [], next: null });
    }),
    http.get('*/api/v1/admin/audit', ({ request }) => {
      const member = new URL(request.url).searchParams.get('member_user_id');
      return HttpResponse.json({ events: member === '41' ? history : [], next: null });
    }),
  );
  // Last, so it is asked first (msw tries the newest handler first) and then lets the answer through.
  return recordRequests('get', MEMBER_URL);
}

const refusal = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message, errors: [message] }, { status });

const REAUTH = 'Please sign in again: changes need a sign-in from the last 12 hours.';

describe('the member page', () => {
  beforeEach(() => {
    signInAs(operatorClaims());
  });

  it('shows the account, household, subscription, invoices and history, with nothing private', async () => {
    const invoice = buildInvoice({ number: 'INV-0042', amount: 29.99, amount_refunded: 10, refundable: 19.99 });
    serveMember(
      buildMemberDetail({
        household: [
          buildHouseholdCard(),
          buildHouseholdCard({ member_id: 'ARX-000321-02', name: 'Sam Ruiz', relationship: 'Spouse' }),
        ],
        subscriptions: [buildSubscription({ cancel_at_period_end: true, canceled_at: '2030-03-10T15:00:00.000Z' })],
        invoices: { available: true, items: [invoice], has_more: false },
        emails: [{ id: 1, kind: 'welcome', subject: 'Your card', to: 'dana.ruiz@example.com', sent_at: invoice.date }],
      }),
      [buildAuditEvent({ action: 'member.refund', member_user_id: 41, reason: 'goodwill: late card' })],
    );
    renderRoute('/admin/members/41');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Ruiz' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(account).toHaveTextContent('dana.ruiz@example.com');
    expect(account).toHaveTextContent('LanguageEspañol');
    expect(account).toHaveTextContent(formatDay('2030-02-03T15:00:00.000Z'));

    const household = within(screen.getByRole('table', { name: 'Household' })).getAllByRole('row');
    expect(household.slice(1).map((row) => row.textContent)).toEqual([
      'ARX-000321-01Dana RuizCard HolderActive',
      'ARX-000321-02Sam RuizSpouseActive',
    ]);
    expect(screen.queryByText('1980-04-02')).toBeNull();
    const subscriptions = screen.getByRole('table', { name: 'Subscriptions' });
    expect(subscriptions).toHaveTextContent('Yes');
    // Set to end with its period: active until then, not "Active" beside "Canceled".
    expect(subscriptions).toHaveTextContent(`Active until ${formatDay('2030-04-03T15:00:00.000Z')}`);
    expect(subscriptions).toHaveTextContent(`Cancellation asked ${formatDay('2030-03-10T15:00:00.000Z')}`);
    expect(subscriptions).not.toHaveTextContent('Canceled');

    const invoices = screen.getByRole('table', { name: 'Invoices' });
    expect(invoices).toHaveTextContent('INV-0042');
    expect(invoices).toHaveTextContent('$29.99');
    expect(invoices).toHaveTextContent('$10.00');
    expect(within(invoices).getByRole('button', { name: 'Refund invoice INV-0042' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'E-mails sent' })).toHaveTextContent('welcome');
    expect(screen.getByRole('region', { name: 'Refunds' })).toHaveTextContent('No refunds.');

    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Refunded an invoice')).toBeInTheDocument();
    expect(history).toHaveTextContent('Reason: goodwill: late card');
  });

  it('says so when there is no such member', async () => {
    server.use(http.get(MEMBER_URL, () => refusal(404, 'not_found', 'There is no member with that id.')));
    renderRoute('/admin/members/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member not found' })).toBeInTheDocument();
  });

  it('when Show is pressed, asks for the private fields and reveals them', async () => {
    const card = buildHouseholdCard();
    serveMember(buildMemberDetail({ household: [card] }));
    server.use(http.post(`${MEMBER_URL}/private-fields`, () => HttpResponse.json(buildPrivateFields(card))));
    const shown = recordRequests('post', `${MEMBER_URL}/private-fields`);
    renderRoute('/admin/members/41');

    const household = await screen.findByRole('region', { name: 'Household' });
    expect(household).toHaveTextContent('Showing them is recorded in this member’s history');
    await userEvent.click(within(household).getByRole('button', { name: 'Show' }));

    expect(await within(household).findByText(/18 Elm Court, Columbus, OH 43215/)).toBeInTheDocument();
    expect(household).toHaveTextContent('Apr 2, 1980');
    expect(shown).toHaveLength(1);
  });

  it('shows the sign-in notice when the API wants a recent sign-in', async () => {
    serveMember(buildMemberDetail());
    server.use(http.post(`${MEMBER_URL}/private-fields`, () => refusal(403, 'reauth_required', REAUTH)));
    renderRoute('/admin/members/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Show' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(REAUTH);
    expect(within(notice).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  });

  describe('refunding an invoice', () => {
    const invoice = buildInvoice({ number: 'INV-0042', amount: 29.99, amount_refunded: 10, refundable: 19.99 });

    const openRefund = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Refund invoice INV-0042' }));
      const dialog = screen.getByRole('dialog', { name: 'Refund invoice INV-0042' });
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Part of it' }));
      return dialog;
    };

    it('refuses more than is left to refund, and sends nothing', async () => {
      serveMember(buildMemberDetail({ invoices: { available: true, items: [invoice], has_more: false } }));
      const sent = recordRequests('post', `${MEMBER_URL}/refunds`);
      renderRoute('/admin/members/41');
      const dialog = await openRefund();
      await userEvent.type(within(dialog).getByLabelText('Amount in dollars'), '20.00');
      await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'goodwill');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

      const amount = within(dialog).getByLabelText('Amount in dollars');
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(amount).toHaveAccessibleDescription(
        'You can refund at most $19.99 of this invoice: it was $29.99 and $10.00 of it is already refunded.',
      );
      expect(amount).toHaveFocus();
      expect(sent).toHaveLength(0);
    });

    it('sends one request key for every attempt, keeps what was typed after a lost answer, then says what the server said', async () => {
      const reads = serveMember(
        buildMemberDetail({ invoices: { available: true, items: [invoice], has_more: false } }),
      );
      server.use(
        http.post(`${MEMBER_URL}/refunds`, () =>
          HttpResponse.json({
            refund: {
              id: 1,
              invoice_id: invoice.id,
              amount: 5,
              currency: 'usd',
              reason: 'goodwill',
              created_at: invoice.date,
            },
            invoice: { ...invoice, amount_refunded: 15, refundable: 14.99 },
            repeated: false,
            message: '$5.00 of invoice INV-0042 is on its way back to the member’s card.',
          }),
        ),
      );
      // The first answer is lost on the way back.
      server.use(http.post(`${MEMBER_URL}/refunds`, () => HttpResponse.error(), { once: true }));
      const sent = recordRequests('post', `${MEMBER_URL}/refunds`);
      renderRoute('/admin/members/41');
      const dialog = await openRefund();
      await userEvent.type(within(dialog).getByLabelText('Amount in dollars'), '5');
      await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'goodwill');
      await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'late card');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $5.00' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('No answer came about this refund.');
      expect(within(dialog).getByLabelText('Amount in dollars')).toHaveValue('5');
      const readsBefore = reads.length;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $5.00' }));

      expect(await screen.findByRole('status')).toHaveTextContent('$5.00 of invoice INV-0042 is on its way back');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(sent).toHaveLength(2);
      const [first, second] = sent.map((r) => r.body as Record<string, unknown>);
      expect(first).toEqual({
        invoice_id: invoice.id,
        amount: 5,
        reason_code: 'goodwill',
        note: 'late card',
        request_key: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
      });
      expect(second).toEqual(first);
      await waitFor(() => expect(reads.length).toBeGreaterThan(readsBefore));
    });

    it('shows the server’s refusal in the dialog', async () => {
      serveMember(buildMemberDetail({ invoices: { available: true, items: [invoice], has_more: false } }));
      server.use(
        http.post(`${MEMBER_URL}/refunds`, () =>
          refusal(409, 'conflict', 'Invoice INV-0042 is already refunded in full.'),
        ),
      );
      renderRoute('/admin/members/41');
      await userEvent.click(await screen.findByRole('button', { name: 'Refund invoice INV-0042' }));
      const dialog = screen.getByRole('dialog');
      await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'duplicate');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $19.99' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Invoice INV-0042 is already refunded in full.',
      );
    });
  });

  it('cancels with when and the reason, stating the consequence first', async () => {
    serveMember(buildMemberDetail());
    server.use(
      http.post(`${MEMBER_URL}/cancel`, () =>
        HttpResponse.json({
          subscription: buildSubscription({ status: 'canceled' }),
          message: 'The membership has ended.',
        }),
      ),
    );
    const sent = recordRequests('post', `${MEMBER_URL}/cancel`);
    renderRoute('/admin/members/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel membership' });
    expect(dialog).toHaveAccessibleDescription(/stays active until .*, then ends/);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Now' }));
    expect(dialog).toHaveAccessibleDescription(/ends today/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'End membership now' }));
    expect(within(dialog).getByLabelText('Reason (required)')).toHaveAccessibleDescription(
      /Give the reason for cancelling/,
    );
    expect(sent).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), '  Moving abroad ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End membership now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The membership has ended.');
    expect(sent.map((r) => r.body)).toEqual([{ when: 'now', reason: 'Moving abroad' }]);
  });

  it('resends the welcome e-mail after confirming, and shows the sign-in notice in the dialog on 403', async () => {
    serveMember(buildMemberDetail());
    server.use(http.post(`${MEMBER_URL}/welcome-email`, () => refusal(403, 'reauth_required', REAUTH)));
    renderRoute('/admin/members/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend welcome e-mail' }));
    const dialog = screen.getByRole('dialog', { name: 'Resend the welcome e-mail?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend e-mail' }));

    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent(REAUTH);
    expect(within(notice).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  });
});

describe('the member page’s price reports', () => {
  beforeEach(() => {
    signInAs(operatorClaims());
  });

  it('lists the member’s reports with both prices and the answer, and says so when there are none', async () => {
    serveMember(
      buildMemberDetail(),
      [],
      [
        buildAdminPriceReport({
          reporter: { user_id: 41, email: 'dana.ruiz@example.com', member_id: 'ARX-000321-01' },
        }),
        buildAdminPriceReport({
          id: 8,
          status: 'answered',
          answer: 'The pharmacy has corrected it.',
          shown_price: null,
        }),
      ],
    );
    const page = renderRoute('/admin/members/41');
    const section = await screen.findByRole('region', { name: 'Price reports' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Atorvastatin 20 mg tablet · 30 tablets, 30-day supplyOpenMain Street Pharmacy · reported .*Shown \$9\.00 · charged \$15\.00$/,
      ),
      expect.stringMatching(
        /AnsweredMain Street Pharmacy.*Shown — · charged \$15\.00Answer: The pharmacy has corrected it\.$/,
      ),
    ]);
    expect(within(section).getByRole('link', { name: 'Answer in Price reports' })).toHaveAttribute(
      'href',
      '/admin/price-reports',
    );
    page.unmount();

    serveMember(buildMemberDetail());
    renderRoute('/admin/members/41');
    expect(
      await within(await screen.findByRole('region', { name: 'Price reports' })).findByText(
        'This member has reported no price.',
      ),
    ).toBeInTheDocument();
  });
});
