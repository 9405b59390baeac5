import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxCustomers } from '../../../db/schema';
import type { InEachLanguage } from '../../../lib/i18n/languages';

/** Stripe's test-card conventions, and what the sandbox keeps of a card (brand, last four, expiry). */

const CARD_SUCCEEDS = '4242424242424242';
const CARD_DECLINED = '4000000000000002';
/** Saved without complaint, then declines every charge: how the payment-failed path is tried. */
const CARD_DECLINES_CHARGES = '4000000000000341';

export type CardFailure = 'declined' | 'incorrect_number';

/** What the checkout and the portal say of a card that was refused, as Stripe's own pages say it. */
export const CARD_MESSAGES: InEachLanguage<Record<CardFailure, string>> = {
  en: { declined: 'Your card was declined.', incorrect_number: 'Your card number is incorrect.' },
  es: { declined: 'Su tarjeta fue rechazada.', incorrect_number: 'El número de su tarjeta no es correcto.' },
};

export type TestCard = { ok: true; last4: string; declinesCharges: boolean } | { ok: false; reason: CardFailure };

/** Reads a typed card number (spaces and dashes allowed); the number itself is never kept. */
export function readTestCard(cardNumber: string): TestCard {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === CARD_SUCCEEDS) return { ok: true, last4: digits.slice(-4), declinesCharges: false };
  if (digits === CARD_DECLINES_CHARGES) return { ok: true, last4: digits.slice(-4), declinesCharges: true };
  if (digits === CARD_DECLINED) return { ok: false, reason: 'declined' };
  return { ok: false, reason: 'incorrect_number' };
}

/** Puts the card on file: only what a provider reports back. */
export async function saveCard(
  tx: Database,
  { customerId, card, now }: { customerId: string; card: { last4: string; declinesCharges: boolean }; now: Date },
): Promise<void> {
  await tx
    .update(sandboxCustomers)
    .set({
      cardBrand: 'Visa',
      cardLast4: card.last4,
      cardExpMonth: 12,
      cardExpYear: now.getUTCFullYear() + 2,
      cardDeclinesCharges: card.declinesCharges,
    })
    .where(eq(sandboxCustomers.id, customerId));
}

/** Whether the customer's card on file declines charges (false for an unknown customer). */
export async function cardDeclinesCharges(tx: Database, customerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ declines: sandboxCustomers.cardDeclinesCharges })
    .from(sandboxCustomers)
    .where(eq(sandboxCustomers.id, customerId));
  return row?.declines ?? false;
}
