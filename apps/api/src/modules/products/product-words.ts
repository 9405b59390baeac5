import { type Feature, FeatureSchema } from '@arx/contracts';
import type { Locale } from '@arx/contracts/locales';
import { z } from 'zod';
import type { ProductTranslations } from '../../db/schema';
import type { ProductRecord } from './products.repository';

/** The words of a plan a visitor reads; everything else (prices, ids, order) is the same in every language. */
export type PlanWords = {
  name: string;
  description: string;
  features: Feature[];
  dealText: string | null;
  ctaText: string | null;
};

const FeaturesSchema = z.array(FeatureSchema).min(1);

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * A plan's words in `locale`, each one (name, description, the features as a list, deal text,
 * button text) translated where the translation has it, else the English: a plan is never shown
 * with a blank where the English has words. The column is JSON a person may have written by
 * hand, so a translation that is not the shape the page needs falls back as a missing one does.
 */
export function planWordsIn(product: ProductRecord, locale: Locale): PlanWords {
  const english: PlanWords = {
    name: product.name,
    description: product.description,
    features: product.features,
    dealText: product.dealText,
    ctaText: product.ctaText,
  };
  const translation = locale === 'en' ? undefined : product.translations?.[locale];
  if (!translation) return english;
  const features = FeaturesSchema.safeParse(translation.features);
  return {
    name: hasText(translation.name) ? translation.name : english.name,
    description: hasText(translation.description) ? translation.description : english.description,
    features: features.success ? features.data : english.features,
    dealText: hasText(translation.dealText) ? translation.dealText : english.dealText,
    ctaText: hasText(translation.ctaText) ? translation.ctaText : english.ctaText,
  };
}

/**
 * A plan's name in the member's language: its translation when there is one, else the English
 * name. The translations are operator-entered JSON, so anything missing or malformed falls back:
 * a missing word never holds up an e-mail.
 */
export function planNameIn(locale: Locale, name: string, translations: ProductTranslations | null | undefined): string {
  if (locale === 'en') return name;
  const translated: unknown = translations?.[locale]?.name;
  return typeof translated === 'string' && translated.trim() ? translated.trim() : name;
}
