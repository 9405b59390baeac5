import {
  BillingDetailsSchema,
  BillingPortalResponseSchema,
  InvoiceListQuerySchema,
  InvoiceListResponseSchema,
} from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimited } from '../../security/rate-limit';
import { caller } from '../auth';
import type { ModuleDeps } from '../module-deps';
import { billingDetails, invoices, portalUrl } from './billing.service';

const tags = ['billing'];

export const billingRoutes =
  ({ db, config, integrations, guards }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, config, payments: integrations.payments };
    app.addHook('onRequest', guards.requireAuth);

    app.get('/billing/details', { schema: { tags, response: { 200: BillingDetailsSchema } } }, async (request) =>
      billingDetails(deps, caller(request).user_id),
    );

    app.get(
      '/billing/invoices',
      { schema: { tags, querystring: InvoiceListQuerySchema, response: { 200: InvoiceListResponseSchema } } },
      async (request) => invoices(deps, caller(request).user_id, request.query),
    );

    app.get(
      '/billing/portal',
      { schema: { tags, response: { 200: BillingPortalResponseSchema } }, onRequest: rateLimited('billingPortal') },
      async (request) => ({
        portalUrl: await portalUrl(deps, caller(request).user_id),
      }),
    );
  };
