import type { AccountExport } from '@arx/contracts';
import type { Database } from '../../db/client';
import { type PaymentProvider, PaymentProviderError } from '../../integrations/payments/payment-provider';
import type { InEachLanguage, Locale } from '../../lib/i18n/languages';
import { isTrialClaimed } from '../subscriptions';

/** What the export says is kept about free trials, in the member's language (the privacy page says the same). */
const EXPLANATION: InEachLanguage<string> = {
  en:
    'A free trial is given once per person. When a membership starts with a free trial, we keep a keyed hash of ' +
    'your e-mail address and, when you pay through Stripe, of the fingerprint Stripe gives your card (a code for ' +
    'the card, not its number). A keyed hash is made with a secret key of ours: it cannot be turned back into your ' +
    'address or card, and it only tells us that the same address or card had a free trial before. We keep it also ' +
    'after you delete your account, so that signing up again gives no second trial, and use it for nothing else.',
  es:
    'La prueba gratuita se ofrece una sola vez por persona. Cuando una membresía empieza con una prueba gratuita, ' +
    'guardamos un hash con clave de su dirección de correo electrónico y, cuando paga a través de Stripe, de la ' +
    'huella que Stripe asigna a su tarjeta (un código de la tarjeta, no su número). Un hash con clave se calcula con ' +
    'una clave secreta nuestra: no permite recuperar su dirección ni su tarjeta, y solo nos dice que la misma ' +
    'dirección o tarjeta ya tuvo una prueba gratuita. Lo conservamos también después de que elimine su cuenta, para ' +
    'que registrarse de nuevo no dé una segunda prueba, y no lo usamos para nada más.',
};

/**
 * Whether this account's address, and the cards that paid its subscriptions at the provider,
 * are on record as having had a free trial. A card is `null` when no fingerprint is known: the
 * sandbox's test cards, no subscription with a card, or a provider that did not answer.
 */
export async function freeTrialRecord(
  deps: { db: Database; payments: PaymentProvider },
  user: { email: string; locale: Locale; paymentCustomerId: string | null },
): Promise<AccountExport['free_trial_record']> {
  const fingerprints = await cardFingerprints(deps, user.paymentCustomerId);
  let cardOnRecord: boolean | null = null;
  if (fingerprints.length > 0) {
    const claimed = await Promise.all(fingerprints.map((each) => isTrialClaimed(deps.db, 'card', each)));
    cardOnRecord = claimed.includes(true);
  }
  return {
    explanation: EXPLANATION[user.locale],
    email_on_record: await isTrialClaimed(deps.db, 'email', user.email),
    card_on_record: cardOnRecord,
  };
}

async function cardFingerprints(
  deps: { db: Database; payments: PaymentProvider },
  customerId: string | null,
): Promise<string[]> {
  if (!customerId) return [];
  try {
    const theirs = await deps.payments.listSubscriptions(customerId);
    return [...new Set(theirs.flatMap((sub) => (sub.cardFingerprint ? [sub.cardFingerprint] : [])))];
  } catch (error) {
    // The rest of the export is ours and complete; the card's answer is then "not known".
    if (error instanceof PaymentProviderError) return [];
    throw error;
  }
}
