import { isDeepStrictEqual } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { sanitizeFaqHtml } from '../../lib/sanitize-html';
import type { Database } from '../client';
import { type FaqTranslations, faqs, products } from '../schema';
import type { FaqSeed, PlanSeed } from './seed-data';

/** A seed FAQ's translations, their answers sanitized as the English (the table holds safe HTML only). */
export function sanitizedFaqTranslations(seed: FaqSeed): FaqTranslations {
  const es = seed.translations?.es;
  return es ? { es: { question: es.question, answerHtml: sanitizeFaqHtml(es.answerHtml) } } : {};
}

/** The plan's English words are still the seed's: its translation is still a translation of them. */
const isAsSeeded = (row: typeof products.$inferSelect, seed: PlanSeed) =>
  row.name === seed.name &&
  row.description === seed.description &&
  row.dealText === seed.deal_text &&
  row.ctaText === seed.cta_text &&
  isDeepStrictEqual(row.features, seed.features);

/**
 * A database seeded before the plans and FAQs had their Spanish gets the seed's: a plan (by
 * slug) or an FAQ (by question) with no Spanish yet, whose English is still as seeded. An
 * operator's edit (of the English, or a Spanish they wrote) is never overwritten; the update
 * checks again that there is no Spanish, in case one was saved meanwhile. Returns how many rows
 * got their Spanish.
 */
export async function addSeedTranslations(db: Database, plans: PlanSeed[], faqSeeds: FaqSeed[]): Promise<number> {
  let added = 0;
  for (const row of await db.select().from(products)) {
    const seed = plans.find((plan) => plan.slug === row.slug);
    const es = seed?.translations?.es;
    if (row.translations?.es || !seed || !es || !isAsSeeded(row, seed)) continue;
    const updated = await db
      .update(products)
      .set({ translations: { ...row.translations, es }, updatedAt: new Date() })
      .where(and(eq(products.id, row.id), sql`${products.translations} -> 'es' is null`))
      .returning({ id: products.id });
    added += updated.length;
  }
  for (const row of await db.select().from(faqs)) {
    const seed = faqSeeds.find((faq) => faq.question === row.question);
    const es = seed && sanitizedFaqTranslations(seed).es;
    if (row.translations?.es || !seed || !es || row.answerHtml !== sanitizeFaqHtml(seed.answer)) continue;
    const updated = await db
      .update(faqs)
      .set({ translations: { ...row.translations, es }, updatedAt: new Date() })
      .where(and(eq(faqs.id, row.id), sql`${faqs.translations} -> 'es' is null`))
      .returning({ id: faqs.id });
    added += updated.length;
  }
  return added;
}
