import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { prices, subscriptions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { lifecycleDriver } from '../../test/lifecycle';
import { createTestApp, type TestContext } from '../../test/test-app';
import { schedulePriceChange } from './price-changes.service';

const DAY = 86_400_000;

describe('a plan price change: announced before it applies, then charged from the next renewal', () => {
  let ctx: TestContext;
  let life: ReturnType<typeof lifecycleDriver>;
  const deps = () => ({
    db: ctx.database.db,
    payments: ctx.app.integrations.payments,
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    clock: ctx.app.integrations.clock,
  });
  const familyMonthly = async () =>
    (
      await ctx.database.db
        .select()
        .from(prices)
        .where(and(eq(prices.productId, life.plan('family')), eq(prices.billingInterval, 'month')))
    )[0]!;

  beforeAll(async () => {
    ctx = await createTestApp();
    life = lifecycleDriver(ctx);
    await life.seed();
  });
  afterAll(() => ctx.close());

  it('refuses a change too soon, to the same amount, or a second one while one waits', async () => {
    const price = await familyMonthly();
    const now = ctx.app.integrations.clock.now().getTime();
    const attempt = (newAmountCents: number, inDays: number) =>
      schedulePriceChange(deps(), { priceId: price.id, newAmountCents, effectiveAt: new Date(now + inDays * DAY) });
    await expect(attempt(2_999, 3)).rejects.toThrow('at least 7 days away');
    await expect(attempt(price.amountCents, 10)).rejects.toThrow('is the current one');
    await expect(attempt(0, 10)).rejects.toBeInstanceOf(AppError);
  });

  it('tells each member before their first renewal at the new price, and charges it from then', async () => {
    const email = 'price-change@example.com';
    const { userId } = await life.signUp(email, 'family', 'month');
    const price = await familyMonthly();
    const oldCents = price.amountCents;
    const now = ctx.app.integrations.clock.now().getTime();
    const change = await schedulePriceChange(deps(), {
      priceId: price.id,
      newAmountCents: oldCents + 500,
      effectiveAt: new Date(now + 10 * DAY),
    });
    await expect(
      schedulePriceChange(deps(), { priceId: price.id, newAmountCents: 9_999, effectiveAt: new Date(now + 20 * DAY) }),
    ).rejects.toThrow('already has a change waiting');

    // A month is 28 to 31 days: two days on, the renewal is inside the 30-day notice window
    // whatever month the test runs in (in a 31-day month it was 31 days away).
    await life.advance(2);
    // The member's renewal (a month away) comes after the change: they are moved and told now.
    await life.sweepAndDeliver();
    await life.sweepAndDeliver();
    const notices = (await life.mailTo(email)).filter((m) => m.kind === 'price-change');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(`$${(oldCents / 100).toFixed(2)}`);
    expect(notices[0]!.text).toContain(`$${((oldCents + 500) / 100).toFixed(2)}`);
    expect(notices[0]!.text).toContain('http://localhost:3000/billing?cancel=1');
    const [moved] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    // Still the same plan in our records, now at the new amount.
    expect(moved).toMatchObject({ priceId: price.id, amountCents: oldCents + 500, status: 'active' });

    // The catalogue changes on the day; the renewal is charged the new amount.
    await life.advance(9);
    await life.sweepAndDeliver();
    expect((await familyMonthly()).amountCents).toBe(oldCents + 500);
    expect((await familyMonthly()).stripePriceId).toBe(change.newProviderPriceId);
    await life.advance(20);
    await life.sweepAndDeliver();
    const receipts = (await life.mailTo(email)).filter((m) => m.kind === 'receipt');
    expect(receipts.map((r) => r.subject)).toEqual([
      `Your receipt for ARX Savings Club: $${(oldCents / 100).toFixed(2)}`,
      `Your receipt for ARX Savings Club: $${((oldCents + 500) / 100).toFixed(2)}`,
    ]);
    expect((await life.mailTo(email)).filter((m) => m.kind === 'price-change')).toHaveLength(1);
    const [after] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(after).toMatchObject({ priceId: price.id, productId: life.plan('family') });
  });
});
