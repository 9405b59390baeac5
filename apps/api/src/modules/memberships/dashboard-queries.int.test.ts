import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { seedPlans } from '../../db/seed/seed';
import { loadPlanSeeds } from '../../db/seed/seed-data';
import { ADULT_PROFILE, createMedication } from '../../test/factories';
import { subscribeThroughSandbox } from '../../test/sandbox-checkout';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';

/** The GETs the dashboard makes on mount (apps/web app/routes/dashboard.tsx and its features). */
const DASHBOARD_CALLS = [
  '/users/profile',
  '/users/subscription_status',
  '/memberships/primary',
  '/bookmarks',
  '/billing/details',
  '/wallet_passes/eligibility',
];

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Every dashboard call costs one query, however big the household: with PGlite each query holds
 * the one engine every member shares (decision 0008). The guard's revocation list and the
 * payment provider's own records (Stripe's, in production) are read apart from the calls.
 */
describe('dashboard reads: one query per call', () => {
  let ctx: TestContext;
  let token: string;
  const sent: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    await seedPlans(db, loadPlanSeeds());
    const [family] = await db.select().from(products).where(eq(products.slug, 'family'));
    ({ token } = await signInThroughLocalProvider(ctx, { email: 'dash@example.com', name: 'Dana Board' }));
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });

    await subscribeThroughSandbox(ctx, token, family!.id);
    expect((await call('PATCH', '/memberships/update_profile', { profile: ADULT_PROFILE })).statusCode).toBe(200);
    for (const relative of [
      { display_name: 'Sam Partner', person_code: 2 },
      { display_name: 'Alex Junior', person_code: 3 },
    ]) {
      expect((await call('POST', '/memberships', { membership: relative })).statusCode).toBe(201);
    }
    for (let i = 0; i < 3; i++) {
      const medication = await createMedication(db);
      expect((await call('POST', `/bookmarks/toggle/${medication.id}`)).json().is_bookmarked).toBe(true);
    }

    const client = (db as unknown as { $client: Queryable }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
      sent.push(text);
      return query(...args);
    };
  });
  afterAll(() => ctx.close());

  it.each(DASHBOARD_CALLS)('when the dashboard asks for %s, then it answers with one query', async (url) => {
    sent.length = 0;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const ours = sent.filter((text) => !/"revoked_tokens"|"sandbox_/.test(text));
    expect(ours).toHaveLength(1);
  });

  it('when the household has dependents, then the profile and the card still hold all of them', async () => {
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: bearer(token) });
    expect(profile.json().family_members.map((m: { name: string }) => m.name)).toEqual(['Sam Partner', 'Alex Junior']);
    expect(profile.json().billing.paymentMethod).toMatchObject({ type: 'card', last4: '4242' });
    const primary = await ctx.app.inject({ method: 'GET', url: '/api/v1/memberships/primary', headers: bearer(token) });
    expect(primary.json().membership.family_members).toHaveLength(2);
    expect(primary.json().membership.available_family_member_slots).toBe(3);
  });
});
