import { type Faq, FaqListResponseSchema } from '@arx/contracts';
import type { Database } from '../../db/client';
import { type JsonAnswer, jsonAnswer } from '../../lib/http-cache';
import { createFaqHtmlSanitizer } from '../../lib/sanitize-html';
import { createTtlCache } from '../../lib/ttl-cache';
import { type FaqRecord, findFaqs } from './faqs.repository';

/** FAQs change rarely; every instance re-reads them at most once a second. */
const FAQS_TTL_MS = 1000;

function toFaq(f: FaqRecord, answer: string): Faq {
  return { id: f.id, question: f.question, answer, rank: f.rank, highlighted: f.highlighted };
}

export type FaqAnswers = { all: JsonAnswer; highlighted: JsonAnswer };

/**
 * The two FAQ lists as ready answers, re-read every FAQS_TTL_MS. Answers are sanitized again on
 * the way out: a row written around the seed (by hand, by an older release) must not reach a
 * page with a script in it. Memoized per answer text, so the reload costs a map lookup per FAQ,
 * not a parse.
 */
export function createFaqAnswers(db: Database): { get(): Promise<FaqAnswers> } {
  const sanitizer = createFaqHtmlSanitizer();
  return createTtlCache(async () => {
    // Rank order; the highlighted list keeps it.
    const rows = await findFaqs(db, { highlightedOnly: false });
    const faqs = rows.map((f) => toFaq(f, sanitizer.sanitize(f.answerHtml)));
    sanitizer.retainOnly(rows.map((f) => f.answerHtml));
    return {
      all: jsonAnswer(FaqListResponseSchema, { faqs }),
      highlighted: jsonAnswer(FaqListResponseSchema, { faqs: faqs.filter((f) => f.highlighted) }),
    };
  }, FAQS_TTL_MS);
}
