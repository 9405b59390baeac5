import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products, subscriptions, users } from '../../db/schema';
import { lifecycleDriver } from '../../test/lifecycle';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createRecipientLoader, readRecipients } from './recipients';

describe('who an e-mail goes to, read for a whole batch at once', () => {
  let ctx: TestContext;
  let life: ReturnType<typeof lifecycleDriver>;
  let ana: { userId: number; subscriptionId: number };
  let ben: { userId: number; subscriptionId: number };

  beforeAll(async () => {
    ctx = await createTestApp();
    life = lifecycleDriver(ctx);
    await life.seed();
    const subscriptionOf = async (userId: number) =>
      (await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!.id;
    const a = await life.signUp('ana.batch@example.com', 'individual', 'year', { timeZone: 'America/Chicago' });
    const b = await life.signUp('ben.batch@example.com', 'family', 'month');
    ana = { userId: a.userId, subscriptionId: await subscriptionOf(a.userId) };
    ben = { userId: b.userId, subscriptionId: await subscriptionOf(b.userId) };
  });
  afterAll(() => ctx.close());

  it('answers each request with its member and their own subscription, in the order asked', async () => {
    const found = await readRecipients(ctx.database.db, [
      { userId: ben.userId, subscriptionId: ben.subscriptionId },
      { userId: ana.userId },
      { userId: ana.userId, subscriptionId: ana.subscriptionId },
    ]);
    expect(found.map((f) => f?.to.email)).toEqual([
      'ben.batch@example.com',
      'ana.batch@example.com',
      'ana.batch@example.com',
    ]);
    expect(found[0]?.about?.subscription.id).toBe(ben.subscriptionId);
    expect(found[0]?.about?.planName).toBe('Family');
    expect(found[0]?.to.timeZone).toBe('America/New_York');
    expect(found[1]?.about).toBeNull();
    expect(found[2]?.about?.subscription.id).toBe(ana.subscriptionId);
    expect(found[2]?.to.timeZone).toBe('America/Chicago');
  });

  it("never reads another member's subscription, even when a payload names it", async () => {
    const [crossed] = await readRecipients(ctx.database.db, [
      { userId: ana.userId, subscriptionId: ben.subscriptionId },
    ]);
    expect(crossed?.to.email).toBe('ana.batch@example.com');
    expect(crossed?.about).toBeNull();
  });

  it('answers null for a member who is gone', async () => {
    expect(await readRecipients(ctx.database.db, [{ userId: 987_654 }])).toEqual([null]);
  });

  it('sends the requests made together as one query', async () => {
    const select = vi.spyOn(ctx.database.db, 'select');
    const load = createRecipientLoader(ctx.database.db);
    const found = await Promise.all([
      load({ userId: ana.userId, subscriptionId: ana.subscriptionId }),
      load({ userId: ben.userId, subscriptionId: ben.subscriptionId }),
      load({ userId: 987_654 }),
    ]);
    expect(select).toHaveBeenCalledTimes(1);
    select.mockRestore();
    expect(found.map((f) => f?.about?.subscription.id ?? null)).toEqual([ana.subscriptionId, ben.subscriptionId, null]);
  });

  it('when the member reads Spanish, then their language comes with them and the plan is named in it', async () => {
    const db = ctx.database.db;
    await db
      .update(products)
      .set({
        translations: {
          es: { name: 'Familiar', description: 'Para su hogar.', features: [], dealText: null, ctaText: null },
        },
      })
      .where(eq(products.slug, 'family'));
    const { userId } = await life.signUp('carla.batch@example.com', 'family', 'month');
    await db.update(users).set({ locale: 'es' }).where(eq(users.id, userId));
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

    const [spanish, english] = await readRecipients(db, [
      { userId, subscriptionId: sub!.id },
      { userId: ben.userId, subscriptionId: ben.subscriptionId },
    ]);

    expect(spanish?.to.locale).toBe('es');
    expect(spanish?.about?.planName).toBe('Familiar');
    expect(english?.to.locale).toBe('en');
    expect(english?.about?.planName).toBe('Family');
  });

  it('when a Spanish-reading member has no name, then the e-mail greets them in Spanish', async () => {
    const [row] = await ctx.database.db
      .insert(users)
      .values({ workosId: 'local|sin-nombre', email: 'sin.nombre@example.com', name: null, locale: 'es' })
      .returning({ id: users.id });

    const [found] = await readRecipients(ctx.database.db, [{ userId: row!.id }]);

    expect(found?.to.firstName).toBe('miembro');
    expect(found?.to.locale).toBe('es');
  });
});
