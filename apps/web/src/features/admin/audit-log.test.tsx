import type { AdminAuditEvent } from '@arx/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { formatDateTime } from './admin-format';
import { buildAuditEvent, operatorClaims } from './testing/admin-factories';

const EMAIL_REFUSED = 'operator_email must be an e-mail address, such as operator@example.com';
const ACTION_REFUSED = 'action must be areas (member) or actions (member.refund), separated by commas, at most 20';

/** GET /admin/audit in pages of `pageSize`, newest first, each page's `next` the cursor after its last entry. */
function serveAudit(events: AdminAuditEvent[], pageSize = 2) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get('*/api/v1/admin/audit', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(query);
      if (query.action && !/^[a-z_]+(\.[a-z_.]+)?( *, *[a-z_]+(\.[a-z_.]+)?){0,19}$/.test(query.action)) {
        const message = ACTION_REFUSED;
        return HttpResponse.json({ code: 'validation_failed', message, errors: [message] }, { status: 400 });
      }
      if (query.operator_email && !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(query.operator_email)) {
        return HttpResponse.json(
          { code: 'validation_failed', message: EMAIL_REFUSED, errors: [EMAIL_REFUSED] },
          { status: 400 },
        );
      }
      const byOperator = query.operator_email?.toLowerCase();
      if (byOperator && !events.some((e) => e.operator_email.toLowerCase() === byOperator)) {
        return HttpResponse.json({ events: [], next: null });
      }
      const start = query.before ? events.findIndex((e) => `cursor-${e.id}` === query.before) + 1 : 0;
      const page = events.slice(start, start + pageSize);
      const more = start + pageSize < events.length;
      return HttpResponse.json({ events: page, next: more ? `cursor-${page.at(-1)!.id}` : null });
    }),
  );
  return asked;
}

const entries = () => screen.getAllByRole('article');

describe('the audit log of the back office', () => {
  beforeEach(() => {
    signInAs(operatorClaims());
  });

  it('shows each entry: when, who, what, about what, why, and before → after folded away', async () => {
    const refund = buildAuditEvent({
      at: '2030-03-02T10:15:00.000Z',
      operator_email: 'olive@arx.example',
      action: 'member.refund',
      member_user_id: 12,
      member: { user_id: 12, name: 'Dana Ruiz', email: 'dana@example.com', member_id: 'ARX-000321-01' },
      subject_type: 'invoice',
      subject_id: 'in_42',
      reason: 'Charged twice',
      before: { amount_refunded: 0 },
      after: { amount_refunded: 9.99 },
    });
    serveAudit([refund]);
    renderRoute('/admin/audit');

    const entry = await screen.findByRole('article', { name: 'member.refund' });
    expect(within(entry).getByText(formatDateTime(refund.at))).toHaveAttribute('datetime', refund.at);
    expect(entry).toHaveTextContent('Byolive@arx.example');
    expect(entry).toHaveTextContent('Subjectinvoice in_42');
    // The member by name, member ID and e-mail, not by an internal number.
    expect(entry).toHaveTextContent('MemberDana Ruiz · ARX-000321-01 · dana@example.com');
    expect(within(entry).getByRole('link', { name: 'Dana Ruiz' })).toHaveAttribute('href', '/admin/members/12');
    expect(entry).toHaveTextContent('ReasonCharged twice');

    const after = within(entry).getByText(/"amount_refunded": 9.99/);
    expect(after).not.toBeVisible();
    await userEvent.click(entry.querySelector('summary')!);
    expect(entry.querySelector('summary')).toHaveTextContent('Before → and after');
    expect(after).toBeVisible();
    expect(within(entry).getByText(/"amount_refunded": 0/)).toBeVisible();
  });

  it('takes its filters from the URL and sends them to the API', async () => {
    const asked = serveAudit([buildAuditEvent({ action: 'member.refund', member_user_id: 12 })]);
    renderRoute('/admin/audit?member_user_id=12&action=member');
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(asked).toEqual([{ member_user_id: '12', action: 'member' }]);
    expect(screen.getByLabelText('Member user ID')).toHaveValue('12');
    expect(screen.getByLabelText('Action')).toHaveValue('member');
    expect(screen.getByLabelText('Operator user ID')).toHaveValue('');
  });

  it('finds a member by member ID, e-mail or name, and several actions at once', async () => {
    const asked = serveAudit([buildAuditEvent()]);
    const { router } = renderRoute('/admin/audit');
    await screen.findByRole('article');
    await userEvent.type(screen.getByLabelText('Member'), 'ARX-000321');
    await userEvent.type(screen.getByLabelText('Action'), 'member.refund, member.cancel');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ member: 'ARX-000321', action: 'member.refund, member.cancel' }));
    expect(router.state.location.search).toBe('?member=ARX-000321&action=member.refund%2C+member.cancel');
  });

  it('puts applied filters in the URL, where back undoes them, and clears them', async () => {
    const asked = serveAudit([buildAuditEvent()]);
    const { router } = renderRoute('/admin/audit');
    await screen.findByRole('article');
    await userEvent.type(screen.getByLabelText('Operator user ID'), '900');
    await userEvent.type(screen.getByLabelText('Action'), 'job.retry');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(router.state.location.search).toBe('?operator_user_id=900&action=job.retry'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ operator_user_id: '900', action: 'job.retry' }));

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Operator user ID')).toHaveValue(''));
    await router.navigate(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Action')).toHaveValue('');
  });

  it('shows the API’s refusal of a filter', async () => {
    serveAudit([]);
    renderRoute('/admin/audit?action=Member.Refund!');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTION_REFUSED);
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('loads older entries after the newest, with the cursor the page gave, until there are none', async () => {
    const events = [5, 4, 3, 2, 1].map((n) => buildAuditEvent({ id: n, action: `faq.update`, subject_id: `faq-${n}` }));
    const asked = serveAudit(events);
    renderRoute('/admin/audit?action=faq');
    await screen.findAllByRole('article');
    expect(entries()).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Load older' }));
    await waitFor(() => expect(entries()).toHaveLength(4));
    expect(entries()[2]).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Load older' }));
    await waitFor(() => expect(entries()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();
    expect(entries().map((entry) => within(entry).getByText(/^faq-/).textContent)).toEqual([
      'faq-5',
      'faq-4',
      'faq-3',
      'faq-2',
      'faq-1',
    ]);
    expect(asked).toEqual([
      { action: 'faq' },
      { action: 'faq', before: 'cursor-4' },
      { action: 'faq', before: 'cursor-2' },
    ]);
  });

  it('says when nothing matches', async () => {
    serveAudit([]);
    renderRoute('/admin/audit?operator_user_id=3');
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  });

  it('filters by the operator’s e-mail: it goes in the URL and to the API, and an unknown one finds nothing', async () => {
    const asked = serveAudit([buildAuditEvent({ operator_email: 'olive@arx.example' })]);
    const { router } = renderRoute('/admin/audit');
    await screen.findByRole('article');
    await userEvent.type(screen.getByLabelText('Operator e-mail'), '  Nobody@Arx.example ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(router.state.location.search).toBe('?operator_email=Nobody%40Arx.example'));
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ operator_email: 'Nobody@Arx.example' });
    expect(screen.getByLabelText('Operator e-mail')).toHaveValue('Nobody@Arx.example');
  });

  it('starts from an operator e-mail in the URL, and each entry’s operator filters by theirs', async () => {
    const asked = serveAudit([buildAuditEvent({ operator_email: 'olive@arx.example', action: 'faq.create' })]);
    const { router } = renderRoute('/admin/audit?action=faq');
    const entry = await screen.findByRole('article', { name: 'faq.create' });
    await userEvent.click(
      within(entry).getByRole('link', { name: 'olive@arx.example: show only this operator’s entries' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?operator_email=olive%40arx.example'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ operator_email: 'olive@arx.example' }));
    expect(await screen.findByRole('article', { name: 'faq.create' })).toBeInTheDocument();
    expect(screen.getByLabelText('Operator e-mail')).toHaveValue('olive@arx.example');
  });

  it('shows the API’s refusal of an operator e-mail that is not one, without Try Again', async () => {
    serveAudit([]);
    renderRoute('/admin/audit');
    await screen.findByText('No entries yet.');
    await userEvent.type(screen.getByLabelText('Operator e-mail'), 'olive');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_REFUSED);
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});
