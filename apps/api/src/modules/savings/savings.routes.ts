import {
  CreateFillRequestSchema,
  FillListQuerySchema,
  FillListResponseSchema,
  FillResponseSchema,
  IdParamSchema,
  SavingsSummarySchema,
  UpdateFillRequestSchema,
} from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../auth';
import type { ModuleDeps } from '../module-deps';
import { changeFill, listFills, recordFill, removeFill } from './savings.service';
import { savingsSummary } from './savings-summary.service';

const tags = ['savings'];

/**
 * The card holder's savings ledger: the owner is always the token's user, so another
 * household's fill or person answers 404. Fills are health data: no route logs a body.
 */
export const savingsRoutes =
  ({ db, config, integrations, guards }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, config, payments: integrations.payments };
    app.addHook('onRequest', guards.requireAuth);

    app.get(
      '/savings/fills',
      { schema: { tags, querystring: FillListQuerySchema, response: { 200: FillListResponseSchema } } },
      async (request) => listFills(db, caller(request).user_id, request.query),
    );

    app.post(
      '/savings/fills',
      { schema: { tags, body: CreateFillRequestSchema.nullish(), response: { 201: FillResponseSchema } } },
      async (request, reply) => {
        const fill = await recordFill(db, caller(request).user_id, request.body ?? {});
        return reply.status(201).send({ fill });
      },
    );

    app.patch(
      '/savings/fills/:id',
      {
        schema: {
          tags,
          params: IdParamSchema,
          body: UpdateFillRequestSchema.nullish(),
          response: { 200: FillResponseSchema },
        },
      },
      async (request) => ({
        fill: await changeFill(db, caller(request).user_id, request.params.id, request.body ?? {}),
      }),
    );

    app.delete(
      '/savings/fills/:id',
      { schema: { tags, params: IdParamSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await removeFill(db, caller(request).user_id, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get('/savings/summary', { schema: { tags, response: { 200: SavingsSummarySchema } } }, async (request) =>
      savingsSummary(deps, caller(request).user_id, new Date()),
    );
  };
