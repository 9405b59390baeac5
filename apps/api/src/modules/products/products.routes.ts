import {
  IdParamSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductResponseSchema,
} from '@arx/contracts';
import { LOCALES, type Locale } from '@arx/contracts/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { type JsonAnswer, jsonAnswer, sendJsonAnswer } from '../../lib/http-cache';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ModuleDeps } from '../module-deps';
import { listProductsInEachLanguage } from './products.service';

const tags = ['products'];

/** Plans change rarely; every instance re-reads them at most once a second. */
const PLANS_TTL_MS = 1000;

type PlanAnswers = { list: JsonAnswer; byId: Map<number, JsonAnswer> };

export const productsRoutes =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Every language's answers from one read: a change shows in all of them at once.
    const plans = createTtlCache(async () => {
      const byLocale = await listProductsInEachLanguage(db);
      const answers = {} as Record<Locale, PlanAnswers>;
      for (const locale of LOCALES) {
        const products = byLocale[locale];
        answers[locale] = {
          list: jsonAnswer(ProductListResponseSchema, { products }),
          byId: new Map(products.map((product) => [product.id, jsonAnswer(ProductResponseSchema, { product })])),
        };
      }
      return answers;
    }, PLANS_TTL_MS);

    app.get(
      '/products',
      { schema: { tags, querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema } } },
      async (request, reply) => {
        return sendJsonAnswer(request, reply, (await plans.get())[request.query.locale].list);
      },
    );

    app.get(
      '/products/:id',
      {
        schema: {
          tags,
          params: IdParamSchema,
          querystring: ProductListQuerySchema,
          response: { 200: ProductResponseSchema },
        },
      },
      async (request, reply) => {
        const one = (await plans.get())[request.query.locale].byId.get(request.params.id);
        if (!one) throw AppError.notFound('Plan');
        return sendJsonAnswer(request, reply, one);
      },
    );
  };
