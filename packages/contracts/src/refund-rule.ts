import type { Locale } from './locales';

/**
 * The club's refund rule, as the API applies it when a member cancels: within this many days of
 * the first payment the membership ends at once and every payment is refunded in full; after
 * that, or before any payment (a free trial), it runs to the end of the period paid for and
 * nothing more is charged. Every place that states the rule (the plan page and checkout, the
 * terms, the FAQ, the e-mails) takes the number from here, and a content check holds them to it.
 */
export const FULL_REFUND_DAYS = 30;

const STATEMENT: Record<Locale, string> = {
  en:
    `Cancel within ${FULL_REFUND_DAYS} days of your first payment and every payment is refunded in full; ` +
    'after that your card works until the end of the period you paid for.',
  es:
    `Si cancela dentro de los ${FULL_REFUND_DAYS} días siguientes a su primer pago, le reembolsamos todos sus pagos ` +
    'por completo; después de ese plazo, su tarjeta de ahorro sigue funcionando hasta el final del período que pagó.',
};

/** The rule in one sentence, in the member's language. */
export function refundRuleStatement(locale: Locale = 'en'): string {
  return STATEMENT[locale];
}
