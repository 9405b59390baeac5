import { IdParamSchema, ProductListResponseSchema, ProductResponseSchema } from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { type JsonAnswer, jsonAnswer, sendJsonAnswer } from '../../lib/http-cache';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ModuleDeps } from '../module-deps';
import { listProducts } from './products.service';

const tags = ['products'];

/** Plans change rarely; every instance re-reads them at most once a second. */
const PLANS_TTL_MS = 1000;

export const productsRoutes =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const plans = createTtlCache(async () => {
      const products = await listProducts(db);
      return {
        list: jsonAnswer(ProductListResponseSchema, { products }),
        byId: new Map<number, JsonAnswer>(
          products.map((product) => [product.id, jsonAnswer(ProductResponseSchema, { product })]),
        ),
      };
    }, PLANS_TTL_MS);

    app.get('/products', { schema: { tags, response: { 200: ProductListResponseSchema } } }, async (request, reply) => {
      return sendJsonAnswer(request, reply, (await plans.get()).list);
    });

    app.get(
      '/products/:id',
      { schema: { tags, params: IdParamSchema, response: { 200: ProductResponseSchema } } },
      async (request, reply) => {
        const one = (await plans.get()).byId.get(request.params.id);
        if (!one) throw AppError.notFound('Plan');
        return sendJsonAnswer(request, reply, one);
      },
    );
  };
