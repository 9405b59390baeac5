import { z } from 'zod';
import { MedicationSchema, MedicationTypeSchema } from './medications';

/**
 * A medication's public page lives at /drugs/<slug>: its display name in lower case, accents
 * dropped, every run of other characters one hyphen ("Atorvastatin" → "atorvastatin",
 * "Insulin Glargine (Lantus)" → "insulin-glargine-lantus"). Every strength, form and pack of
 * the medications sharing that name is on the one page. Zod-free, so the web app's links can
 * use it without the schemas (import from '@arx/contracts/medication-slug').
 */
export { MEDICATION_PAGE_PATH, medicationSlug } from './medication-slug';

/**
 * Any text is accepted: a slug that is not as medicationSlug writes it ("Atorvastatin",
 * "atorvastatin-") answers 404 like an unknown one, not 400, since it came from a link and the
 * page shows the same helpful not-found for both.
 */
export const MedicationPageParamsSchema = z.object({
  slug: z.string(),
});

export const MedicationPageResponseSchema = z.object({
  slug: z.string(),
  /** The display name as the catalogue writes it (the first medication's, when several share the slug). */
  display_name: z.string(),
  /** The first medication's. */
  generic_name: z.string(),
  /** Set when every medication on the page is the same brand. */
  brand_name: z.string().nullable(),
  /** brand when every medication on the page is a brand, else generic. */
  medication_type: MedicationTypeSchema,
  /**
   * Every strength and form that has a price, ordered by form then strength (by its amount:
   * 5 mg before 10 mg), each with all of its packs' prices (30-day, 90-day and other packs).
   * When none has a price yet, all of them, with no prices: the page still answers.
   */
  medications: z.array(MedicationSchema),
});
export type MedicationPageResponse = z.infer<typeof MedicationPageResponseSchema>;
