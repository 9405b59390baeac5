import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, sandboxClock, subscriptions, users } from '../../db/schema';
import { ADULT_PROFILE } from '../../test/factories';
import { lifecycleDriver } from '../../test/lifecycle';
import { bearer } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';

/** "November 23, 2027": how the web app writes an instant in a browser set to `timeZone`. */
const dayIn = (instant: Date, timeZone: string) =>
  instant.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone });

describe("the member's time zone, kept from the browser", () => {
  let ctx: TestContext;
  let life: ReturnType<typeof lifecycleDriver>;

  beforeAll(async () => {
    ctx = await createTestApp();
    life = lifecycleDriver(ctx);
    await life.seed();
  });
  afterAll(() => ctx.close());

  const zoneOf = async (userId: number) =>
    (await ctx.database.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)))[0]?.timeZone;
  const userIdOf = async (email: string) =>
    (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const patchProfile = (token: string, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/v1/memberships/update_profile', headers: bearer(token), payload });

  it('when the checkout sends the browser’s zone, then it is kept on the member', async () => {
    const { userId } = await life.signUp('pacific@example.com', 'individual', 'month', {
      timeZone: 'America/Los_Angeles',
    });

    expect(await zoneOf(userId)).toBe('America/Los_Angeles');
  });

  it('when the checkout sends a zone that is not one, then 400 names it, and no zone and no checkout are kept', async () => {
    const token = await life.signIn('nowhere@example.com');
    const res = await life.post(token, '/subscriptions/checkout', {
      plan_id: life.plan('individual'),
      interval: 'month',
      time_zone: 'Mars/Olympus_Mons',
    });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'time_zone must be an IANA time zone, such as America/New_York',
    });
    const userId = await userIdOf('nowhere@example.com');
    expect(await zoneOf(userId)).toBeNull();
    expect(await ctx.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId))).toEqual(
      [],
    );
  });

  it('when a member who joined without one saves their profile, then the browser’s zone is kept', async () => {
    const { token, userId } = await life.signUp('earlier@example.com', 'individual', 'month');
    expect(await zoneOf(userId)).toBeNull();

    const res = await patchProfile(token, { profile: ADULT_PROFILE, time_zone: 'America/Denver' });

    expect(res.statusCode, res.body).toBe(200);
    expect(await zoneOf(userId)).toBe('America/Denver');
  });

  it('when the profile is refused, then the zone sent with it is not kept either', async () => {
    const { token, userId } = await life.signUp('refused@example.com', 'individual', 'month');

    const res = await patchProfile(token, {
      profile: { ...ADULT_PROFILE, address_zip: 'not a zip' },
      time_zone: 'America/Chicago',
    });

    expect(res.statusCode).toBe(400);
    expect(await zoneOf(userId)).toBeNull();
  });
});

describe('e-mails date things on the day it is where the member lives, as the app does', () => {
  let ctx: TestContext;
  let life: ReturnType<typeof lifecycleDriver>;

  beforeAll(async () => {
    ctx = await createTestApp();
    life = lifecycleDriver(ctx);
    await life.seed();
    // The sandbox's clock set to 06:00 UTC: 22:00 or 23:00 the day before in Los Angeles, 01:00
    // or 02:00 the same day in New York, whatever the season. Members who join now renew at that
    // instant a year on.
    const realNow = Date.now();
    const sixAm = new Date(realNow);
    sixAm.setUTCHours(6, 0, 0, 0);
    if (sixAm.getTime() < realNow + 60_000) sixAm.setUTCDate(sixAm.getUTCDate() + 1);
    await ctx.database.db.insert(sandboxClock).values({ id: 1, offsetMs: sixAm.getTime() - realNow });
  });
  afterAll(() => ctx.close());

  it('when a member in Los Angeles and one with no zone renew at the same instant, then each notice has their own day', async () => {
    const pacific = await life.signUp('la@example.com', 'individual', 'year', { timeZone: 'America/Los_Angeles' });
    const unknown = await life.signUp('somewhere@example.com', 'individual', 'year');
    await life.advance(336);
    await life.sweepAndDeliver();

    const [sub] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, pacific.userId));
    const renewsAt = sub!.currentPeriodEnd!;
    expect(renewsAt.getUTCHours()).toBe(6);
    const losAngelesDay = dayIn(renewsAt, 'America/Los_Angeles');
    const newYorkDay = dayIn(renewsAt, 'America/New_York');
    expect(losAngelesDay).not.toBe(newYorkDay);

    const [toPacific] = (await life.mailTo('la@example.com')).filter((m) => m.kind === 'renewal-notice');
    expect(toPacific!.subject).toBe(`Your membership renews on ${losAngelesDay}`);
    expect(toPacific!.text).toContain(`renews automatically on ${losAngelesDay}`);
    expect(`${toPacific!.html}${toPacific!.text}`).not.toContain(newYorkDay);

    // No zone stored: Eastern time, the documented default.
    const [other] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, unknown.userId));
    expect(dayIn(other!.currentPeriodEnd!, 'America/New_York')).toBe(newYorkDay);
    const [toUnknown] = (await life.mailTo('somewhere@example.com')).filter((m) => m.kind === 'renewal-notice');
    expect(toUnknown!.subject).toBe(`Your membership renews on ${newYorkDay}`);
    expect(`${toUnknown!.html}${toUnknown!.text}`).not.toContain(losAngelesDay);
  });

  it('when a member in Los Angeles is near the end of a free trial, then the notice gives the day it ends there', async () => {
    const { userId } = await life.joinTrialWithDecliningCard('trial-la@example.com', 'individual', {
      timeZone: 'America/Los_Angeles',
    });
    await life.advance(4);
    await life.sweepAndDeliver();

    const [sub] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const endsOn = dayIn(sub!.trialEnd!, 'America/Los_Angeles');
    expect(endsOn).not.toBe(dayIn(sub!.trialEnd!, 'UTC'));
    const [notice] = (await life.mailTo('trial-la@example.com')).filter((m) => m.kind === 'trial-ending');
    expect(notice!.subject).toBe(`Your free trial ends on ${endsOn}`);
  });
});
