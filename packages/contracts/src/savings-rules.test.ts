import { describe, expect, it } from 'vitest';
import {
  dateIn,
  feesPaidCents,
  fillSavingCents,
  type LedgerEntry,
  SAVINGS_MESSAGES as M,
  packLabel,
  parseDollarsToCents,
  summarizeLedger,
  totalsOf,
  validateFill,
  verdictOf,
  yearIn,
} from './savings-rules';

const TODAY = '2026-11-24';
const valid = {
  membership_id: 7,
  medication_id: 3,
  pricing_id: 11,
  filled_on: '2026-11-01',
  quantity: 30,
  price_paid: 4.5,
  pharmacy: 'Main Street Pharmacy',
};
const errorsOf = (input: object) => {
  const result = validateFill(input, TODAY);
  return result.ok ? [] : result.errors;
};
const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  membership_id: 1,
  filled_on: '2026-03-01',
  price_paid_cents: 0,
  retail_cents: null,
  ...overrides,
});

describe('validateFill', () => {
  it('when every field is right, then it gives the fill with the price in cents', () => {
    expect(validateFill(valid, TODAY)).toEqual({
      ok: true,
      value: {
        membership_id: 7,
        medication: { kind: 'catalogue', medication_id: 3, pricing_id: 11 },
        filled_on: '2026-11-01',
        quantity: 30,
        price_paid_cents: 450,
        pharmacy: 'Main Street Pharmacy',
      },
    });
  });

  it('when the form sends strings, then they are read like numbers, and free text is trimmed', () => {
    const result = validateFill(
      {
        ...valid,
        medication_id: '',
        pricing_id: '',
        medication_name: '  Compounded cream ',
        quantity: '2.5',
        price_paid: '$1,012.05',
        membership_id: '7',
      },
      TODAY,
    );
    expect(result).toMatchObject({
      ok: true,
      value: {
        medication: { kind: 'free_text', name: 'Compounded cream' },
        quantity: 2.5,
        price_paid_cents: 101205,
        membership_id: 7,
      },
    });
  });

  it('when everything is missing, then every message comes at once', () => {
    expect(errorsOf({})).toEqual([
      M.personRequired,
      M.medicationRequired,
      M.dateInvalid,
      M.quantityInvalid,
      M.pricePaidInvalid,
      M.pharmacyRequired,
    ]);
  });

  it.each([
    [{ medication_name: 'Aspirin' }, M.medicationBoth],
    [{ pricing_id: undefined }, M.packRequired],
    [{ medication_id: undefined, pricing_id: undefined, medication_name: 'A' }, M.medicationNameLength],
    [{ medication_id: undefined, pricing_id: undefined, medication_name: 'x'.repeat(121) }, M.medicationNameLength],
    [{ filled_on: '2026-11-25' }, M.dateInFuture],
    [{ filled_on: '1999-12-31' }, M.dateTooEarly],
    [{ filled_on: '2026-02-30' }, M.dateInvalid],
    [{ quantity: 0 }, M.quantityInvalid],
    [{ quantity: -1 }, M.quantityInvalid],
    [{ quantity: 100_001 }, M.quantityTooLarge],
    [{ price_paid: -0.01 }, M.pricePaidInvalid],
    [{ price_paid: '12.345' }, M.pricePaidDecimals],
    [{ price_paid: 12.345 }, M.pricePaidDecimals],
    [{ price_paid: 'twelve' }, M.pricePaidInvalid],
    [{ price_paid: 100_000.01 }, M.pricePaidTooLarge],
    [{ pharmacy: '   ' }, M.pharmacyRequired],
    [{ pharmacy: 'p'.repeat(101) }, M.pharmacyTooLong],
    [{ membership_id: 0 }, M.personRequired],
  ])('when %o, then "%s"', (change, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual([message]);
  });

  it('when the date is today, 2000-01-01, the price is 0 and the names are at their limits, then it passes', () => {
    for (const change of [
      { filled_on: TODAY },
      { filled_on: '2000-01-01' },
      { price_paid: 0 },
      { pharmacy: 'p'.repeat(100) },
      { medication_id: undefined, pricing_id: undefined, medication_name: 'ab' },
      { medication_id: undefined, pricing_id: undefined, medication_name: 'x'.repeat(120) },
    ]) {
      expect(errorsOf({ ...valid, ...change }), JSON.stringify(change)).toEqual([]);
    }
  });

  it('when partial, then only the fields sent are checked, and nothing sent is an empty change', () => {
    expect(validateFill({}, TODAY, true)).toEqual({ ok: true, value: {} });
    expect(validateFill({ price_paid: '3.1' }, TODAY, true)).toEqual({ ok: true, value: { price_paid_cents: 310 } });
    expect(validateFill({ pricing_id: 4 }, TODAY, true)).toEqual({ ok: false, errors: [M.medicationRequired] });
  });
});

describe('parseDollarsToCents', () => {
  it('never lets a float decide a cent', () => {
    expect(parseDollarsToCents(0.29).value).toBe(29);
    expect(parseDollarsToCents(1.005).error).toBe(M.pricePaidDecimals);
    expect(parseDollarsToCents(19.99).value).toBe(1999);
    expect(parseDollarsToCents('0.1').value).toBe(10);
    expect(parseDollarsToCents(1e21).error).toBe(M.pricePaidInvalid);
  });
});

describe('the maths', () => {
  it('saving is retail − paid, negative when paid above retail, and null without a retail price', () => {
    expect(fillSavingCents({ retail_cents: 1000, price_paid_cents: 250 })).toBe(750);
    expect(fillSavingCents({ retail_cents: 1000, price_paid_cents: 1201 })).toBe(-201);
    expect(fillSavingCents({ retail_cents: null, price_paid_cents: 500 })).toBeNull();
  });

  it('totals count a negative saving honestly and leave unpriced fills out of retail and saving', () => {
    const totals = totalsOf([
      entry({ price_paid_cents: 250, retail_cents: 1000 }),
      entry({ price_paid_cents: 1201, retail_cents: 1000 }),
      entry({ price_paid_cents: 999, retail_cents: null }),
    ]);
    expect(totals).toEqual({ paid_cents: 2450, retail_cents: 2000, saving_cents: 549, fills: 3, unpriced_fills: 1 });
  });

  it('with no fills, every total is 0', () => {
    expect(totalsOf([])).toEqual({ paid_cents: 0, retail_cents: 0, saving_cents: 0, fills: 0, unpriced_fills: 0 });
  });

  it('ten thousand one-cent savings add up to exactly $100.00', () => {
    const many = Array.from({ length: 10_000 }, () => entry({ price_paid_cents: 9, retail_cents: 10 }));
    expect(totalsOf(many).saving_cents).toBe(10_000);
  });

  it('splits this year from all time, per person (people without fills included) and for the household', () => {
    const summary = summarizeLedger(
      [
        entry({ membership_id: 1, filled_on: '2026-01-01', price_paid_cents: 100, retail_cents: 500 }),
        entry({ membership_id: 1, filled_on: '2025-12-31', price_paid_cents: 100, retail_cents: 300 }),
        entry({ membership_id: 2, filled_on: '2026-06-01', price_paid_cents: 50, retail_cents: null }),
      ],
      [
        { membership_id: 1, name: 'Ann' },
        { membership_id: 2, name: 'Kid' },
        { membership_id: 3, name: 'Dog' },
      ],
      2026,
    );
    expect(summary.household.this_year).toMatchObject({ paid_cents: 150, saving_cents: 400, fills: 2 });
    expect(summary.household.all_time).toMatchObject({ paid_cents: 250, saving_cents: 600, fills: 3 });
    expect(summary.people.map((p) => [p.name, p.this_year.saving_cents, p.all_time.saving_cents])).toEqual([
      ['Ann', 400, 600],
      ['Kid', 0, 0],
      ['Dog', 0, 0],
    ]);
    expect(summary.people[1]!.this_year.unpriced_fills).toBe(1);
  });

  it('the verdict is the difference between saving and fees, either way, never negative', () => {
    expect(verdictOf(12_000, 9_900)).toEqual({ kind: 'saved_more', amount_cents: 2_100 });
    expect(verdictOf(500, 9_900)).toEqual({ kind: 'cost_more', amount_cents: 9_400 });
    expect(verdictOf(-300, 0)).toEqual({ kind: 'cost_more', amount_cents: 300 });
    expect(verdictOf(0, 0)).toEqual({ kind: 'even', amount_cents: 0 });
  });

  it('fees paid are charges minus refunds', () => {
    expect(feesPaidCents([])).toBe(0);
    expect(
      feesPaidCents([
        { paid_cents: 9_900, refunded_cents: 0 },
        { paid_cents: 1_000, refunded_cents: 1_000 },
        { paid_cents: 1_000, refunded_cents: 250 },
      ]),
    ).toBe(10_650);
  });
});

describe('dates in the member’s time zone', () => {
  const newYearUtc = new Date('2027-01-01T03:00:00Z');
  it('New Year in UTC is still the old year in Los Angeles', () => {
    expect(dateIn(newYearUtc, 'America/Los_Angeles')).toBe('2026-12-31');
    expect(yearIn(newYearUtc, 'America/Los_Angeles')).toBe(2026);
    expect(yearIn(newYearUtc, null)).toBe(2027);
  });
});

describe('packLabel', () => {
  it('names the pack with its day supply when it has one', () => {
    expect(packLabel({ quantity: 30, quantity_unit: 'tablets', day_supply: 30 })).toBe('30 tablets · 30 days');
    expect(packLabel({ quantity: 1.5, quantity_unit: 'mL', day_supply: null })).toBe('1.5 mL');
  });
});
