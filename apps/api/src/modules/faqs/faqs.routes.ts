import { FaqListResponseSchema } from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonAnswer } from '../../lib/http-cache';
import type { ModuleDeps } from '../module-deps';
import { createFaqAnswers } from './faqs.service';

const tags = ['faqs'];

export const faqsRoutes =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const answers = createFaqAnswers(db);

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
