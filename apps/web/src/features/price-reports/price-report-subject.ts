import type { Fill, Medication, Pricing } from '@arx/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { medicationFullName, packQuantity, recordedMedication } from '../../lib/dosage-words';

/** What a report is about, as the dialog shows it and the request names it. */
export type PriceReportSubject = {
  /**
   * The medication and its pack in the page's language, with the catalogue's form and unit
   * translated: a price row's, or a fill's as it was recorded.
   */
  describe: (i18n: I18n) => { medicationName: string; packLabel: string | null };
  /** The member price the app shows for that pack; null for a fill (its price is the member's own). */
  shownPrice: number | null;
  source: { medication_id: number; pricing_id: number } | { fill_id: number };
  pharmacy: string;
};

/** A price row of the member's drug pricing page. */
export function catalogueSubject(medication: Medication, pricing: Pricing): PriceReportSubject {
  return {
    describe: (i18n) => {
      const quantity = packQuantity(pricing.quantity, pricing.quantity_unit, i18n);
      const daySupply = pricing.day_supply;
      return {
        medicationName: medicationFullName(medication, i18n),
        packLabel: daySupply ? i18n._(msg`${quantity}, ${daySupply}-day supply`) : quantity,
      };
    },
    shownPrice: pricing.member_price,
    source: { medication_id: medication.id, pricing_id: pricing.id },
    pharmacy: '',
  };
}

/** A fill of the ledger: the pharmacy it was filled at is the likely one. */
export function fillSubject(fill: Fill): PriceReportSubject {
  return {
    describe: (i18n) => recordedMedication(fill, i18n),
    shownPrice: null,
    source: { fill_id: fill.id },
    pharmacy: fill.pharmacy,
  };
}
