import { LOCALES } from '@arx/contracts/locales';
import { appUrlIn, type InEachLanguage, type Locale } from '../../../lib/i18n/languages';
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

/** The plans as the web app names them in each language. */
const PLAN_NAMES: InEachLanguage<{ individual: string; partnerPet: string; family: string }> = {
  en: { individual: 'Individual', partnerPet: 'Partner/Pet', family: 'Family' },
  es: { individual: 'Individual', partnerPet: 'Pareja/Mascota', family: 'Familiar' },
};

export type EmailSample = { name: string; locale: Locale; render: () => Promise<RenderedEmail> };

/** Every e-mail in one language, with the links and plan names a member reading it gets. */
function samplesIn(locale: Locale): EmailSample[] {
  const url = (path: string) => appUrlIn(APP, path, locale);
  const plan = PLAN_NAMES[locale];
  const samples: Array<Omit<EmailSample, 'locale'>> = [
    {
      name: 'welcome',
      render: () =>
        renderWelcomeEmail({
          locale,
          firstName: 'Dana',
          memberId: 'ARX-000001-01',
          groupCode: 'ARXIND',
          bin: '022352',
          dashboardUrl: url('/dashboard'),
        }),
    },
    {
      name: 'receipt',
      render: () =>
        renderReceiptEmail({
          locale,
          firstName: 'Dana',
          planName: plan.individual,
          amountPaid: 99,
          periodStart: day('2027-03-03'),
          periodEnd: day('2028-03-03'),
          timeZone,
          invoiceNumber: 'ARX-2027-0042',
          invoiceUrl: `${APP}/invoices/in_42`,
          billingUrl: url('/billing'),
        }),
    },
    {
      name: 'trial-ending',
      render: () =>
        renderTrialEndingEmail({
          locale,
          firstName: 'Dana',
          planName: plan.family,
          trialEndsAt: day('2027-03-03'),
          timeZone,
          amount: 19.99,
          interval: 'month',
          cancelUrl: url('/billing?cancel=1'),
          dashboardUrl: url('/dashboard'),
        }),
    },
    {
      name: 'renewal-notice',
      render: () =>
        renderRenewalNoticeEmail({
          locale,
          firstName: 'Dana',
          planName: plan.partnerPet,
          renewsAt: day('2027-03-03'),
          timeZone,
          amount: 149,
          cancelUrl: url('/billing?cancel=1'),
        }),
    },
    {
      name: 'price-change',
      render: () =>
        renderPriceChangeEmail({
          locale,
          firstName: 'Dana',
          planName: plan.individual,
          oldAmount: 99,
          newAmount: 109,
          interval: 'year',
          effectiveAt: day('2027-03-03'),
          timeZone,
          cancelUrl: url('/billing?cancel=1'),
        }),
    },
    {
      name: 'payment-failed',
      render: () =>
        renderPaymentFailedEmail({
          locale,
          firstName: 'Dana',
          planName: plan.individual,
          amount: 9.99,
          billingUrl: url('/billing'),
          graceUntil: day('2027-03-17'),
          timeZone,
        }),
    },
    {
      name: 'cancellation-confirmed',
      render: () =>
        renderCancellationConfirmedEmail({
          locale,
          firstName: 'Dana',
          planName: plan.individual,
          plansUrl: url('/register?step=plans'),
          endsAtPeriodEnd: true,
          endsAt: day('2027-03-03'),
          timeZone,
          keepUrl: url('/dashboard'),
        }),
    },
    {
      name: 'cancellation-ended-now',
      render: () =>
        renderCancellationConfirmedEmail({
          locale,
          firstName: 'Dana',
          planName: plan.individual,
          plansUrl: url('/register?step=plans'),
          endsAtPeriodEnd: false,
          endsAt: day('2027-03-03'),
          timeZone,
        }),
    },
    {
      name: 'refund-issued',
      render: () =>
        renderRefundIssuedEmail({
          locale,
          firstName: 'Dana',
          amount: 99,
          invoiceNumbers: ['ARX-2027-0042', 'ARX-2027-0043'],
          billingUrl: url('/billing'),
        }),
    },
    {
      name: 'family-member-added',
      render: () =>
        renderFamilyMemberAddedEmail({
          locale,
          firstName: 'Dana',
          memberFirstName: 'Sam',
          memberId: 'ARX-000001-02',
          dashboardUrl: url('/dashboard'),
        }),
    },
  ];
  return samples.map((sample) => ({ ...sample, locale }));
}

/**
 * Every e-mail rendered with realistic props, in every language, for the tests that must cover
 * all of them (such as the check that no personal health data leaks) and for looking at them in
 * a browser.
 */
export const EMAIL_SAMPLES: ReadonlyArray<EmailSample> = LOCALES.flatMap(samplesIn);
