import type { MedicationFields } from './medications.service';

/** What places a medication on its page. */
export type PagePlace = Pick<MedicationFields, 'id' | 'form' | 'strength'>;

/** Case- and accent-blind, digits compared as numbers ("capsule" = "Capsule", "tab 2" < "tab 10"). */
const words = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The amount a strength starts with ("1,000 mg" → 1000, "0.5 mg/2 mL" → 0.5); NaN when none. */
function leadingAmount(strength: string): number {
  const match = /^\s*(\d[\d,]*(?:\.\d+)?|\.\d+)/.exec(strength);
  return match ? Number((match[1] as string).replace(/,/g, '')) : Number.NaN;
}

/**
 * By amount first, so "5 mg" < "10 mg" and "0.25 mg" < "0.5 mg" (a collator's numeric mode reads
 * "0.25" as 0, then 25); strengths without one come last. Units are not converted: a page mixing
 * mcg and mg is rare, and then the numbers still read in order within each unit.
 */
function compareStrengths(a: string, b: string): number {
  const x = leadingAmount(a);
  const y = leadingAmount(b);
  const xMissing = Number.isNaN(x);
  const yMissing = Number.isNaN(y);
  if (xMissing !== yMissing) return xMissing ? 1 : -1;
  if (!xMissing && x !== y) return x - y;
  return words.compare(a, b);
}

/**
 * A page's order: form, then strength, then id so that both answer paths (index and database)
 * agree even on ties. Done in JS on both paths, so the database's collation never decides.
 */
export function comparePagePlaces(a: PagePlace, b: PagePlace): number {
  return words.compare(a.form, b.form) || compareStrengths(a.strength, b.strength) || a.id - b.id;
}
