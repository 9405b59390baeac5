import { type Faq, FaqListResponseSchema } from '@arx/contracts';
import { LOCALES, type Locale } from '@arx/contracts/locales';
import type { Database } from '../../db/client';
import { type JsonAnswer, jsonAnswer } from '../../lib/http-cache';
import { createFaqHtmlSanitizer } from '../../lib/sanitize-html';
import { createTtlCache } from '../../lib/ttl-cache';
import { type FaqRecord, findFaqs } from './faqs.repository';

/** FAQs change rarely; every instance re-reads them at most once a second. */
const FAQS_TTL_MS = 1000;

type Sanitize = (html: string) => string;

/** Whether sanitized HTML still shows any words. */
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/**
 * The question and answer in `locale`: its translation when it has both a question and an answer
 * with words left once sanitized, else the English (a half-translated FAQ would mix languages).
 */
function wordsIn(row: FaqRecord, locale: Locale, sanitize: Sanitize): { question: string; answer: string } {
  const english = () => ({ question: row.question, answer: sanitize(row.answerHtml) });
  const translation = locale === 'en' ? undefined : row.translations?.[locale];
  // The column is JSON: a row written by hand may hold anything.
  if (typeof translation?.question !== 'string' || typeof translation.answerHtml !== 'string') return english();
  const question = translation.question.trim();
  const answer = sanitize(translation.answerHtml);
  return question !== '' && hasText(answer) ? { question, answer } : english();
}

function toFaq(row: FaqRecord, locale: Locale, sanitize: Sanitize): Faq {
  return { id: row.id, ...wordsIn(row, locale, sanitize), rank: row.rank, highlighted: row.highlighted };
}

/** Every answer text an FAQ holds, in every language. */
const answerTexts = (row: FaqRecord) => [
  row.answerHtml,
  ...Object.values(row.translations ?? {}).flatMap((t) => (typeof t?.answerHtml === 'string' ? [t.answerHtml] : [])),
];

export type FaqAnswers = Record<Locale, { all: JsonAnswer; highlighted: JsonAnswer }>;

/**
 * The two FAQ lists in each language as ready answers, re-read every FAQS_TTL_MS. One read
 * makes every language's, so an edit shows in all of them at once. Answers are sanitized again
 * on the way out, translations as the English: a row written around the seed (by hand, by an
 * older release) must not reach a page with a script in it. Memoized per answer text, so the
 * reload costs a map lookup per answer, not a parse.
 */
export function createFaqAnswers(db: Database): { get(): Promise<FaqAnswers> } {
  const sanitizer = createFaqHtmlSanitizer();
  const sanitize = (html: string) => sanitizer.sanitize(html);
  return createTtlCache(async () => {
    // Rank order; the highlighted list keeps it.
    const rows = await findFaqs(db, { highlightedOnly: false });
    const answers = {} as FaqAnswers;
    for (const locale of LOCALES) {
      const faqs = rows.map((row) => toFaq(row, locale, sanitize));
      answers[locale] = {
        all: jsonAnswer(FaqListResponseSchema, { faqs }),
        highlighted: jsonAnswer(FaqListResponseSchema, { faqs: faqs.filter((f) => f.highlighted) }),
      };
    }
    sanitizer.retainOnly(rows.flatMap(answerTexts));
    return answers;
  }, FAQS_TTL_MS);
}
