import { type MedicationFields, type PricingFields, toMedication, toPricing } from './medications.service';

/**
 * JSON fragments of the catalogue, made once per catalogue version with the same mapping the
 * database path uses (toMedication/toPricing), in the response schema's key order. Answers are
 * then joined from fragments instead of building and validating ~150 objects per request.
 */
const OPEN_TAIL = ',"is_bookmarked":false,"pricings":[]}';

/** The medication's JSON up to the value of is_bookmarked, which depends on the caller. */
export function medicationHead(m: MedicationFields): string {
  const json = JSON.stringify(toMedication(m, [], false));
  if (!json.endsWith(OPEN_TAIL)) throw new Error('Medication JSON no longer ends with is_bookmarked, pricings');
  return `${json.slice(0, -OPEN_TAIL.length)},"is_bookmarked":`;
}

export function pricingJson(p: PricingFields): string {
  return JSON.stringify(toPricing(p));
}
