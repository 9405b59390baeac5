import type { Fill, Medication, Pricing } from '@arx/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What a report is about, as the dialog shows it and the request names it. */
export type PriceReportSubject = {
  medicationName: string;
  /** A fill's label comes from the API as it is; a price row's is a message, shown in the page's language. */
  packLabel: MessageDescriptor | string | null;
  /** The member price the app shows for that pack; null for a fill (its price is the member's own). */
  shownPrice: number | null;
  source: { medication_id: number; pricing_id: number } | { fill_id: number };
  pharmacy: string;
};

/** A price row of the member's drug pricing page. */
export function catalogueSubject(medication: Medication, pricing: Pricing): PriceReportSubject {
  const { quantity, quantity_unit: unit, day_supply: daySupply } = pricing;
  return {
    medicationName: [medication.display_name, medication.strength, medication.form].filter(Boolean).join(' '),
    packLabel: daySupply ? msg`${quantity} ${unit}, ${daySupply}-day supply` : `${quantity} ${unit}`,
    shownPrice: pricing.member_price,
    source: { medication_id: medication.id, pricing_id: pricing.id },
    pharmacy: '',
  };
}

/** A fill of the ledger: the pharmacy it was filled at is the likely one. */
export function fillSubject(fill: Fill): PriceReportSubject {
  return {
    medicationName: fill.medication_name,
    packLabel: fill.pack_label,
    shownPrice: null,
    source: { fill_id: fill.id },
    pharmacy: fill.pharmacy,
  };
}
