import { afterEach, describe, expect, it } from 'vitest';
import { lifecycleDriver } from '../../../test/lifecycle';
import { bearer } from '../../../test/sign-in';
import { createTestApp, type TestContext } from '../../../test/test-app';

const DAY_MS = 86_400_000;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const ADVANCE = '/api/v1/sandbox/clock/advance';
const ONLY_FROM_THE_PORTAL =
  "In this public demo the test clock moves only from a signed-in member's billing portal: sign in, open Billing and choose Manage Billing.";
const PORTAL_NOT_OPEN =
  'That billing portal session does not exist or has expired: sign in, open Billing and choose Manage Billing again.';

async function clockNow(ctx: TestContext): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/sandbox/clock' });
  return new Date(res.json().now).getTime();
}

/** A member signs up and opens Manage Billing: the path of their sandbox portal page. */
async function membersPortal(ctx: TestContext, email: string): Promise<string> {
  const life = lifecycleDriver(ctx);
  await life.seed();
  const { token } = await life.signUp(email, 'individual', 'month');
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/portal', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().portalUrl).pathname;
}

describe('the sandbox test clock in a public demo (ALLOW_DEMO_PROVIDERS=true)', () => {
  let ctx: TestContext;
  afterEach(() => ctx?.close());

  it.each([
    ['nobody', { days: 30 }, ONLY_FROM_THE_PORTAL],
    [
      'a made-up portal session',
      { days: 30, portal_session: 'bps_sbx_0123456789abcdef0123456789abcdef' },
      PORTAL_NOT_OPEN,
    ],
  ])(
    'when %s asks the API to move it, then it answers 403 saying where it moves, and it stays',
    async (_, body, message) => {
      ctx = await createTestApp({ APP_URL: 'https://demo.example.com' });
      const before = await clockNow(ctx);

      const res = await ctx.app.inject({ method: 'POST', url: ADVANCE, payload: body });

      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', message });
      expect((await clockNow(ctx)) - before).toBeLessThan(DAY_MS);
    },
  );

  it("when a signed-in member's portal moves it, then it moves (the page's form, or the API naming that portal)", async () => {
    ctx = await createTestApp({ APP_URL: 'https://demo.example.com' });
    const portal = await membersPortal(ctx, 'clock-demo@example.com');
    const before = await clockNow(ctx);

    const fromPage = await ctx.app.inject({ method: 'POST', url: `${portal}/clock`, headers: FORM, payload: 'days=3' });
    expect(fromPage.statusCode, fromPage.body).toBe(303);
    const fromApi = await ctx.app.inject({
      method: 'POST',
      url: ADVANCE,
      payload: { days: 4, portal_session: portal.split('/').pop() },
    });
    expect(fromApi.statusCode, fromApi.body).toBe(200);

    expect(Math.round(((await clockNow(ctx)) - before) / DAY_MS)).toBe(7);
  });
});

describe('the sandbox test clock on a local try-out', () => {
  it('moves through the API as before, for scripts and the end-to-end journeys', async () => {
    const ctx = await createTestApp();
    try {
      const before = await clockNow(ctx);
      const res = await ctx.app.inject({ method: 'POST', url: ADVANCE, payload: { days: 2 } });
      expect(res.statusCode, res.body).toBe(200);
      expect(Math.round(((await clockNow(ctx)) - before) / DAY_MS)).toBe(2);
    } finally {
      await ctx.close();
    }
  });
});
