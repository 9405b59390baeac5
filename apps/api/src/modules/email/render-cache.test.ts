import { describe, expect, it } from 'vitest';
import { renderWithName } from './render-cache';
import { renderPaymentFailedEmail } from './templates/payment-failed-email';
import { renderRefundIssuedEmail } from './templates/refund-issued-email';
import { renderRenewalNoticeEmail } from './templates/renewal-notice-email';
import { renderWelcomeEmail } from './templates/welcome-email';

describe('rendering once per template and day, with the name put in per message', () => {
  const renewal = (firstName: string, renewsAt: Date) => ({
    firstName,
    planName: 'Family',
    renewsAt,
    amount: 274.89,
    cancelUrl: 'https://club.example.com/billing?cancel=1',
  });

  it('gives exactly what rendering each message gives, for names that need escaping too', async () => {
    for (const name of ['Dana', "O'Brien & <Sons>", 'José']) {
      const props = renewal(name, new Date('2027-03-03T09:30:00Z'));
      expect(await renderWithName(renderRenewalNoticeEmail, props)).toEqual(await renderRenewalNoticeEmail(props));
    }
  });

  it('upper-cases the name where the plain text upper-cases a heading', async () => {
    const props = {
      firstName: 'Walker',
      memberId: 'ARX-000001-01',
      groupCode: 'G',
      bin: '1',
      dashboardUrl: 'https://x.test',
    };
    const cached = await renderWithName(renderWelcomeEmail, props);
    expect(cached).toEqual(await renderWelcomeEmail(props));
    expect(cached.text).toContain('WELCOME, WALKER!');
  });

  it('shares one rendering among renewals on the same day, and not across days', async () => {
    let renders = 0;
    const counting = (props: Parameters<typeof renderRenewalNoticeEmail>[0]) => {
      renders++;
      return renderRenewalNoticeEmail(props);
    };
    await renderWithName(counting, renewal('A', new Date('2030-01-05T01:00:00Z')));
    await renderWithName(counting, renewal('B', new Date('2030-01-05T23:00:00Z')));
    expect(renders).toBe(1);
    const other = await renderWithName(counting, renewal('C', new Date('2030-01-06T01:00:00Z')));
    expect(renders).toBe(2);
    expect(other.text).toContain('January 6, 2030');
  });

  it('never serves one template for another, even with the same props', async () => {
    const props = { firstName: 'Kim', planName: 'Family', amount: 10, billingUrl: 'https://x.test/billing' };
    const failed = await renderWithName(renderPaymentFailedEmail, props);
    const refunded = await renderWithName(renderRefundIssuedEmail, { ...props, invoiceNumbers: [] });
    expect(failed.subject).toBe((await renderPaymentFailedEmail(props)).subject);
    expect(refunded.subject).toBe((await renderRefundIssuedEmail({ ...props, invoiceNumbers: [] })).subject);
    expect(failed.subject).not.toBe(refunded.subject);
  });
});
