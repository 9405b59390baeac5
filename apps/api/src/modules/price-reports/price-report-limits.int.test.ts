import { PRICE_REPORT_MESSAGES as M, PRICE_REPORT_OPEN_MAX } from '@arx/contracts';
import { RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_EMAIL } from '../../config/config';
import { priceReports, products } from '../../db/schema';
import { seedPlans } from '../../db/seed/seed';
import { loadPlanSeeds } from '../../db/seed/seed-data';
import { subscribeThroughSandbox } from '../../test/sandbox-checkout';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';

type Member = { token: string; userId: number };

const TODAY = new Date().toISOString().slice(0, 10);
/** RATE_LIMITS.priceReport: a member's reports per hour. */
const PER_HOUR = 10;
const report = {
  medication_name: 'Metformin 500 mg',
  pharmacy: 'Main Street Pharmacy',
  charged: '12.00',
  charged_on: TODAY,
};

describe('price reports are a member’s, and limited: a membership, a rate and a cap on open reports', () => {
  let ctx: TestContext;
  let operator: string;
  let planId: number;
  let next = 0;

  /** A person signed in for this test alone, with a paid membership unless told otherwise. */
  const person = async ({ member = true } = {}): Promise<Member> => {
    next += 1;
    const { token } = await signInThroughLocalProvider(ctx, { email: `limits-${next}@example.com` });
    if (member) await subscribeThroughSandbox(ctx, token, planId, 'month', { timeZone: 'UTC' });
    return { token, userId: (await ctx.app.tokens.verify(token)).user_id };
  };
  const post = (token: string, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload });
  const stored = async (m: Member, status?: 'open' | 'answered') => {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(priceReports)
      .where(and(eq(priceReports.ownerUserId, m.userId), status ? eq(priceReports.status, status) : undefined));
    return row?.n ?? 0;
  };
  /** Reports made earlier, written straight to the table (the rate limit would stop the API). */
  const alreadyReported = (m: Member, n: number, status: 'open' | 'answered' = 'open') =>
    ctx.database.db
      .insert(priceReports)
      .values(
        Array.from({ length: n }, () => ({
          ownerUserId: m.userId,
          medicationName: 'Earlier report',
          pharmacy: 'Main Street Pharmacy',
          chargedCents: 1000,
          chargedOn: TODAY,
          status,
        })),
      )
      .returning({ id: priceReports.id });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedPlans(ctx.database.db, loadPlanSeeds());
    const [plan] = await ctx.database.db.select().from(products).where(eq(products.slug, 'individual'));
    planId = plan!.id;
    operator = (await signInThroughLocalProvider(ctx, { email: DEMO_OPERATOR_EMAIL, name: 'Olu Operator' })).token;
  });
  afterAll(() => ctx?.close());

  it('when an account without a membership reports, then 403 says a membership is needed and nothing is stored', async () => {
    const visitor = await person({ member: false });
    for (const body of [report, { ...report, charged: 'lots' }]) {
      const res = await post(visitor.token, '/price_reports', body);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', message: M.membershipRequired });
    }
    expect(await stored(visitor)).toBe(0);
  });

  it(`when a household has ${PRICE_REPORT_OPEN_MAX} reports waiting for an answer, then the next is refused and nothing is stored; an answer frees a place`, async () => {
    const member = await person();
    await alreadyReported(member, 3, 'answered');
    const [oldest] = await alreadyReported(member, PRICE_REPORT_OPEN_MAX - 1);

    const last = await post(member.token, '/price_reports', report);
    expect(last.statusCode, last.body).toBe(201);
    const refused = await post(member.token, '/price_reports', report);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ code: 'conflict', message: M.tooManyOpen });
    expect(await stored(member, 'open')).toBe(PRICE_REPORT_OPEN_MAX);

    const answered = await post(operator, `/admin/price_reports/${oldest!.id}/answer`, {
      answer: 'The pharmacy has honoured the member price.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const freed = await post(member.token, '/price_reports', report);
    expect(freed.statusCode, freed.body).toBe(201);
    expect(await stored(member, 'open')).toBe(PRICE_REPORT_OPEN_MAX);
    expect(await stored(member)).toBe(3 + PRICE_REPORT_OPEN_MAX + 1);
  });

  it(`when a member sends ${PER_HOUR} reports within the hour, then the next is 429 with the named message, nothing is stored, and another member is not held back`, async () => {
    const [member, neighbour] = [await person(), await person()];
    for (let i = 0; i < PER_HOUR; i++) {
      const res = await post(member.token, '/price_reports', report);
      expect(res.statusCode, `report ${i + 1}: ${res.body}`).toBe(201);
    }
    const refused = await post(member.token, '/price_reports', report);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', message: RATE_LIMIT_MESSAGES.priceReport });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await stored(member)).toBe(PER_HOUR);
    // Reading one's reports is not limited; another member's count is their own.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/price_reports', headers: bearer(member.token) });
    expect(list.statusCode).toBe(200);
    expect((await post(neighbour.token, '/price_reports', report)).statusCode).toBe(201);
  });
});
