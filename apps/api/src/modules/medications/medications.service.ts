import {
  centsToDollars,
  DAY_SUPPLY_OPTIONS,
  formatUsd,
  type Medication,
  type MedicationListQuery,
  type MedicationListResponse,
  type MedicationSearchQuery,
  type MedicationSuggestion,
  type MedicationType,
  type Pricing,
  roundedPercent,
} from '@arx/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import {
  findBookmarkedIds,
  findFormTypes,
  findMedicationById,
  findMedications,
  findMedicationTypes,
  findPricings,
  findSuggestions,
  type MedicationRecord,
  type PricingRecord,
} from './medications.repository';

/** Search text is trimmed and case-insensitive; each word must match some field (docs/product.md §5). */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  return search.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/** The stored columns an answer's pricing is made of. */
export type PricingFields = Pick<
  PricingRecord,
  'id' | 'quantity' | 'quantityUnit' | 'daySupply' | 'cashCents' | 'competitorCents' | 'savingsCents'
>;
/** The stored columns an answer's medication is made of. */
export type MedicationFields = Pick<
  MedicationRecord,
  | 'id'
  | 'displayName'
  | 'brandName'
  | 'genericName'
  | 'strength'
  | 'form'
  | 'medicationType'
  | 'fullDescription'
  | 'highlighted'
>;

export function toPricing(p: PricingFields): Pricing {
  const savingsCents = Math.max(0, p.savingsCents);
  const memberCents = p.cashCents - savingsCents;
  return {
    id: p.id,
    quantity: p.quantity,
    quantity_unit: p.quantityUnit,
    day_supply: p.daySupply,
    cash_price: centsToDollars(p.cashCents),
    competitor_price: p.competitorCents === null ? null : centsToDollars(p.competitorCents),
    savings_amount: centsToDollars(savingsCents),
    savings_percentage: roundedPercent(savingsCents, p.cashCents),
    member_price: centsToDollars(memberCents),
    formatted_cash_price: formatUsd(centsToDollars(p.cashCents)),
    formatted_membership_discount: formatUsd(centsToDollars(memberCents)),
  };
}

export function toMedication(m: MedicationFields, pricingRows: PricingFields[], isBookmarked = false): Medication {
  return {
    id: m.id,
    display_name: m.displayName,
    brand_name: m.brandName,
    generic_name: m.genericName,
    strength: m.strength,
    form: m.form,
    medication_type: m.medicationType,
    full_description: m.fullDescription,
    highlighted: m.highlighted,
    is_bookmarked: isBookmarked,
    pricings: pricingRows.map(toPricing),
  };
}

/** The bookmarked medications among these ids; a visitor (no user) has none. */
function bookmarkedIds(db: Database, userId: number | null, medicationIds: number[]): Promise<Set<number>> {
  return userId === null ? Promise.resolve(new Set()) : findBookmarkedIds(db, userId, medicationIds);
}

/** `userId` is the signed-in caller, or null for a visitor; it only decides is_bookmarked. */
export async function listMedications(
  db: Database,
  query: MedicationListQuery,
  userId: number | null = null,
): Promise<MedicationListResponse> {
  const { rows, total } = await findMedications(db, {
    highlighted: query.highlighted,
    hasPrices: query.has_prices,
    words: searchWords(query.search),
    daySupply: query.day_supply,
    limit: query.limit,
    offset: query.offset,
  });
  const ids = rows.map((m) => m.id);
  const [pricingsById, bookmarked] = await Promise.all([
    findPricings(db, ids, query.day_supply),
    bookmarkedIds(db, userId, ids),
  ]);
  return {
    medications: rows.map((m) => toMedication(m, pricingsById.get(m.id) ?? [], bookmarked.has(m.id))),
    total,
  };
}

export async function getMedication(db: Database, id: number, userId: number | null = null): Promise<Medication> {
  const medication = await findMedicationById(db, id);
  if (!medication) throw AppError.notFound('Medication');
  const [pricingsById, bookmarked] = await Promise.all([findPricings(db, [id]), bookmarkedIds(db, userId, [id])]);
  return toMedication(medication, pricingsById.get(id) ?? [], bookmarked.has(id));
}

export async function suggestMedications(db: Database, query: MedicationSearchQuery): Promise<MedicationSuggestion[]> {
  const rows = await findSuggestions(db, searchWords(query.q), query.limit);
  return rows.map(toSuggestion);
}

export function toSuggestion(m: MedicationFields): MedicationSuggestion {
  return {
    id: m.id,
    display_name: m.displayName,
    brand_name: m.brandName,
    generic_name: m.genericName,
    strength: m.strength,
    form: m.form,
  };
}

export async function listMedicationTypes(db: Database): Promise<MedicationType[]> {
  return (await findMedicationTypes(db)) as MedicationType[];
}

export const listFormTypes = findFormTypes;

export function daySupplyOptions() {
  return { day_supply_options: [...DAY_SUPPLY_OPTIONS], default: DAY_SUPPLY_OPTIONS[0] };
}
