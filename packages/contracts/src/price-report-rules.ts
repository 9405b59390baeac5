/**
 * "The price didn't match": a member reports the price charged at the counter, from a price row
 * of the catalogue or a fill of the ledger (docs/decisions/0017-counter-and-savings.md). Reports
 * are health data: never in a log line, an e-mail or analytics. These rules are shared by the API
 * and the web app's dialog, so both give the same messages; pure TypeScript, no zod, so the
 * browser imports them from '@arx/contracts/price-report-rules' without the schemas.
 */
import { parseIsoDate } from './iso-date';
import {
  EARLIEST_FILL_DATE,
  MEDICATION_NAME_MAX_LENGTH,
  MEDICATION_NAME_MIN_LENGTH,
  PHARMACY_MAX_LENGTH,
  parseDollarsToCents,
} from './savings-rules';

export const PRICE_REPORT_NOTE_MAX_LENGTH = 500;
/**
 * Reports of a household still waiting for the club's answer: far above what a member meets at
 * the counter, low enough that one account cannot bury the operators' queue.
 */
export const PRICE_REPORT_OPEN_MAX = 20;

export const PRICE_REPORT_MESSAGES = {
  sourceRequired: 'Choose a medication from the list, a fill of your ledger, or type its name',
  sourceBoth: 'Report from one medication, fill or name, not several',
  packRequired: 'Choose the pack you were given',
  fillInvalid: 'fill_id must be a positive whole number',
  medicationNameLength: `Medication name must be between ${MEDICATION_NAME_MIN_LENGTH} and ${MEDICATION_NAME_MAX_LENGTH} characters`,
  pharmacyRequired: 'Pharmacy is required',
  pharmacyTooLong: `Pharmacy must be at most ${PHARMACY_MAX_LENGTH} characters`,
  chargedInvalid: 'Price charged must be a dollar amount of 0 or more, such as 12.50',
  chargedDecimals: 'Price charged can have at most 2 decimals',
  chargedTooLarge: 'Price charged must be at most $100,000.00',
  dateInvalid: 'Date must be a date, such as 2026-03-14',
  dateTooEarly: 'Date must be in 2000 or later',
  dateInFuture: 'Date cannot be in the future',
  noteTooLong: `Note must be at most ${PRICE_REPORT_NOTE_MAX_LENGTH} characters`,
  // Not field rules: answers of the API.
  packNotFound: 'This pack is not in the catalogue any more; choose another',
  /** 404: the fill reported from was deleted meanwhile (in another tab, say), or is not the caller's. */
  fillNotFound: 'Fill not found',
  /** 403: reports are a benefit of the club; an account without a live membership sends none. */
  membershipRequired: 'Reporting a price needs an active membership.',
  /** 409: the household has PRICE_REPORT_OPEN_MAX reports waiting for an answer. */
  tooManyOpen: `You have ${PRICE_REPORT_OPEN_MAX} reports waiting for an answer. Please wait for an answer before sending another.`,
} as const;

export type PriceReportSource =
  | { kind: 'catalogue'; medication_id: number; pricing_id: number }
  | { kind: 'fill'; fill_id: number }
  | { kind: 'free_text'; name: string };

export type PriceReportInput = {
  source: PriceReportSource;
  pharmacy: string;
  charged_cents: number;
  charged_on: string;
  note: string | null;
};

/** What a request or a form sends: JSON values, or a form's strings. */
export type RawPriceReportInput = {
  medication_id?: unknown;
  pricing_id?: unknown;
  fill_id?: unknown;
  medication_name?: unknown;
  pharmacy?: unknown;
  charged?: unknown;
  charged_on?: unknown;
  note?: unknown;
};

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

function checkSource(input: RawPriceReportInput): { value: PriceReportSource } | { error: string } {
  const name = typeof input.medication_name === 'string' ? input.medication_name.trim() : input.medication_name;
  const fromList = !isBlank(input.medication_id) || !isBlank(input.pricing_id);
  const fromFill = !isBlank(input.fill_id);
  const typed = !isBlank(name);
  if ([fromList, fromFill, typed].filter(Boolean).length > 1) return { error: PRICE_REPORT_MESSAGES.sourceBoth };
  if (fromFill) {
    const fillId = positiveId(input.fill_id);
    return fillId === null
      ? { error: PRICE_REPORT_MESSAGES.fillInvalid }
      : { value: { kind: 'fill', fill_id: fillId } };
  }
  if (fromList) {
    const medicationId = positiveId(input.medication_id);
    if (medicationId === null) return { error: PRICE_REPORT_MESSAGES.sourceRequired };
    const pricingId = positiveId(input.pricing_id);
    if (pricingId === null) return { error: PRICE_REPORT_MESSAGES.packRequired };
    return { value: { kind: 'catalogue', medication_id: medicationId, pricing_id: pricingId } };
  }
  if (!typed) return { error: PRICE_REPORT_MESSAGES.sourceRequired };
  if (
    typeof name !== 'string' ||
    name.length < MEDICATION_NAME_MIN_LENGTH ||
    name.length > MEDICATION_NAME_MAX_LENGTH
  ) {
    return { error: PRICE_REPORT_MESSAGES.medicationNameLength };
  }
  return { value: { kind: 'free_text', name } };
}

/** The savings rules' dollar parser, with this form's own words. */
function checkCharged(value: unknown): { value: number } | { error: string } {
  const parsed = parseDollarsToCents(value);
  if (parsed.error === null) return { value: parsed.value };
  if (parsed.error.includes('decimals')) return { error: PRICE_REPORT_MESSAGES.chargedDecimals };
  if (parsed.error.includes('at most')) return { error: PRICE_REPORT_MESSAGES.chargedTooLarge };
  return { error: PRICE_REPORT_MESSAGES.chargedInvalid };
}

/** Field by field: the dialog shows each message under its own field. */
export type PriceReportErrors = Partial<Record<'source' | 'pharmacy' | 'charged' | 'charged_on' | 'note', string>>;

/**
 * Checks a report, every problem at once. `today` is the member's calendar day (YYYY-MM-DD): a
 * date after it is refused.
 */
export function validatePriceReport(
  input: RawPriceReportInput,
  today: string,
): { ok: true; value: PriceReportInput } | { ok: false; errors: PriceReportErrors } {
  const errors: PriceReportErrors = {};
  const source = checkSource(input);
  if ('error' in source) errors.source = source.error;
  const pharmacy = typeof input.pharmacy === 'string' ? input.pharmacy.trim() : '';
  if (pharmacy === '') errors.pharmacy = PRICE_REPORT_MESSAGES.pharmacyRequired;
  else if (pharmacy.length > PHARMACY_MAX_LENGTH) errors.pharmacy = PRICE_REPORT_MESSAGES.pharmacyTooLong;
  const charged = checkCharged(input.charged);
  if ('error' in charged) errors.charged = charged.error;
  const date = typeof input.charged_on === 'string' ? parseIsoDate(input.charged_on.trim()) : null;
  if (!date) errors.charged_on = PRICE_REPORT_MESSAGES.dateInvalid;
  else if (date < EARLIEST_FILL_DATE) errors.charged_on = PRICE_REPORT_MESSAGES.dateTooEarly;
  else if (date > today) errors.charged_on = PRICE_REPORT_MESSAGES.dateInFuture;
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  if (note.length > PRICE_REPORT_NOTE_MAX_LENGTH) errors.note = PRICE_REPORT_MESSAGES.noteTooLong;
  if ('error' in source || 'error' in charged || !date || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { source: source.value, pharmacy, charged_cents: charged.value, charged_on: date, note: note || null },
  };
}
