import { type Faq, FaqListResponseSchema } from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonAnswer, sendJsonAnswer } from '../../lib/http-cache';
import { createFaqHtmlSanitizer } from '../../lib/sanitize-html';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ModuleDeps } from '../module-deps';
import { type FaqRecord, findFaqs } from './faqs.repository';

const tags = ['faqs'];

/** FAQs change rarely; every instance re-reads them at most once a second. */
const FAQS_TTL_MS = 1000;

function toFaq(f: FaqRecord, answer: string): Faq {
  return { id: f.id, question: f.question, answer, rank: f.rank, highlighted: f.highlighted };
}

export const faqsRoutes =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Sanitized again on the way out: a row written around the seed (by hand, by an older
    // release) must not reach a page with a script in it. Memoized per answer text, so the
    // reload every FAQS_TTL_MS costs a map lookup per FAQ, not a parse.
    const sanitizer = createFaqHtmlSanitizer();
    const answers = createTtlCache(async () => {
      // Rank order; the highlighted list keeps it.
      const rows = await findFaqs(db, { highlightedOnly: false });
      const faqs = rows.map((f) => toFaq(f, sanitizer.sanitize(f.answerHtml)));
      sanitizer.retainOnly(rows.map((f) => f.answerHtml));
      return {
        all: jsonAnswer(FaqListResponseSchema, { faqs }),
        highlighted: jsonAnswer(FaqListResponseSchema, { faqs: faqs.filter((f) => f.highlighted) }),
      };
    }, FAQS_TTL_MS);

    app.get('/faqs', { schema: { tags, response: { 200: FaqListResponseSchema } } }, async (request, reply) => {
      return sendJsonAnswer(request, reply, (await answers.get()).all);
    });

    app.get(
      '/faqs/highlighted',
      { schema: { tags, response: { 200: FaqListResponseSchema } } },
      async (request, reply) => {
        return sendJsonAnswer(request, reply, (await answers.get()).highlighted);
      },
    );
  };
