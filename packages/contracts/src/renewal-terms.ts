import type { Locale } from './locales';
import { formatUsd } from './money';
import { refundRuleStatement } from './refund-rule';

/**
 * The automatic-renewal terms shown next to the price on the plan page and at checkout, and
 * kept word for word in the member's consent record, in the language the member read them in.
 * A change of wording is a new version: the record says which one the member saw.
 */
export const RENEWAL_TERMS_VERSION = '2026-11-28';

export type RenewalTermsInput = {
  /** Dollars charged at each renewal. */
  amount: number;
  interval: 'month' | 'year' | 'week' | 'day';
  /** Free days before the first charge (0 when none). */
  trialDays: number;
};

type Wording = (input: RenewalTermsInput & { price: string }) => string;

const EVERY: Record<Locale, Record<RenewalTermsInput['interval'], string>> = {
  en: { month: 'every month', year: 'every year', week: 'every week', day: 'every day' },
  es: { month: 'cada mes', year: 'cada año', week: 'cada semana', day: 'cada día' },
};

/** One wording per language, so a language without its terms does not compile. */
const WORDING: Record<Locale, Wording> = {
  en: ({ price, interval, trialDays }) => {
    const start =
      trialDays > 0
        ? `Free for ${trialDays} ${trialDays === 1 ? 'day' : 'days'}, then ${price} ${EVERY.en[interval]}.`
        : `${price} today, then ${EVERY.en[interval]}.`;
    const notice = interval === 'year' ? ' We e-mail you 30 days before each yearly renewal.' : '';
    return (
      `${start} Your membership renews automatically until you cancel.${notice} ` +
      `Cancel any time from your dashboard in one click. ${refundRuleStatement('en')}`
    );
  },
  es: ({ price, interval, trialDays }) => {
    const start =
      trialDays > 0
        ? `Gratis por ${trialDays} ${trialDays === 1 ? 'día' : 'días'}; luego paga ${price} ${EVERY.es[interval]}.`
        : `Paga ${price} hoy y luego ${price} ${EVERY.es[interval]}.`;
    const notice =
      interval === 'year' ? ' Le enviamos un correo electrónico 30 días antes de cada renovación anual.' : '';
    return (
      `${start} Su membresía se renueva automáticamente hasta que usted la cancele.${notice} ` +
      `Puede cancelarla cuando quiera desde Mi cuenta, con un solo clic. ${refundRuleStatement('es')}`
    );
  },
};

export function renewalTerms(input: RenewalTermsInput, locale: Locale = 'en'): string {
  return WORDING[locale]({ ...input, price: formatUsd(input.amount) });
}
