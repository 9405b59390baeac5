import {
  AdminCancelRequestSchema,
  AdminCancelResponseSchema,
  AdminMemberDetailSchema,
  AdminMemberParamsSchema,
  AdminMessageResponseSchema,
  AdminPrivateFieldsResponseSchema,
  AdminRefundRequestSchema,
  AdminRefundResponseSchema,
} from '@arx/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps';
import { type operatorGuards, operatorOf } from '../operator-guards';
import { cancelMemberSubscription } from './member-cancel';
import { memberDetail } from './member-detail';
import { refundMemberInvoice } from './member-refund';
import { showPrivateFields } from './private-fields';
import { resendWelcomeEmail } from './welcome-resend';

const tags = ['admin'];

/**
 * The member page (docs/decisions/0016-back-office.md): see a member, and act on them. Mounted
 * inside adminRoutes, so every route is for operators only; everything but the plain read needs
 * a recent sign-in, including "Show", which reads private data.
 */
export const memberRoutes =
  ({ db, config, integrations }: ModuleDeps, operators: ReturnType<typeof operatorGuards>): FastifyPluginAsyncZod =>
  async (app) => {
    const payments = { db, config, payments: integrations.payments };
    const recent = { preHandler: operators.requireRecentSignIn };
    const fresh = { preHandler: operators.requireFreshSignIn };
    const params = AdminMemberParamsSchema;

    app.get(
      '/admin/members/:userId',
      { schema: { tags, params, response: { 200: AdminMemberDetailSchema } } },
      async (request) =>
        memberDetail(payments, request.params.userId, (error) =>
          request.log.warn({ err: error }, 'invoices unavailable; member page served without them'),
        ),
    );

    app.post(
      '/admin/members/:userId/private-fields',
      { ...fresh, schema: { tags, params, response: { 200: AdminPrivateFieldsResponseSchema } } },
      async (request) => showPrivateFields(db, operatorOf(request), request.params.userId),
    );

    app.post(
      '/admin/members/:userId/welcome-email',
      { ...recent, schema: { tags, params, response: { 200: AdminMessageResponseSchema } } },
      async (request) => ({ message: await resendWelcomeEmail(db, operatorOf(request), request.params.userId) }),
    );

    app.post(
      '/admin/members/:userId/cancel',
      {
        ...fresh,
        schema: { tags, params, body: AdminCancelRequestSchema, response: { 200: AdminCancelResponseSchema } },
      },
      async (request) => cancelMemberSubscription(payments, operatorOf(request), request.params.userId, request.body),
    );

    app.post(
      '/admin/members/:userId/refunds',
      {
        ...fresh,
        schema: { tags, params, body: AdminRefundRequestSchema, response: { 200: AdminRefundResponseSchema } },
      },
      async (request) => refundMemberInvoice(payments, operatorOf(request), request.params.userId, request.body),
    );
  };
