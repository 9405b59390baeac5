import type { Medication, Pricing } from '@arx/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { packQuantity, strengthAndForm } from '../../../lib/dosage-words';
import { formatSavings, formatUsd } from '../../../lib/format';

export type DaySupply = 30 | 90;

/** One medication with the single price shown for the chosen day supply (null: none fits). */
export type PriceRow = { medication: Medication; pricing: Pricing | null };

/** Anything but "90" means the default 30-day supply, so a hand-edited URL never breaks the page. */
export function parseDaySupply(value: string | null): DaySupply {
  return value === '90' ? 90 : 30;
}

/**
 * The price to show for the chosen supply: an exact match first, then a pack not sold by day
 * supply (null), then a supply that is neither 30 nor 90: the rows docs/product.md §5 keeps.
 */
export function pickPricing(pricings: readonly Pricing[], daySupply: DaySupply): Pricing | null {
  return (
    pricings.find((p) => p.day_supply === daySupply) ??
    pricings.find((p) => p.day_supply === null) ??
    pricings.find((p) => p.day_supply !== 30 && p.day_supply !== 90) ??
    null
  );
}

/** Keeps the API's order (sorted by display name on the server). */
export function toPriceRows(medications: readonly Medication[], daySupply: DaySupply): PriceRow[] {
  return medications.map((medication) => ({ medication, pricing: pickPricing(medication.pricings, daySupply) }));
}

/** Strength and form in the page's language: "10 mg tablet", "tableta de 10 mg". */
export function describeMedication(medication: Medication, i18n: I18n): string {
  return strengthAndForm(medication.strength, medication.form, i18n);
}

/** The same strings for the table and the cards, so both views always agree. */
export function priceFacts(pricing: Pricing, i18n: I18n) {
  const days = pricing.day_supply;
  return {
    quantity: packQuantity(pricing.quantity, pricing.quantity_unit, i18n),
    supplyNote: days === null ? null : i18n._(msg`${days}-day supply`),
    cash: formatUsd(pricing.cash_price),
    competitor: pricing.competitor_price === null ? null : formatUsd(pricing.competitor_price),
    member: formatUsd(pricing.member_price),
    savings: formatSavings(pricing.savings_amount, pricing.savings_percentage),
  };
}
