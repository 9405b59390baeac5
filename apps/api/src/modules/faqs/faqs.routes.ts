import { FaqListQuerySchema, FaqListResponseSchema } from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonAnswer } from '../../lib/http-cache';
import type { ModuleDeps } from '../module-deps';
import { createFaqAnswers } from './faqs.service';

const tags = ['faqs'];
const schema = { tags, querystring: FaqListQuerySchema, response: { 200: FaqListResponseSchema } };

export const faqsRoutes =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const answers = createFaqAnswers(db);

    app.get('/faqs', { schema }, async (request, reply) => {
      return sendJsonAnswer(request, reply, (await answers.get())[request.query.locale].all);
    });

    app.get('/faqs/highlighted', { schema }, async (request, reply) => {
      return sendJsonAnswer(request, reply, (await answers.get())[request.query.locale].highlighted);
    });
  };
