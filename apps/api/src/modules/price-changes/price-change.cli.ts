import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config/config';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { prices, products } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { createIntegrations } from '../../integrations/create-integrations';
import { schedulePriceChange } from './price-changes.service';

const USAGE =
  'Usage: npm run plans:price-change -- --plan individual|partner_pet|family --interval month|year --amount 29.99 --effective 2027-03-01';

/**
 * npm run plans:price-change -- --plan family --interval year --amount 299.89 --effective 2027-03-01
 * Schedules a plan's new price: from that day new checkouts pay it, and each member on the plan
 * is told 7 to 30 days before their first renewal at it (the running app's sweep does that).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      plan: { type: 'string' },
      interval: { type: 'string' },
      amount: { type: 'string' },
      effective: { type: 'string' },
    },
  });
  const amount = Number(values.amount);
  const effectiveAt = new Date(`${values.effective}T00:00:00Z`);
  if (
    !values.plan ||
    !['month', 'year'].includes(values.interval ?? '') ||
    !(amount > 0) ||
    Number.isNaN(effectiveAt.getTime())
  ) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    const [row] = await database.db
      .select({ id: prices.id })
      .from(prices)
      .innerJoin(products, eq(products.id, prices.productId))
      .where(and(eq(products.slug, values.plan), eq(prices.billingInterval, values.interval as 'month' | 'year')));
    if (!row) {
      console.error(`No ${values.interval}ly price for the plan "${values.plan}"`);
      return 1;
    }
    const integrations = createIntegrations(config, database.db);
    if (integrations.sandbox) await integrations.sandbox.clock.refresh();
    const change = await schedulePriceChange(
      { db: database.db, config, payments: integrations.payments, clock: integrations.clock },
      { priceId: row.id, newAmountCents: Math.round(amount * 100), effectiveAt },
    );
    console.log(
      `Scheduled: ${values.plan} (${values.interval}) from $${(change.oldAmountCents / 100).toFixed(2)} to $${(change.newAmountCents / 100).toFixed(2)} on ${change.effectiveAt.toISOString().slice(0, 10)}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
