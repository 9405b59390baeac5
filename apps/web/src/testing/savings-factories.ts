import type { CataloguePack, Fill, SavingsSummary, SavingsTotals } from '@arx/contracts';

let nextId = 1;

/** The catalogue's words of the default fill: Atorvastatin 20 mg tablet, 30 tablets · 30 days. */
export const ATORVASTATIN_PACK: CataloguePack = {
  display_name: 'Atorvastatin',
  strength: '20 mg',
  form: 'tablet',
  quantity: 30,
  quantity_unit: 'tablets',
  day_supply: 30,
};

/** A fill named otherwise than the default is described by its name alone, unless it says its pack. */
export const packFor = (overrides: {
  medication_name?: string;
  pack_label?: string | null;
  catalogue_pack?: CataloguePack | null;
}) =>
  'catalogue_pack' in overrides
    ? (overrides.catalogue_pack ?? null)
    : overrides.medication_name !== undefined || overrides.pack_label !== undefined
      ? null
      : ATORVASTATIN_PACK;

export function buildFill(overrides: Partial<Fill> = {}): Fill {
  return {
    id: nextId++,
    membership_id: 1,
    person_name: 'Jane Doe',
    medication_id: 3,
    medication_name: 'Atorvastatin 20 mg tablet',
    pack_label: '30 tablets · 30 days',
    filled_on: '2026-03-14',
    quantity: 30,
    price_paid: 4.5,
    retail_price: 40,
    saving: 35.5,
    pharmacy: 'Main Street Pharmacy',
    source: 'member',
    ...overrides,
    catalogue_pack: packFor(overrides),
  };
}

export function buildTotals(overrides: Partial<SavingsTotals> = {}): SavingsTotals {
  return { paid: 0, retail: 0, saving: 0, fills: 0, unpriced_fills: 0, ...overrides };
}

/** A household of one (Jane Doe, membership 1) with the totals given for both periods. */
export function buildSavingsSummary(
  overrides: Partial<SavingsSummary> & { totals?: Partial<SavingsTotals> } = {},
): SavingsSummary {
  const { totals, ...rest } = overrides;
  const period = { this_year: buildTotals(totals), all_time: buildTotals(totals) };
  return {
    year: 2026,
    time_zone: 'UTC',
    household: period,
    people: [{ membership_id: 1, name: 'Jane Doe', ...period }],
    fees_paid_this_year: 9.99,
    verdict: { kind: 'cost_more', amount: 9.99 },
    ...rest,
  };
}
