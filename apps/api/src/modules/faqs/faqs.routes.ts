import { type Faq, FaqListResponseSchema } from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../register-modules';
import { type FaqRecord, findFaqs } from './faqs.repository';

const tags = ['faqs'];

function toFaq(f: FaqRecord): Faq {
  return { id: f.id, question: f.question, answer: f.answerHtml, rank: f.rank, highlighted: f.highlighted };
}

export const faqsRoutes =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/faqs', { schema: { tags, response: { 200: FaqListResponseSchema } } }, async () => ({
      faqs: (await findFaqs(db, { highlightedOnly: false })).map(toFaq),
    }));

    app.get('/faqs/highlighted', { schema: { tags, response: { 200: FaqListResponseSchema } } }, async () => ({
      faqs: (await findFaqs(db, { highlightedOnly: true })).map(toFaq),
    }));
  };
