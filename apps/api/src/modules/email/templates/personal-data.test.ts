import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CancellationConfirmedEmailProps } from './cancellation-confirmed-email';
import { EMAIL_SAMPLES } from './email-samples';
import type { FamilyMemberAddedEmailProps } from './family-member-added-email';
import type { PaymentFailedEmailProps } from './payment-failed-email';
import type { PriceChangeEmailProps } from './price-change-email';
import type { ReceiptEmailProps } from './receipt-email';
import type { RefundIssuedEmailProps } from './refund-issued-email';
import type { RenewalNoticeEmailProps } from './renewal-notice-email';
import type { TrialEndingEmailProps } from './trial-ending-email';
import type { WelcomeEmailProps } from './welcome-email';

// A date of birth, an address or a medication must never be in a member e-mail: mail passes
// through servers we do not control and stays in inboxes for years.
const DATE_OF_BIRTH_PATTERNS = [/\b(19|20)\d\d-\d\d-\d\d\b/, /\b\d\d?\/\d\d?\/(19|20)\d\d\b/];
const MEDICATION_NAMES = ['Atorvastatin', 'Lisinopril', 'Metformin', 'Sertraline', 'Amoxicillin', 'Insulin', 'Ozempic'];

/** Every prop name of a type, across the branches of a union. */
type KeysOf<T> = T extends unknown ? keyof T : never;
type AllPropNames = KeysOf<
  | WelcomeEmailProps
  | ReceiptEmailProps
  | TrialEndingEmailProps
  | RenewalNoticeEmailProps
  | PriceChangeEmailProps
  | PaymentFailedEmailProps
  | CancellationConfirmedEmailProps
  | RefundIssuedEmailProps
  | FamilyMemberAddedEmailProps
>;

describe('member e-mails and personal data', () => {
  it.each(EMAIL_SAMPLES.map((sample) => [sample.name, sample.locale, sample] as const))(
    'the %s e-mail (%s) has no date of birth and no medication name',
    async (_name, _locale, sample) => {
      const email = await sample.render();

      for (const part of [email.subject, email.html, email.text]) {
        for (const pattern of DATE_OF_BIRTH_PATTERNS) expect(part).not.toMatch(pattern);
        for (const medication of MEDICATION_NAMES) expect(part.toLowerCase()).not.toContain(medication.toLowerCase());
      }
    },
  );

  it('the templates take only names, ids, plan names, amounts, dates (with the zone to date them in), links and the language', () => {
    // Checked by the type checker: a new prop must be added here on purpose, and read against the rule above.
    expectTypeOf<AllPropNames>().toEqualTypeOf<
      | 'firstName'
      | 'memberFirstName'
      | 'memberId'
      | 'groupCode'
      | 'bin'
      | 'planName'
      | 'amount'
      | 'amountPaid'
      | 'oldAmount'
      | 'newAmount'
      | 'interval'
      | 'invoiceNumber'
      | 'invoiceNumbers'
      | 'periodStart'
      | 'periodEnd'
      | 'trialEndsAt'
      | 'renewsAt'
      | 'effectiveAt'
      | 'graceUntil'
      | 'endsAt'
      | 'endsAtPeriodEnd'
      | 'dashboardUrl'
      | 'invoiceUrl'
      | 'billingUrl'
      | 'cancelUrl'
      | 'keepUrl'
      | 'plansUrl'
      // Which day to print the dates on; it is never printed itself.
      | 'timeZone'
      // Which language to write in.
      | 'locale'
    >();
  });
});
