import { z } from 'zod';
import { LocaleSchema } from './locale-schema';
import { DEFAULT_LOCALE } from './locales';

export const FaqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Sanitized HTML. */
  answer: z.string(),
  rank: z.number().int(),
  highlighted: z.boolean(),
});
export type Faq = z.infer<typeof FaqSchema>;

export const FaqListResponseSchema = z.object({ faqs: z.array(FaqSchema) });
export type FaqListResponse = z.infer<typeof FaqListResponseSchema>;

/**
 * GET /faqs and /faqs/highlighted: `locale=es` answers in Spanish where an FAQ has a translation,
 * in English where it has none (docs/decisions/0019-spanish.md). No locale is English.
 */
export const FaqListQuerySchema = z.object({ locale: LocaleSchema.default(DEFAULT_LOCALE) });
export type FaqListQuery = z.input<typeof FaqListQuerySchema>;
