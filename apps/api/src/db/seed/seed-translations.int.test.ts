import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { faqs, products } from '../schema';
import { seedIfEmpty } from './seed';
import { loadFaqSeeds, loadPlanSeeds } from './seed-data';

describe('the seed in Spanish', () => {
  it('has a Spanish name, description and features for every plan, and a question and answer for every FAQ', () => {
    for (const plan of loadPlanSeeds()) {
      const es = plan.translations?.es;
      expect(es, plan.slug).toBeDefined();
      expect(es!.name.trim()).not.toBe('');
      expect(es!.description).not.toBe(plan.description);
      expect(es!.features).toHaveLength(plan.features.length);
      expect(es!.dealText === null).toBe(plan.deal_text === null);
    }
    for (const faq of loadFaqSeeds()) {
      const es = faq.translations?.es;
      expect(es, faq.question).toBeDefined();
      expect(es!.question).not.toBe(faq.question);
      expect(es!.answerHtml).not.toBe(faq.answer);
    }
  });
});

describe('a database seeded before the plans and FAQs had Spanish', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('gets the seed’s Spanish on the next start where it has none, and never over an operator’s edit', async () => {
    const db = database.db;
    const first = await seedIfEmpty(db);
    expect(first).toMatchObject({ plans: 3, translations: 0 });
    expect(first?.faqs).toBeGreaterThanOrEqual(15);
    // As an older release left it: no Spanish anywhere.
    await db.update(products).set({ translations: {} });
    await db.update(faqs).set({ translations: {} });
    // An operator changed one answer, and wrote their own Spanish for another FAQ.
    const [changed, translated] = await db.select().from(faqs).orderBy(faqs.rank).limit(2);
    await db.update(faqs).set({ answerHtml: '<p>Rewritten by an operator.</p>' }).where(eq(faqs.id, changed!.id));
    const own = { es: { question: '¿Qué es?', answerHtml: '<p>Lo escribió un operador.</p>' } };
    await db.update(faqs).set({ translations: own }).where(eq(faqs.id, translated!.id));

    const faqCount = (await db.select().from(faqs)).length;
    const report = await seedIfEmpty(db);
    expect(report).toEqual({ plans: 0, faqs: 0, medications: 0, corrections: 0, translations: 3 + faqCount - 2 });

    const plans = await db.select().from(products).orderBy(products.rank);
    expect(plans.map((p) => p.translations.es?.name)).toEqual(['Individual', 'Pareja/Mascota', 'Familiar']);
    const rows = await db.select().from(faqs);
    expect(rows.find((f) => f.id === changed!.id)?.translations).toEqual({});
    expect(rows.find((f) => f.id === translated!.id)?.translations).toEqual(own);
    expect(rows.filter((f) => f.translations.es === undefined)).toHaveLength(1);

    // Once is enough: a restart finds nothing to add.
    expect(await seedIfEmpty(db)).toBeNull();
    const [{ n } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(faqs)
      .where(sql`${faqs.translations} -> 'es' is not null`);
    expect(n).toBe(faqCount - 1);
  });
});
