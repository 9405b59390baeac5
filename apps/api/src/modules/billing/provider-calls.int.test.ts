import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { products, users } from '../../db/schema';
import { seedPlans } from '../../db/seed/seed';
import { loadPlanSeeds } from '../../db/seed/seed-data';
import { subscribeThroughSandbox } from '../../test/sandbox-checkout';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';
import { handleProviderEvent } from '../subscriptions';
import { INVOICES_TTL_MS } from './provider-invoice-cache';

/** How often a member's billing pages make the app call the payment provider. */
describe('invoice calls to the payment provider', () => {
  let ctx: TestContext;
  let emails = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedPlans(ctx.database.db, loadPlanSeeds());
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.restoreAllMocks());

  const get = (token: string, url: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });

  async function subscriber() {
    const email = `invoices${++emails}@example.com`;
    const { token } = await signInThroughLocalProvider(ctx, { email, name: 'Ivy Invoice' });
    const [plan] = await ctx.database.db.select().from(products).where(eq(products.slug, 'individual'));
    await subscribeThroughSandbox(ctx, token, plan!.id);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    return { token, customerId: user!.paymentCustomerId as string };
  }

  /** Moves the clock the caches read forward by `ms` from now on. */
  function later(ms: number) {
    const real = performance.now.bind(performance);
    vi.spyOn(performance, 'now').mockImplementation(() => real() + ms);
  }

  it('when the billing page is loaded twice and the account exported within the window, then the provider lists invoices once; after the window, again', async () => {
    const member = await subscriber();
    const listInvoices = vi.spyOn(ctx.app.integrations.payments, 'listInvoices');

    const first = await get(member.token, '/billing/invoices?limit=10');
    const second = await get(member.token, '/billing/invoices');
    const exported = await get(member.token, '/account/export');

    expect([first.statusCode, second.statusCode, exported.statusCode]).toEqual([200, 200, 200]);
    expect(first.json().invoices).toHaveLength(1);
    expect(first.json()).toEqual(second.json());
    expect(exported.json().invoices).toEqual({ available: true, items: first.json().invoices, has_more: false });
    expect(listInvoices).toHaveBeenCalledTimes(1);

    later(INVOICES_TTL_MS);
    const afterWindow = await get(member.token, '/billing/invoices');

    expect(afterWindow.statusCode).toBe(200);
    expect(afterWindow.json()).toEqual(first.json());
    expect(listInvoices).toHaveBeenCalledTimes(2);
  });

  it('when the provider sends an event about the customer, then the next page asks it again', async () => {
    const member = await subscriber();
    const listInvoices = vi.spyOn(ctx.app.integrations.payments, 'listInvoices');
    await get(member.token, '/billing/invoices');

    await handleProviderEvent(
      { db: ctx.database.db, payments: ctx.app.integrations.payments },
      {
        id: `evt_invoice_paid_${emails}`,
        type: 'invoice.paid',
        subscriptionId: null,
        checkoutSessionId: null,
        customerId: member.customerId,
      },
    );
    await get(member.token, '/billing/invoices');

    expect(listInvoices).toHaveBeenCalledTimes(2);
  });

  it('when two members look at their invoices, then each is asked for and neither sees the other’s', async () => {
    const a = await subscriber();
    const b = await subscriber();
    const listInvoices = vi.spyOn(ctx.app.integrations.payments, 'listInvoices');

    const pageA = (await get(a.token, '/billing/invoices')).json();
    const pageB = (await get(b.token, '/billing/invoices')).json();

    expect(listInvoices.mock.calls.map(([input]) => input.customerId)).toEqual([a.customerId, b.customerId]);
    expect(pageA.invoices[0].id).not.toBe(pageB.invoices[0].id);
  });
});
