import fs from 'node:fs';
import path from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_PROFILE, createMedication } from '../../test/factories';
import { seedPlanIds } from '../../test/plans';
import { subscribeThroughSandbox } from '../../test/sandbox-checkout';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';
import { migrationsFolder } from '../migrate';
import { fills, priceReports, sandboxInvoices, sandboxPrices } from '../schema';

const TODAY = new Date().toISOString().slice(0, 10);

/** The data statements of the migration that gave records their words: every UPDATE, in order. */
function backfillStatements(): string[] {
  const file = fs.readdirSync(migrationsFolder()).find((name) => name.startsWith('0017_'));
  if (!file) throw new Error('migration 0017 is missing');
  return fs
    .readFileSync(path.join(migrationsFolder(), file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.startsWith('UPDATE'));
}

/**
 * Records made before the migration (no words, no price on an invoice) read as the app now
 * writes them once it has run: the backfill is tested on records the app made, then emptied.
 */
describe('the migration that gives earlier records their words', () => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ token } = await signInThroughLocalProvider(ctx, { email: 'before@example.com' }));
    const plans = await seedPlanIds(ctx);
    await subscribeThroughSandbox(ctx, token, plans.family, 'month', { timeZone: 'UTC' });
    const primary = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/memberships/update_profile',
      headers: bearer(token),
      payload: { profile: ADULT_PROFILE },
    });
    const membershipId = primary.json().membership.id as number;
    const medication = await createMedication(ctx.database.db, {
      display_name: 'Fluticasone',
      strength: '50 mcg',
      form: 'nasal spray',
    });
    const page = await ctx.app.inject({ method: 'GET', url: `/api/v1/medications/${medication.id}` });
    const pack = page.json().medication.pricings[0] as { id: number };
    const record = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/savings/fills',
        headers: bearer(token),
        payload: {
          membership_id: membershipId,
          filled_on: TODAY,
          quantity: '1',
          price_paid: '5',
          pharmacy: 'Main Street Pharmacy',
          ...payload,
        },
      });
    const catalogue = await record({ medication_id: medication.id, pricing_id: pack.id });
    await record({ medication_name: 'Compounded cream' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/price_reports',
      headers: bearer(token),
      payload: {
        fill_id: catalogue.json().fill.id,
        pharmacy: 'Main Street Pharmacy',
        charged: '15',
        charged_on: TODAY,
      },
    });
  });
  afterAll(() => ctx.close());

  it('restores exactly what the app writes now, and leaves free text and unknown prices alone', async () => {
    const db = ctx.database.db;
    const written = {
      fills: await db.select({ id: fills.id, words: fills.cataloguePack }).from(fills).orderBy(fills.id),
      reports: await db.select({ words: priceReports.cataloguePack }).from(priceReports),
      invoices: await db.select({ priceId: sandboxInvoices.priceId }).from(sandboxInvoices),
      prices: await db
        .select({ id: sandboxPrices.id, names: sandboxPrices.productNames })
        .from(sandboxPrices)
        .orderBy(sandboxPrices.id),
    };
    expect(written.fills.map((f) => f.words)).toEqual([
      {
        display_name: 'Fluticasone',
        strength: '50 mcg',
        form: 'nasal spray',
        quantity: expect.any(Number),
        quantity_unit: expect.any(String),
        day_supply: expect.any(Number),
      },
      null,
    ]);
    expect(written.reports).toHaveLength(1);
    expect(written.invoices.every((i) => i.priceId)).toBe(true);
    expect(written.prices.find((p) => p.names?.es === 'Familiar')).toBeTruthy();

    // As they were before the migration.
    await db.update(fills).set({ cataloguePack: null });
    await db.update(priceReports).set({ cataloguePack: null });
    await db.update(sandboxInvoices).set({ priceId: null });
    await db.update(sandboxPrices).set({ productNames: null });
    for (const statement of backfillStatements()) await db.execute(sql.raw(statement));

    expect(await db.select({ id: fills.id, words: fills.cataloguePack }).from(fills).orderBy(fills.id)).toEqual(
      written.fills,
    );
    expect(await db.select({ words: priceReports.cataloguePack }).from(priceReports)).toEqual(written.reports);
    expect(await db.select({ priceId: sandboxInvoices.priceId }).from(sandboxInvoices)).toEqual(written.invoices);
    expect(
      await db
        .select({ id: sandboxPrices.id, names: sandboxPrices.productNames })
        .from(sandboxPrices)
        .where(isNotNull(sandboxPrices.productNames))
        .orderBy(sandboxPrices.id),
    ).toEqual(written.prices.filter((p) => p.names));
  });

  it('leaves a fill whose medication was renamed since as it was recorded', async () => {
    const db = ctx.database.db;
    const [fill] = await db.select().from(fills).where(isNotNull(fills.medicationId));
    await db
      .update(fills)
      .set({ cataloguePack: null, medicationName: 'Fluticasone 50 mcg spray' })
      .where(eq(fills.id, fill!.id));

    for (const statement of backfillStatements()) await db.execute(sql.raw(statement));

    const [after] = await db.select().from(fills).where(eq(fills.id, fill!.id));
    expect(after?.cataloguePack).toBeNull();
  });
});
