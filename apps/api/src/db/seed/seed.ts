import { sql } from 'drizzle-orm';
import { sanitizeFaqHtml } from '../../lib/sanitize-html';
import { importCatalogCsv } from '../../modules/medications/catalog-io/catalog-import';
import type { Database } from '../client';
import { faqs, medications, prices, products } from '../schema';
import { withTransaction } from '../transaction';
import { correctSeedFaqs } from './seed-corrections';
import { type FaqSeed, loadFaqSeeds, loadMedicationCsv, loadPlanSeeds, type PlanSeed } from './seed-data';
import { addSeedTranslations, sanitizedFaqTranslations } from './seed-translations';

/**
 * What a start-up seed added; `corrections`: FAQs of an older seed given the answer that replaced
 * one the club no longer stands by; `translations`: plans and FAQs of an older seed given their Spanish.
 */
export type SeedReport = {
  plans: number;
  faqs: number;
  medications: number;
  corrections: number;
  translations: number;
};

/** Yearly = 11 × monthly: "1 month free". */
export const YEARLY_MONTHS_CHARGED = 11;

async function isEmpty(db: Database, table: typeof products | typeof faqs | typeof medications): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
  return (row?.n ?? 0) === 0;
}

export async function seedPlans(db: Database, plans: PlanSeed[]): Promise<void> {
  await withTransaction(db, async (tx) => {
    for (const plan of plans) {
      const [product] = await tx
        .insert(products)
        .values({
          slug: plan.slug,
          name: plan.name,
          planType: plan.plan_type,
          description: plan.description,
          maxMembers: plan.max_members,
          popular: plan.popular,
          features: plan.features,
          dealText: plan.deal_text,
          ctaText: plan.cta_text,
          ctaButtonColor: plan.cta_button_color,
          rank: plan.rank,
          groupCode: plan.group_code,
          binNumber: plan.bin_number,
          translations: plan.translations ?? {},
        })
        .returning({ id: products.id });
      const monthlyCents = Math.round(plan.monthly_price * 100);
      await tx.insert(prices).values([
        { productId: product!.id, billingInterval: 'month', amountCents: monthlyCents, trialDays: plan.trial_days },
        {
          productId: product!.id,
          billingInterval: 'year',
          amountCents: monthlyCents * YEARLY_MONTHS_CHARGED,
          trialDays: plan.trial_days,
        },
      ]);
    }
  });
}

/** Sanitized on the way in as well as on the way out (faqs.routes.ts): the table holds safe HTML only. */
export async function seedFaqs(db: Database, faqSeeds: FaqSeed[]): Promise<void> {
  if (faqSeeds.length === 0) return;
  await db.insert(faqs).values(
    faqSeeds.map((f) => ({
      question: f.question,
      answerHtml: sanitizeFaqHtml(f.answer),
      rank: f.rank,
      highlighted: f.highlighted,
      translations: sanitizedFaqTranslations(f),
    })),
  );
}

/**
 * Fills each empty part of the catalogue (plans, FAQs, medications) from the demo seed. Parts
 * that already hold data are left alone, so restarting never duplicates anything; but FAQs still
 * giving an answer the seed has corrected get the correction (seed-corrections.ts), and plans and
 * FAQs seeded before they had Spanish get the seed's Spanish where they have none
 * (seed-translations.ts).
 */
export async function seedIfEmpty(db: Database): Promise<SeedReport | null> {
  const report: SeedReport = { plans: 0, faqs: 0, medications: 0, corrections: 0, translations: 0 };
  const plans = loadPlanSeeds();
  const faqSeeds = loadFaqSeeds();
  if (await isEmpty(db, products)) {
    await seedPlans(db, plans);
    report.plans = plans.length;
  }
  if (await isEmpty(db, faqs)) {
    await seedFaqs(db, faqSeeds);
    report.faqs = faqSeeds.length;
  }
  if (await isEmpty(db, medications)) {
    const result = await importCatalogCsv(db, loadMedicationCsv());
    report.medications = result.medications.created;
  }
  report.corrections = await correctSeedFaqs(db, faqSeeds);
  report.translations = await addSeedTranslations(db, plans, faqSeeds);
  return Object.values(report).some((count) => count > 0) ? report : null;
}
