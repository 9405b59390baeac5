import type { RenderedEmail } from '../render-email';
import { renderCancellationConfirmedEmail } from './cancellation-confirmed-email';
import { renderFamilyMemberAddedEmail } from './family-member-added-email';
import { renderPaymentFailedEmail } from './payment-failed-email';
import { renderPriceChangeEmail } from './price-change-email';
import { renderReceiptEmail } from './receipt-email';
import { renderRefundIssuedEmail } from './refund-issued-email';
import { renderRenewalNoticeEmail } from './renewal-notice-email';
import { renderTrialEndingEmail } from './trial-ending-email';
import { renderWelcomeEmail } from './welcome-email';

const APP = 'https://app.arx.test';
/** Midday in the samples' zone, Eastern (the default for a member who has none). */
const day = (iso: string) => new Date(`${iso}T17:00:00Z`);
const timeZone = 'America/New_York';

/**
 * Every e-mail rendered with realistic props, for the tests that must cover all of them (such as
 * the check that no personal health data leaks) and for looking at them in a browser.
 */
export const EMAIL_SAMPLES: ReadonlyArray<{ name: string; render: () => Promise<RenderedEmail> }> = [
  {
    name: 'welcome',
    render: () =>
      renderWelcomeEmail({
        firstName: 'Dana',
        memberId: 'ARX-000001-01',
        groupCode: 'ARXIND',
        bin: '022352',
        dashboardUrl: `${APP}/dashboard`,
      }),
  },
  {
    name: 'receipt',
    render: () =>
      renderReceiptEmail({
        firstName: 'Dana',
        planName: 'Individual',
        amountPaid: 99,
        periodStart: day('2027-03-03'),
        periodEnd: day('2028-03-03'),
        timeZone,
        invoiceNumber: 'ARX-2027-0042',
        invoiceUrl: `${APP}/invoices/in_42`,
        billingUrl: `${APP}/dashboard/billing`,
      }),
  },
  {
    name: 'trial-ending',
    render: () =>
      renderTrialEndingEmail({
        firstName: 'Dana',
        planName: 'Family',
        trialEndsAt: day('2027-03-03'),
        timeZone,
        amount: 19.99,
        interval: 'month',
        cancelUrl: `${APP}/dashboard?dialog=cancel`,
        dashboardUrl: `${APP}/dashboard`,
      }),
  },
  {
    name: 'renewal-notice',
    render: () =>
      renderRenewalNoticeEmail({
        firstName: 'Dana',
        planName: 'Partner/Pet',
        renewsAt: day('2027-03-03'),
        timeZone,
        amount: 149,
        cancelUrl: `${APP}/dashboard?dialog=cancel`,
      }),
  },
  {
    name: 'price-change',
    render: () =>
      renderPriceChangeEmail({
        firstName: 'Dana',
        planName: 'Individual',
        oldAmount: 99,
        newAmount: 109,
        interval: 'year',
        effectiveAt: day('2027-03-03'),
        timeZone,
        cancelUrl: `${APP}/dashboard?dialog=cancel`,
      }),
  },
  {
    name: 'payment-failed',
    render: () =>
      renderPaymentFailedEmail({
        firstName: 'Dana',
        planName: 'Individual',
        amount: 9.99,
        billingUrl: `${APP}/dashboard/billing`,
        graceUntil: day('2027-03-17'),
        timeZone,
      }),
  },
  {
    name: 'cancellation-confirmed',
    render: () =>
      renderCancellationConfirmedEmail({
        firstName: 'Dana',
        planName: 'Individual',
        plansUrl: `${APP}/plans`,
        endsAtPeriodEnd: true,
        endsAt: day('2027-03-03'),
        timeZone,
        keepUrl: `${APP}/dashboard?dialog=keep`,
      }),
  },
  {
    name: 'cancellation-ended-now',
    render: () =>
      renderCancellationConfirmedEmail({
        firstName: 'Dana',
        planName: 'Individual',
        plansUrl: `${APP}/plans`,
        endsAtPeriodEnd: false,
        endsAt: day('2027-03-03'),
        timeZone,
      }),
  },
  {
    name: 'refund-issued',
    render: () =>
      renderRefundIssuedEmail({
        firstName: 'Dana',
        amount: 99,
        invoiceNumbers: ['ARX-2027-0042', 'ARX-2027-0043'],
        billingUrl: `${APP}/dashboard/billing`,
      }),
  },
  {
    name: 'family-member-added',
    render: () =>
      renderFamilyMemberAddedEmail({
        firstName: 'Dana',
        memberFirstName: 'Sam',
        memberId: 'ARX-000001-02',
        dashboardUrl: `${APP}/dashboard`,
      }),
  },
];
