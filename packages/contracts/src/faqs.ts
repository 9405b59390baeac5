import { z } from 'zod';

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
