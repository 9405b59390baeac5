import {
  AdminFaqInputSchema,
  AdminFaqListResponseSchema,
  AdminFaqMutationResponseSchema,
  AdminFaqOrderRequestSchema,
  AdminFaqPreviewRequestSchema,
  AdminFaqPreviewResponseSchema,
  AdminIdParamsSchema,
} from '@arx/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { type operatorGuards, operatorOf } from '../operator-guards';
import { createFaq, editFaq, listFaqsForEditing, previewFaqAnswer, removeFaq, reorderFaqs } from './faq-admin.service';

const tags = ['admin'];

/**
 * The back office's FAQ editor (faq-admin.service.ts). Writes need a recent sign-in; publishing
 * a new FAQ, a sign-in from the last 30 minutes, as publishing a catalogue does.
 */
export const faqAdminRoutes =
  (db: Database, operators: ReturnType<typeof operatorGuards>): FastifyPluginAsyncZod =>
  async (app) => {
    const write = { preHandler: operators.requireRecentSignIn };

    app.get('/admin/faqs', { schema: { tags, response: { 200: AdminFaqListResponseSchema } } }, async () => ({
      faqs: await listFaqsForEditing(db),
    }));

    app.post(
      '/admin/faqs/preview',
      { schema: { tags, body: AdminFaqPreviewRequestSchema, response: { 200: AdminFaqPreviewResponseSchema } } },
      async (request) => previewFaqAnswer(request.body.answer_html),
    );

    app.post(
      '/admin/faqs',
      {
        preHandler: operators.requireFreshSignIn,
        schema: { tags, body: AdminFaqInputSchema, response: { 200: AdminFaqMutationResponseSchema } },
      },
      async (request) => ({
        faq: await createFaq(db, operatorOf(request), request.body),
        message: 'The FAQ is published.',
      }),
    );

    app.put(
      '/admin/faqs/:id',
      {
        ...write,
        schema: {
          tags,
          params: AdminIdParamsSchema,
          body: AdminFaqInputSchema,
          response: { 200: AdminFaqMutationResponseSchema },
        },
      },
      async (request) => ({
        faq: await editFaq(db, operatorOf(request), request.params.id, request.body),
        message: 'The FAQ is updated.',
      }),
    );

    app.delete(
      '/admin/faqs/:id',
      { ...write, schema: { tags, params: AdminIdParamsSchema, response: { 200: AdminFaqMutationResponseSchema } } },
      async (request) => {
        await removeFaq(db, operatorOf(request), request.params.id);
        return { faq: null, message: 'The FAQ is deleted.' };
      },
    );

    app.put(
      '/admin/faqs/order',
      { ...write, schema: { tags, body: AdminFaqOrderRequestSchema, response: { 200: AdminFaqListResponseSchema } } },
      async (request) => ({ faqs: await reorderFaqs(db, operatorOf(request), request.body.ids) }),
    );
  };
