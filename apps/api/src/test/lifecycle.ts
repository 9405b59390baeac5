import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailboxMessages, prices, sentEmails, users } from '../db/schema';
import { ADULT_PROFILE } from './factories';
import { seedPlanIds } from './plans';
import { subscribeThroughSandbox } from './sandbox-checkout';
import { bearer, signInThroughLocalProvider } from './sign-in';
import type { TestContext } from './test-app';

/** Drives a member's life with the club on a test app: sign-up, the sandbox clock, the mail they get. */
export function lifecycleDriver(ctx: TestContext) {
  const db = ctx.database.db;
  let plans: Record<string, number> = {};

  return {
    async seed() {
      plans = await seedPlanIds(ctx);
    },
    plan: (slug: 'individual' | 'partner_pet' | 'family') => plans[slug] as number,
    /** Signs up and pays; `timeZone` is what the browser sends with the checkout (none: the default). */
    async signUp(
      email: string,
      slug: 'individual' | 'partner_pet' | 'family',
      interval: 'month' | 'year',
      { timeZone }: { timeZone?: string } = {},
    ) {
      const { token } = await signInThroughLocalProvider(ctx, { email, name: 'Pat Member' });
      await subscribeThroughSandbox(ctx, token, plans[slug] as number, interval, { timeZone });
      const [user] = await db.select().from(users).where(eq(users.email, email));
      return { token, userId: user!.id };
    },
    async signIn(email: string) {
      return (await signInThroughLocalProvider(ctx, { email, name: 'Pat Member' })).token;
    },
    /**
     * Joins a plan with a free trial of 7 days with the test card that is accepted but declines
     * every charge: the trial's end brings a failed payment.
     */
    async joinTrialWithDecliningCard(
      email: string,
      slug: 'individual' | 'partner_pet' | 'family',
      { timeZone }: { timeZone?: string } = {},
    ) {
      await db
        .update(prices)
        .set({ trialDays: 7 })
        .where(eq(prices.productId, plans[slug] as number));
      const token = await this.signIn(email);
      await subscribeThroughSandbox(ctx, token, plans[slug] as number, 'month', {
        cardNumber: '4000000000000341',
        timeZone,
      });
      const [user] = await db.select().from(users).where(eq(users.email, email));
      return { token, userId: user!.id };
    },
    /** The card holder completes their profile (date of birth, address): it must never reach an e-mail. */
    patchProfile: (token: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/v1/memberships/update_profile',
        headers: bearer(token),
        payload: { profile: ADULT_PROFILE },
      }),
    /** Moves the sandbox's test clock ahead, as its portal's button does. */
    async advance(days: number) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/sandbox/clock/advance', payload: { days } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    /** What the member's mailbox holds, oldest first. */
    async mailTo(email: string) {
      return db
        .select()
        .from(mailboxMessages)
        .where(eq(mailboxMessages.toAddress, email))
        .orderBy(asc(mailboxMessages.id));
    },
    async kindsTo(email: string) {
      return (await this.mailTo(email)).map((m) => m.kind);
    },
    async sentTo(userId: number) {
      return db.select().from(sentEmails).where(eq(sentEmails.userId, userId)).orderBy(asc(sentEmails.id));
    },
    /** Sends what is queued (the server's runner does this every second). */
    deliver: () => ctx.app.background.runDue(),
    /** Finds the notices that came due and sends them (the server sweeps every minute). */
    async sweepAndDeliver() {
      await ctx.app.background.sweep();
      await ctx.app.background.runDue();
    },
    get: (token: string, url: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) }),
    post: (token: string, url: string, payload?: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}
