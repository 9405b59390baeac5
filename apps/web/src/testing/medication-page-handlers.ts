import type { Medication, MedicationPageResponse } from '@arx/contracts';
import { medicationSlug } from '@arx/contracts/medication-slug';
import { HttpResponse, http } from 'msw';
import { buildMedication, buildPricing } from './factories';

/**
 * GET /medications/pages/:slug in the mock API: the medications whose display name has that
 * slug, ordered by form then strength like the API, or the API's 404 for any other slug.
 */
const byFormThenStrength = (a: Medication, b: Medication) =>
  a.form.localeCompare(b.form) || a.strength.localeCompare(b.strength, 'en', { numeric: true });

/** The page the API makes of medications sharing one slug (the first one names it). */
export function medicationPageOf(medications: Medication[]): MedicationPageResponse {
  const sorted = [...medications].sort(byFormThenStrength);
  const first = sorted[0];
  if (!first) throw new Error('a medication page needs at least one medication');
  const brands = new Set(sorted.map((m) => m.brand_name));
  return {
    slug: medicationSlug(first.display_name),
    display_name: first.display_name,
    generic_name: first.generic_name,
    brand_name: brands.size === 1 ? first.brand_name : null,
    medication_type: first.medication_type,
    medications: sorted,
  };
}

/** Atorvastatin in two strengths: 30 and 90 days for each, and a pack without a day supply for one. */
export function buildMedicationPage(overrides: Partial<MedicationPageResponse> = {}): MedicationPageResponse {
  const common = { display_name: 'Atorvastatin', brand_name: 'Lipitor', generic_name: 'atorvastatin' };
  const page = medicationPageOf([
    buildMedication({
      ...common,
      strength: '10 mg',
      pricings: [
        buildPricing({ day_supply: 30, quantity: 30, cash_price: 30, member_price: 6 }),
        buildPricing({ day_supply: 90, quantity: 90, cash_price: 80, member_price: 15 }),
      ],
    }),
    buildMedication({
      ...common,
      strength: '20 mg',
      pricings: [
        buildPricing({ day_supply: 90, quantity: 90, cash_price: 110, member_price: 22 }),
        buildPricing({ day_supply: 30, quantity: 30, cash_price: 40, member_price: 9 }),
        buildPricing({ day_supply: null, quantity: 500, cash_price: 400, member_price: 100 }),
      ],
    }),
  ]);
  return { ...page, ...overrides };
}

const notFound = () => HttpResponse.json({ code: 'not_found', message: 'Medication not found' }, { status: 404 });

export function createMedicationPageHandlers(medications: Medication[]) {
  return [
    http.get('*/api/v1/medications/pages/:slug', ({ params }) => {
      const matching = medications.filter((m) => medicationSlug(m.display_name) === params.slug);
      return matching.length > 0 ? HttpResponse.json(medicationPageOf(matching)) : notFound();
    }),
  ];
}

/** For `server.use(...)`: the API answers this page at its slug, and 404 for any other. */
export function serveMedicationPageHandler(page: MedicationPageResponse) {
  return http.get('*/api/v1/medications/pages/:slug', ({ params }) =>
    params.slug === page.slug ? HttpResponse.json(page) : notFound(),
  );
}
