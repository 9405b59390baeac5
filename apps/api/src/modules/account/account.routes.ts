import {
  ACCOUNT_MESSAGES,
  AccountExportSchema,
  accountExportFileName,
  DeleteAccountRequestSchema,
  DeleteAccountResponseSchema,
} from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../auth';
import type { ModuleDeps } from '../module-deps';
import { deleteAccount, exportAccount } from './account.service';

const tags = ['account'];

/** The member's own account only: who it is comes from the token, never from the request. */
export const accountRoutes =
  ({ db, config, integrations, guards }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, config, payments: integrations.payments, guards };
    app.addHook('onRequest', guards.requireAuth);

    app.get('/account/export', { schema: { tags, response: { 200: AccountExportSchema } } }, async (request, reply) => {
      const now = new Date();
      const document = await exportAccount(deps, caller(request).user_id, now);
      return reply
        .header('content-disposition', `attachment; filename="${accountExportFileName(now)}"`)
        .header('cache-control', 'no-store')
        .send(document);
    });

    app.delete(
      '/account',
      { schema: { tags, body: DeleteAccountRequestSchema, response: { 200: DeleteAccountResponseSchema } } },
      async (request) => {
        await deleteAccount(deps, caller(request), request.log);
        return { deleted: true as const, message: ACCOUNT_MESSAGES.deleted };
      },
    );
  };
