import {
  ADMIN_PRICE_REPORT_MESSAGES,
  AdminIdParamsSchema,
  AdminPriceReportAnswerRequestSchema,
  AdminPriceReportAnswerResponseSchema,
  AdminPriceReportListQuerySchema,
  AdminPriceReportListResponseSchema,
} from '@arx/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps';
import { type operatorGuards, operatorOf } from '../operator-guards';
import { answerPriceReport, listPriceReports } from './price-reports-admin.service';

const tags = ['admin'];

/**
 * Price reports from members: the open ones a page at a time, and the operator's answer (a write:
 * recent sign-in).
 */
export const priceReportAdminRoutes =
  ({ db }: ModuleDeps, operators: ReturnType<typeof operatorGuards>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/price_reports',
      {
        schema: {
          tags,
          querystring: AdminPriceReportListQuerySchema,
          response: { 200: AdminPriceReportListResponseSchema },
        },
      },
      async (request) => listPriceReports(db, request.query),
    );

    app.post(
      '/admin/price_reports/:id/answer',
      {
        preHandler: operators.requireRecentSignIn,
        schema: {
          tags,
          params: AdminIdParamsSchema,
          body: AdminPriceReportAnswerRequestSchema,
          response: { 200: AdminPriceReportAnswerResponseSchema },
        },
      },
      async (request) => ({
        report: await answerPriceReport(db, operatorOf(request), request.params.id, request.body.answer),
        message: ADMIN_PRICE_REPORT_MESSAGES.answered,
      }),
    );
  };
