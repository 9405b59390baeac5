import { products } from '../db/schema';
import { seedPlans } from '../db/seed/seed';
import { loadPlanSeeds } from '../db/seed/seed-data';
import type { TestContext } from './test-app';

export type PlanSlug = 'individual' | 'partner_pet' | 'family';

/** Seeds the three plans into a test app's database and answers each plan's id by its slug. */
export async function seedPlanIds(ctx: TestContext): Promise<Record<PlanSlug, number>> {
  const db = ctx.database.db;
  await seedPlans(db, loadPlanSeeds());
  const rows = await db.select().from(products);
  return Object.fromEntries(rows.map((p) => [p.slug, p.id])) as Record<PlanSlug, number>;
}
