import { IdParamSchema, ProductListResponseSchema, ProductResponseSchema } from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../register-modules';
import { getProduct, listProducts } from './products.service';

const tags = ['products'];

export const productsRoutes =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/products', { schema: { tags, response: { 200: ProductListResponseSchema } } }, async () => ({
      products: await listProducts(db),
    }));

    app.get(
      '/products/:id',
      { schema: { tags, params: IdParamSchema, response: { 200: ProductResponseSchema } } },
      async (request) => ({ product: await getProduct(db, request.params.id) }),
    );
  };
