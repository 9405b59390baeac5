import fs from 'node:fs';
import type { Feature } from '@arx/contracts';
import { FeatureSchema, PlanTypeSchema } from '@arx/contracts';
import { z } from 'zod';
import { findApiPath } from '../../lib/paths';
import type { FaqTranslations, ProductTranslations } from '../schema';
import { FAQS_ES } from './faqs-es';
import { PLANS_ES } from './plans-es';

/**
 * The demo catalogue shipped in apps/api/seed. Its prices are SAMPLE DATA for a demo, not
 * real quotes; the medications themselves are real US-market products.
 */
const PlanSeedSchema = z.object({
  slug: z.string(),
  name: z.string(),
  plan_type: PlanTypeSchema,
  description: z.string(),
  max_members: z.number().int().min(1),
  popular: z.boolean(),
  monthly_price: z.number().positive(),
  trial_days: z.number().int().min(0),
  deal_text: z.string().nullable(),
  cta_text: z.string().nullable(),
  cta_button_color: z.string().nullable(),
  rank: z.number().int(),
  group_code: z.string().regex(/^[A-Z0-9]{4,12}$/),
  bin_number: z.string().regex(/^\d{6}$/),
  features: z.array(FeatureSchema),
});
/** A plan of the seed; `translations` are its words in other languages (plans-es.ts). */
export type PlanSeed = z.infer<typeof PlanSeedSchema> & { features: Feature[]; translations?: ProductTranslations };

const FaqSeedSchema = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
  rank: z.number().int(),
  highlighted: z.boolean(),
});
/** An FAQ of the seed; `translations` are its question and answer in other languages (faqs-es.ts). */
export type FaqSeed = z.infer<typeof FaqSeedSchema> & { translations?: FaqTranslations };

function readJson(relative: string): unknown {
  return JSON.parse(fs.readFileSync(findApiPath(relative), 'utf8'));
}

/** The demo plans, each with its Spanish where plans-es.ts has it (by slug). */
export function loadPlanSeeds(): PlanSeed[] {
  return z
    .array(PlanSeedSchema)
    .parse(readJson('seed/plans.json'))
    .map((plan) => {
      const es = PLANS_ES[plan.slug];
      return { ...plan, translations: es ? { es } : {} };
    });
}

/** The demo FAQs, each with its Spanish where faqs-es.ts has it (by English question). */
export function loadFaqSeeds(): FaqSeed[] {
  return z
    .array(FaqSeedSchema)
    .parse(readJson('seed/faqs.json'))
    .map((faq) => {
      const es = FAQS_ES[faq.question];
      return { ...faq, translations: es ? { es } : {} };
    });
}

export function loadMedicationCsv(): string {
  return fs.readFileSync(findApiPath('seed/medications.csv'), 'utf8');
}
