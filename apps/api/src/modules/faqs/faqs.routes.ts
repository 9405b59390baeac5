import { type Faq, FaqListResponseSchema } from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonAnswer, sendJsonAnswer } from '../../lib/http-cache';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ModuleDeps } from '../register-modules';
import { type FaqRecord, findFaqs } from './faqs.repository';

const tags = ['faqs'];

/** FAQs change rarely; every instance re-reads them at most once a second. */
const FAQS_TTL_MS = 1000;

function toFaq(f: FaqRecord): Faq {
  return { id: f.id, question: f.question, answer: f.answerHtml, rank: f.rank, highlighted: f.highlighted };
}

export const faqsRoutes =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const answers = createTtlCache(async () => {
      // Rank order; the highlighted list keeps it.
      const faqs = (await findFaqs(db, { highlightedOnly: false })).map(toFaq);
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
