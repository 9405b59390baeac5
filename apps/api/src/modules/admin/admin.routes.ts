import {
  AdminAuditQuerySchema,
  AdminAuditResponseSchema,
  AdminIdParamsSchema,
  AdminJobsQuerySchema,
  AdminJobsResponseSchema,
  AdminMemberSearchQuerySchema,
  AdminMemberSearchResponseSchema,
  AdminRetryJobResponseSchema,
} from '@arx/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps';
import { auditLogPage } from './audit-log.service';
import { catalogAdminRoutes } from './catalog/catalog-admin.routes';
import { claimsImportRoutes } from './claims/claims-admin.routes';
import { faqAdminRoutes } from './faqs/faq-admin.routes';
import { jobsForAdmin, retryJobAsOperator } from './job-queue.service';
import { memberRoutes } from './members/member.routes';
import { searchMembers } from './members/member-search';
import { metricsRoutes } from './metrics/metrics.routes';
import { operatorGuards, operatorOf } from './operator-guards';
import { priceReportAdminRoutes } from './price-reports/price-reports-admin.routes';

const tags = ['admin'];

/**
 * The back office's API under /admin (docs/decisions/0016-back-office.md): operators only (401
 * without a sign-in, 403 for a member), writes only with a recent sign-in (operator-guards.ts) and
 * never in a public demo, and every write recorded in the audit log in the transaction of its
 * change (refunds and cancellations record their intent before the payment provider is asked).
 */
export const adminRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config, guards } = deps;
    const operators = operatorGuards(guards, config);
    app.addHook('onRequest', operators.requireOperator);
    // Nothing the back office answers may be kept by a browser or a proxy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const write = { preHandler: operators.requireRecentSignIn };
    await app.register(faqAdminRoutes(db, operators));
    await app.register(memberRoutes(deps, operators));
    await app.register(catalogAdminRoutes(deps, operators));
    await app.register(metricsRoutes(deps));
    await app.register(priceReportAdminRoutes(deps, operators));
    await app.register(claimsImportRoutes(deps, operators));

    app.get(
      '/admin/members',
      {
        schema: { tags, querystring: AdminMemberSearchQuerySchema, response: { 200: AdminMemberSearchResponseSchema } },
      },
      async (request) => searchMembers(db, request.query.q),
    );

    app.get(
      '/admin/audit',
      { schema: { tags, querystring: AdminAuditQuerySchema, response: { 200: AdminAuditResponseSchema } } },
      async (request) => auditLogPage(db, request.query),
    );

    app.get(
      '/admin/jobs',
      { schema: { tags, querystring: AdminJobsQuerySchema, response: { 200: AdminJobsResponseSchema } } },
      async (request) => ({ jobs: await jobsForAdmin(db, request.query) }),
    );

    app.post(
      '/admin/jobs/:id/retry',
      { ...write, schema: { tags, params: AdminIdParamsSchema, response: { 200: AdminRetryJobResponseSchema } } },
      async (request) => ({
        job: await retryJobAsOperator(db, operatorOf(request), request.params.id),
        message: 'The job will run again within a few seconds.',
      }),
    );
  };
