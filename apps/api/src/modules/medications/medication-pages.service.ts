import { type Medication, type MedicationPageResponse, medicationSlug } from '@arx/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { comparePagePlaces } from './medication-page-order';
import { findDisplayNames, findMedicationsBySlug } from './medication-pages.repository';
import { findPricings } from './medications.repository';
import { toMedication } from './medications.service';

/** A page's answer without its medications: what both answer paths put around them. */
export type PageSummary = Omit<MedicationPageResponse, 'medications'>;
type SummaryFields = Pick<Medication, 'display_name' | 'generic_name' | 'brand_name' | 'medication_type'>;

/**
 * Only a slug as medicationSlug writes it has a page. Any other spelling ("Atorvastatin",
 * "atorvastatin-") answers 404 like an unknown one, rather than 400: the address came from a
 * link, and the web app shows its helpful not-found page for it either way.
 */
export function isPageSlug(slug: string): boolean {
  return slug.length > 0 && medicationSlug(slug) === slug;
}

/**
 * The medications a page shows, in page order: the priced ones. When none of them is priced the
 * page still answers 200 with all of them (and no prices), so a drug whose prices are briefly
 * missing between two imports keeps its address and its place in search engines, and the page
 * says "no prices yet" instead of "no such medication".
 */
export function shownOnPage<T>(ordered: T[], isPriced: (medication: T) => boolean): T[] {
  const priced = ordered.filter(isPriced);
  return priced.length > 0 ? priced : ordered;
}

/** The page's heading fields, from its medications in page order (at least one). */
export function pageSummary(slug: string, shown: SummaryFields[]): PageSummary {
  const first = shown[0] as SummaryFields;
  const brands = new Set(shown.map((m) => m.brand_name));
  // Keys in the response schema's order, so the index's JSON matches the serialised object.
  return {
    slug,
    display_name: first.display_name,
    generic_name: first.generic_name,
    brand_name: brands.size === 1 ? first.brand_name : null,
    medication_type: shown.every((m) => m.medication_type === 'brand') ? 'brand' : 'generic',
  };
}

/** The page from the database: the fallback while the catalogue is not in memory. */
export async function getMedicationPage(db: Database, slug: string): Promise<MedicationPageResponse> {
  const rows = isPageSlug(slug) ? await findMedicationsBySlug(db, slug) : [];
  if (rows.length === 0) throw AppError.notFound('Medication');
  const pricingsById = await findPricings(
    db,
    rows.map((m) => m.id),
  );
  const shown = shownOnPage(rows.sort(comparePagePlaces), (m) => pricingsById.has(m.id));
  const medications = shown.map((m) => toMedication(m, pricingsById.get(m.id) ?? []));
  return { ...pageSummary(slug, medications), medications };
}

/** Every page's slug, sorted, each once; a name without letters or digits has no page. */
export function sortedPageSlugs(displayNames: Iterable<string>): string[] {
  const slugs = new Set<string>();
  for (const name of displayNames) {
    const slug = medicationSlug(name);
    if (slug) slugs.add(slug);
  }
  return [...slugs].sort();
}

/** Every page's slug from the database, and the catalogue version they are of. */
export async function listMedicationPageSlugsFromDatabase(db: Database): Promise<{ version: number; slugs: string[] }> {
  const { version, names } = await findDisplayNames(db);
  return { version, slugs: sortedPageSlugs(names) };
}
