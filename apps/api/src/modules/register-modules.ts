import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/client';
import { analyticsRoutes } from './analytics/analytics.routes';
import { faqsRoutes } from './faqs/faqs.routes';
import { medicationsRoutes } from './medications/medications.routes';
import { productsRoutes } from './products/products.routes';

export type ModuleDeps = { db: Database; config: AppConfig };

/** Every domain's routes, mounted under /api/v1. */
export async function registerModules(api: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await api.register(productsRoutes(deps));
  await api.register(medicationsRoutes(deps));
  await api.register(faqsRoutes(deps));
  await api.register(analyticsRoutes(deps));
}
