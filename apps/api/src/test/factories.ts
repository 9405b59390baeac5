import type { Database } from '../db/client';
import { faqs, medications, pricings } from '../db/schema';
import { bumpCatalogVersion } from '../modules/medications/catalog-io/catalog-import';
import { catalogKey, searchText } from '../modules/medications/catalog-io/catalog-row';

let sequence = 0;

type MedicationOverrides = Partial<{
  display_name: string;
  brand_name: string | null;
  generic_name: string;
  strength: string;
  form: string;
  medication_type: 'generic' | 'brand';
  full_description: string;
  highlighted: boolean;
}>;

type PricingInput = {
  day_supply?: number | null;
  quantity?: number;
  cash_cents: number;
  member_cents: number;
  competitor_cents?: number | null;
};

/** Inserts one medication with the pricings given (default: a 30-day and a 90-day pack). */
export async function createMedication(
  db: Database,
  overrides: MedicationOverrides = {},
  packs: PricingInput[] = [
    { day_supply: 30, cash_cents: 4000, member_cents: 900, competitor_cents: 1500 },
    { day_supply: 90, cash_cents: 11000, member_cents: 2200, competitor_cents: 3600 },
  ],
) {
  sequence++;
  const fields = {
    display_name: overrides.display_name ?? `Testamine ${sequence}`,
    brand_name: overrides.brand_name ?? null,
    generic_name: overrides.generic_name ?? `testamine ${sequence}`,
    strength: overrides.strength ?? '10 mg',
    form: overrides.form ?? 'tablet',
    medication_type: overrides.medication_type ?? 'generic',
    full_description: overrides.full_description ?? 'A test medication.',
    highlighted: overrides.highlighted ?? false,
  };
  const [medication] = await db
    .insert(medications)
    .values({
      catalogKey: catalogKey(fields),
      displayName: fields.display_name,
      brandName: fields.brand_name,
      genericName: fields.generic_name,
      strength: fields.strength,
      form: fields.form,
      medicationType: fields.medication_type,
      fullDescription: fields.full_description,
      highlighted: fields.highlighted,
      searchText: searchText(fields),
    })
    .returning();
  if (packs.length > 0) {
    await db.insert(pricings).values(
      packs.map((p) => ({
        medicationId: medication!.id,
        quantity: p.quantity ?? p.day_supply ?? 1,
        quantityUnit: 'tablets',
        daySupply: p.day_supply ?? null,
        cashCents: p.cash_cents,
        competitorCents: p.competitor_cents ?? null,
        savingsCents: p.cash_cents - p.member_cents,
      })),
    );
  }
  // Like an import: instances keeping the catalogue in memory notice the change.
  await bumpCatalogVersion(db);
  return medication!;
}

export async function createFaq(
  db: Database,
  overrides: Partial<{ question: string; answer: string; rank: number; highlighted: boolean }> = {},
) {
  sequence++;
  const [faq] = await db
    .insert(faqs)
    .values({
      question: overrides.question ?? `Question ${sequence}?`,
      answerHtml: overrides.answer ?? `<p>Answer ${sequence}.</p>`,
      rank: overrides.rank ?? sequence,
      highlighted: overrides.highlighted ?? false,
    })
    .returning();
  return faq!;
}

/** A complete, valid card-holder profile as the API takes it (docs/product.md §5), for tests that need one. */
export const ADULT_PROFILE = {
  date_of_birth: '1980-01-01',
  sex: 'female',
  address_street: '12 Main Street',
  address_city: 'Boise',
  address_state: 'ID',
  address_zip: '83702',
};
