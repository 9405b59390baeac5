/**
 * The savings ledger's rules and maths (docs/decisions/0017-counter-and-savings.md), shared by the
 * API and the web app's form. Pure TypeScript, no zod. Money in integer cents throughout.
 */
import { parseIsoDate } from './iso-date';

export const MEDICATION_NAME_MIN_LENGTH = 2;
export const MEDICATION_NAME_MAX_LENGTH = 120;
export const PHARMACY_MAX_LENGTH = 100;
export const EARLIEST_FILL_DATE = '2000-01-01';
/** Far above any real fill; only stops a typo (or abuse) from making a total meaningless. */
export const MAX_PRICE_PAID_CENTS = 10_000_000;
export const MAX_QUANTITY = 100_000;

export const SAVINGS_MESSAGES = {
  personRequired: 'Choose who the fill was for',
  medicationRequired: 'Choose a medication from the list, or type its name',
  medicationBoth: 'Choose a medication from the list or type its name, not both',
  packRequired: 'Choose the pack you were given',
  medicationNameLength: `Medication name must be between ${MEDICATION_NAME_MIN_LENGTH} and ${MEDICATION_NAME_MAX_LENGTH} characters`,
  dateInvalid: 'Filled on must be a date, such as 2026-03-14',
  dateTooEarly: 'Filled on must be in 2000 or later',
  dateInFuture: 'Filled on cannot be in the future',
  quantityInvalid: 'Quantity must be a number more than 0',
  quantityTooLarge: `Quantity must be at most ${MAX_QUANTITY.toLocaleString('en-US')}`,
  pricePaidInvalid: 'Price paid must be a dollar amount of 0 or more, such as 12.50',
  pricePaidDecimals: 'Price paid can have at most 2 decimals',
  pricePaidTooLarge: 'Price paid must be at most $100,000.00',
  pharmacyRequired: 'Pharmacy is required',
  pharmacyTooLong: `Pharmacy must be at most ${PHARMACY_MAX_LENGTH} characters`,
  // Not field rules: answers of the API.
  noChanges: 'Change at least one field of the fill',
  medicationRetired: 'This medication is no longer in the catalogue; type its name instead',
  packNotFound: 'This pack is not in the catalogue any more; choose another',
  pharmacyFillLocked: 'A fill from your pharmacy is kept as the pharmacy sent it; it cannot be edited',
  /** 404: the fill was deleted meanwhile (in another tab, say), or is not the caller's. */
  fillNotFound: 'Fill not found',
  /** 404: the person the fill is for was removed from the household meanwhile. */
  personNotFound: 'Membership not found',
} as const;

export type FillMedication =
  | { kind: 'catalogue'; medication_id: number; pricing_id: number }
  | { kind: 'free_text'; name: string };

export type FillInput = {
  membership_id: number;
  medication: FillMedication;
  filled_on: string;
  quantity: number;
  price_paid_cents: number;
  pharmacy: string;
};

/** What a request or a form sends: JSON values, or the strings of a form's fields. */
export type RawFillInput = {
  membership_id?: unknown;
  medication_id?: unknown;
  pricing_id?: unknown;
  medication_name?: unknown;
  filled_on?: unknown;
  quantity?: unknown;
  price_paid?: unknown;
  pharmacy?: unknown;
};

type Result<T> = { ok: true; value: T } | { ok: false; errors: string[] };
type Check<T> = { value: T; error: null } | { value: null; error: string };

const fail = (error: string) => ({ value: null, error }) as const;
const pass = <T>(value: T) => ({ value, error: null }) as const;
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A positive whole id, as a number or the string a select gives ("12"). */
function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

function checkDate(value: unknown, today: string): Check<string> {
  const date = typeof value === 'string' ? parseIsoDate(value.trim()) : null;
  if (!date) return fail(SAVINGS_MESSAGES.dateInvalid);
  if (date < EARLIEST_FILL_DATE) return fail(SAVINGS_MESSAGES.dateTooEarly);
  if (date > today) return fail(SAVINGS_MESSAGES.dateInFuture);
  return pass(date);
}

function checkQuantity(value: unknown): Check<number> {
  const text = typeof value === 'string' ? value.trim() : null;
  const quantity = text !== null && /^\d+(\.\d+)?$/.test(text) ? Number(text) : value;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) {
    return fail(SAVINGS_MESSAGES.quantityInvalid);
  }
  return quantity > MAX_QUANTITY ? fail(SAVINGS_MESSAGES.quantityTooLarge) : pass(quantity);
}

/**
 * Dollars to cents without a float ever deciding a cent: "12.5", "12.50" and 12.5 are 1250;
 * 12.345 is refused rather than rounded, since the member meant some exact amount.
 */
export function parseDollarsToCents(value: unknown): Check<number> {
  let text: string;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) text = String(value);
  else if (typeof value === 'string') text = value.trim().replace(/^\$/, '').replaceAll(',', '');
  else return fail(SAVINGS_MESSAGES.pricePaidInvalid);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return fail(SAVINGS_MESSAGES.pricePaidInvalid);
  const decimals = match[2] ?? '';
  if (decimals.length > 2) return fail(SAVINGS_MESSAGES.pricePaidDecimals);
  const cents = Number(match[1]) * 100 + Number(decimals.padEnd(2, '0'));
  return cents > MAX_PRICE_PAID_CENTS ? fail(SAVINGS_MESSAGES.pricePaidTooLarge) : pass(cents);
}

function checkPharmacy(value: unknown): Check<string> {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '') return fail(SAVINGS_MESSAGES.pharmacyRequired);
  return name.length > PHARMACY_MAX_LENGTH ? fail(SAVINGS_MESSAGES.pharmacyTooLong) : pass(name);
}

function checkMedication(input: RawFillInput): Check<FillMedication> {
  const fromList = !isBlank(input.medication_id) || !isBlank(input.pricing_id);
  const name = typeof input.medication_name === 'string' ? input.medication_name.trim() : input.medication_name;
  const typed = !isBlank(name);
  if (fromList && typed) return fail(SAVINGS_MESSAGES.medicationBoth);
  if (fromList) {
    const medicationId = positiveId(input.medication_id);
    if (medicationId === null) return fail(SAVINGS_MESSAGES.medicationRequired);
    const pricingId = positiveId(input.pricing_id);
    if (pricingId === null) return fail(SAVINGS_MESSAGES.packRequired);
    return pass({ kind: 'catalogue', medication_id: medicationId, pricing_id: pricingId });
  }
  if (!typed) return fail(SAVINGS_MESSAGES.medicationRequired);
  if (
    typeof name !== 'string' ||
    name.length < MEDICATION_NAME_MIN_LENGTH ||
    name.length > MEDICATION_NAME_MAX_LENGTH
  ) {
    return fail(SAVINGS_MESSAGES.medicationNameLength);
  }
  return pass({ kind: 'free_text', name });
}

/**
 * Checks a fill, every problem at once. `today` is the member's calendar day (YYYY-MM-DD): a
 * fill cannot be dated after it. With `partial`, only the fields sent are checked (an edit);
 * the medication counts as sent when any of its three fields is.
 */
export function validateFill(input: RawFillInput, today: string): Result<FillInput>;
export function validateFill(input: RawFillInput, today: string, partial: true): Result<Partial<FillInput>>;
export function validateFill(input: RawFillInput, today: string, partial = false): Result<Partial<FillInput>> {
  const sent = (value: unknown) => !partial || value !== undefined;
  const errors: string[] = [];
  const value: Partial<FillInput> = {};
  const take = <K extends keyof FillInput>(key: K, check: Check<FillInput[K]>) => {
    if (check.error !== null) errors.push(check.error);
    else value[key] = check.value;
  };
  if (sent(input.membership_id)) {
    const id = positiveId(input.membership_id);
    take('membership_id', id === null ? fail(SAVINGS_MESSAGES.personRequired) : pass(id));
  }
  if (!partial || [input.medication_id, input.pricing_id, input.medication_name].some((v) => v !== undefined)) {
    take('medication', checkMedication(input));
  }
  if (sent(input.filled_on)) take('filled_on', checkDate(input.filled_on, today));
  if (sent(input.quantity)) take('quantity', checkQuantity(input.quantity));
  if (sent(input.price_paid)) {
    const cents = parseDollarsToCents(input.price_paid);
    take('price_paid_cents', cents.error === null ? cents : fail(cents.error));
  }
  if (sent(input.pharmacy)) take('pharmacy', checkPharmacy(input.pharmacy));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** "30 tablets · 30 days": a catalogue pack as the ledger names it. */
export function packLabel(pack: { quantity: number; quantity_unit: string; day_supply: number | null }): string {
  const amount = `${pack.quantity.toLocaleString('en-US')} ${pack.quantity_unit}`;
  return pack.day_supply === null ? amount : `${amount} · ${pack.day_supply} days`;
}

// ——— The maths ———

export type LedgerEntry = {
  membership_id: number;
  filled_on: string;
  price_paid_cents: number;
  /** Null when unknown (a free-text fill): then there is no saving to claim. */
  retail_cents: number | null;
};

/**
 * `paid` counts every fill. `retail` and `saving` count only the fills with a known retail
 * price, so a free-text fill never makes a saving look bigger or smaller; `unpriced_fills` says
 * how many were left out. A fill paid above retail has a negative saving, and it counts.
 */
export type Totals = {
  paid_cents: number;
  retail_cents: number;
  saving_cents: number;
  fills: number;
  unpriced_fills: number;
};

export type Period = { this_year: Totals; all_time: Totals };

/** retail − paid, or null without a retail price. Negative when the member paid more. */
export function fillSavingCents(entry: Pick<LedgerEntry, 'price_paid_cents' | 'retail_cents'>): number | null {
  return entry.retail_cents === null ? null : entry.retail_cents - entry.price_paid_cents;
}

export function totalsOf(entries: readonly LedgerEntry[]): Totals {
  const totals: Totals = { paid_cents: 0, retail_cents: 0, saving_cents: 0, fills: 0, unpriced_fills: 0 };
  for (const entry of entries) {
    totals.fills++;
    totals.paid_cents += entry.price_paid_cents;
    const saving = fillSavingCents(entry);
    if (saving === null) totals.unpriced_fills++;
    else {
      totals.retail_cents += entry.retail_cents as number;
      totals.saving_cents += saving;
    }
  }
  return totals;
}

function periodOf(entries: readonly LedgerEntry[], year: number): Period {
  const prefix = `${year}-`;
  return { this_year: totalsOf(entries.filter((e) => e.filled_on.startsWith(prefix))), all_time: totalsOf(entries) };
}

/** Totals for the household and for each person (in the order given, people with no fills too). */
export function summarizeLedger(
  entries: readonly LedgerEntry[],
  people: readonly { membership_id: number; name: string }[],
  year: number,
): { household: Period; people: ({ membership_id: number; name: string } & Period)[] } {
  return {
    household: periodOf(entries, year),
    people: people.map((person) => ({
      ...person,
      ...periodOf(
        entries.filter((e) => e.membership_id === person.membership_id),
        year,
      ),
    })),
  };
}

export type VerdictKind = 'saved_more' | 'cost_more' | 'even';

/**
 * The year's savings set against the year's fees. `amount_cents` is the difference, never
 * negative: how much more it saved (saved_more) or how much more it cost (cost_more).
 */
export function verdictOf(savingCents: number, feesCents: number): { kind: VerdictKind; amount_cents: number } {
  const net = savingCents - feesCents;
  if (net > 0) return { kind: 'saved_more', amount_cents: net };
  if (net < 0) return { kind: 'cost_more', amount_cents: -net };
  return { kind: 'even', amount_cents: 0 };
}

/** Fees paid: what was charged minus what was refunded, each invoice in cents. */
export function feesPaidCents(invoices: readonly { paid_cents: number; refunded_cents: number }[]): number {
  return invoices.reduce((sum, i) => sum + i.paid_cents - i.refunded_cents, 0);
}

/** The calendar date (YYYY-MM-DD) of `at` in an IANA zone; UTC when none is known. */
export function dateIn(at: Date, zone: string | null): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export const yearIn = (at: Date, zone: string | null): number => Number(dateIn(at, zone).slice(0, 4));
