import { PRICE_REPORT_MESSAGES as M } from '@arx/contracts';
import { ADMIN_PRICE_REPORT_MESSAGES } from '@arx/contracts/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_EMAIL } from '../../config/config';
import { auditEvents, priceReports, products } from '../../db/schema';
import { seedPlans } from '../../db/seed/seed';
import { loadPlanSeeds } from '../../db/seed/seed-data';
import { ADULT_PROFILE, createMedication } from '../../test/factories';
import { subscribeThroughSandbox } from '../../test/sandbox-checkout';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';

type Member = { token: string; userId: number; primaryId?: number };

const TODAY = new Date().toISOString().slice(0, 10);

describe('price reports: the member reports a different price, the operator answers', () => {
  let ctx: TestContext;
  let reporter: Member;
  let other: Member;
  let operator: string;
  let medicationId: number;
  let packId: number;

  const call = (token: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const member = async (email: string): Promise<Member> => {
    const { token } = await signInThroughLocalProvider(ctx, { email });
    return { token, userId: (await ctx.app.tokens.verify(token)).user_id };
  };
  const rowsOf = (m: Member) =>
    ctx.database.db.select().from(priceReports).where(eq(priceReports.ownerUserId, m.userId));
  const counter = { pharmacy: 'Main Street Pharmacy', charged: '15.00', charged_on: TODAY };

  beforeAll(async () => {
    ctx = await createTestApp();
    // The 30-day pack: cash $40.00, member price $9.00.
    const medication = await createMedication(ctx.database.db, { display_name: 'Atorvastatin', strength: '20 mg' });
    medicationId = medication.id;
    const packs = await ctx.app.inject({ method: 'GET', url: `/api/v1/medications/${medicationId}` });
    packId = packs.json().medication.pricings.find((p: { day_supply: number }) => p.day_supply === 30).id;
    await seedPlans(ctx.database.db, loadPlanSeeds());
    reporter = await member('reporter@example.com');
    // The reporter holds a card, so the ledger has a person to record a fill for.
    const [plan] = await ctx.database.db.select().from(products).where(eq(products.slug, 'individual'));
    await subscribeThroughSandbox(ctx, reporter.token, plan!.id, 'month', { timeZone: 'UTC' });
    const primary = await call(reporter.token, 'PATCH', '/memberships/update_profile', { profile: ADULT_PROFILE });
    reporter.primaryId = primary.json().membership.id;
    // Another household with a card of its own: reporting needs a membership.
    other = await member('other@example.com');
    await subscribeThroughSandbox(ctx, other.token, plan!.id, 'month', { timeZone: 'UTC' });
    operator = (await signInThroughLocalProvider(ctx, { email: DEMO_OPERATOR_EMAIL, name: 'Olu Operator' })).token;
  });
  afterAll(() => ctx.close());

  it('when a member reports from a catalogue pack, then the member price shown then is kept and the report is open', async () => {
    const res = await call(reporter.token, 'POST', '/price_reports', {
      medication_id: medicationId,
      pricing_id: packId,
      ...counter,
      note: '  The till said $15  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().report).toMatchObject({
      medication_id: medicationId,
      medication_name: expect.stringContaining('Atorvastatin'),
      pack_label: expect.any(String),
      catalogue_pack: expect.objectContaining({ display_name: 'Atorvastatin', quantity_unit: expect.any(String) }),
      shown_price: 9,
      charged: 15,
      charged_on: TODAY,
      pharmacy: 'Main Street Pharmacy',
      note: 'The till said $15',
      status: 'open',
      answer: null,
    });
    const [row] = await rowsOf(reporter);
    expect(row).toMatchObject({ shownPriceCents: 900, chargedCents: 1500, status: 'open' });
  });

  it('when a member reports from their own fill, then its medication and pack are copied; another household’s fill is 404 and nothing is stored', async () => {
    const recorded = await call(reporter.token, 'POST', '/savings/fills', {
      membership_id: reporter.primaryId,
      medication_name: 'Lisinopril 10 mg tablet',
      filled_on: TODAY,
      quantity: '30',
      price_paid: '7.00',
      pharmacy: 'Corner Pharmacy',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const own = recorded.json().fill as { id: number };
    const before = (await rowsOf(reporter)).length;
    const foreign = await call(other.token, 'POST', '/price_reports', { fill_id: own.id, ...counter });
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(await rowsOf(other)).toEqual([]);

    const res = await call(reporter.token, 'POST', '/price_reports', { fill_id: own.id, ...counter });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().report).toMatchObject({
      fill_id: own.id,
      medication_name: 'Lisinopril 10 mg tablet',
      shown_price: null,
    });
    expect((await rowsOf(reporter)).length).toBe(before + 1);
  });

  it('when the form is wrong, then 400 lists every problem and nothing is stored', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const res = await call(other.token, 'POST', '/price_reports', {
      medication_name: 'x',
      pharmacy: ' ',
      charged: '12.345',
      charged_on: tomorrow,
      note: 'n'.repeat(501),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      M.medicationNameLength,
      M.pharmacyRequired,
      M.chargedDecimals,
      M.dateInFuture,
      M.noteTooLong,
    ]);
    const early = await call(other.token, 'POST', '/price_reports', {
      medication_name: 'Aspirin',
      ...counter,
      charged_on: '1999-12-31',
    });
    expect(early.json().errors).toEqual([M.dateTooEarly]);
    expect(await rowsOf(other)).toEqual([]);
    expect((await call(null, 'GET', '/price_reports')).statusCode).toBe(401);
  });

  it('when the member lists reports, then only their own come back, newest first', async () => {
    await call(other.token, 'POST', '/price_reports', { medication_name: 'Aspirin', ...counter });
    const res = await call(reporter.token, 'GET', '/price_reports');
    expect(res.statusCode).toBe(200);
    const reports = res.json().reports as { medication_name: string; id: number }[];
    expect(reports.map((r) => r.medication_name)).toEqual([
      'Lisinopril 10 mg tablet',
      expect.stringContaining('Atorvastatin'),
    ]);
  });

  it('when the operator lists and answers, then the member sees the answer and the audit log holds ids and statuses only', async () => {
    const open = await call(operator, 'GET', '/admin/price_reports');
    expect(open.statusCode, open.body).toBe(200);
    const reports = open.json().reports as { id: number; created_at: string; status: string }[];
    expect(reports.every((r) => r.status === 'open')).toBe(true);
    expect(reports.map((r) => r.created_at)).toEqual([...reports.map((r) => r.created_at)].sort());
    const first = open.json().reports[0];
    expect(first).toMatchObject({
      reporter: { user_id: reporter.userId, email: 'reporter@example.com', member_id: expect.stringMatching(/-01$/) },
      shown_price: 9,
      charged: 15,
      difference: 6,
    });

    const short = await call(operator, 'POST', `/admin/price_reports/${first.id}/answer`, { answer: ' ok ' });
    expect(short.statusCode).toBe(400);
    expect([short.json().message, ...(short.json().errors ?? [])]).toContain(ADMIN_PRICE_REPORT_MESSAGES.answerLength);

    const answered = await call(operator, 'POST', `/admin/price_reports/${first.id}/answer`, {
      answer: '  We have asked the pharmacy to honour $9.00.  ',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      report: { status: 'answered', answer: 'We have asked the pharmacy to honour $9.00.' },
      message: ADMIN_PRICE_REPORT_MESSAGES.answered,
    });
    const again = await call(operator, 'POST', `/admin/price_reports/${first.id}/answer`, {
      answer: 'The pharmacy refunded the difference.',
    });
    expect(again.json().report.answer).toBe('The pharmacy refunded the difference.');

    const mine = (await call(reporter.token, 'GET', '/price_reports')).json().reports;
    expect(mine.find((r: { id: number }) => r.id === first.id)).toMatchObject({
      status: 'answered',
      answer: 'The pharmacy refunded the difference.',
      answered_at: expect.any(String),
    });
    const entries = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'price_report.answer'));
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        subjectType: 'price_report',
        subjectId: String(first.id),
        memberUserId: reporter.userId,
        after: { status: 'answered' },
      });
      expect(JSON.stringify(entry)).not.toMatch(/Atorvastatin|Pharmacy|honour/);
    }
    const stillOpen = (await call(operator, 'GET', '/admin/price_reports')).json().reports;
    expect(stillOpen.map((r: { id: number }) => r.id)).not.toContain(first.id);
    const done = (await call(operator, 'GET', '/admin/price_reports?status=answered')).json().reports;
    expect(done.map((r: { id: number }) => r.id)).toEqual([first.id]);
    const all = (await call(operator, 'GET', '/admin/price_reports?status=all')).json().reports;
    expect(all.at(-1).id).toBe(first.id);
  });

  it('when a report that does not exist is answered, then 404 and nothing is audited', async () => {
    const res = await call(operator, 'POST', '/admin/price_reports/999999/answer', { answer: 'Nobody asked this.' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ADMIN_PRICE_REPORT_MESSAGES.notFound);
  });
  it('when a member reports from a fill of a catalogue pack, then the pack’s member price is kept beside the charge', async () => {
    const recorded = await call(reporter.token, 'POST', '/savings/fills', {
      membership_id: reporter.primaryId,
      medication_id: medicationId,
      pricing_id: packId,
      filled_on: TODAY,
      quantity: '30',
      price_paid: '15.00',
      pharmacy: 'Main Street Pharmacy',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const fill = recorded.json().fill as { id: number; pack_label: string; catalogue_pack: object };
    const res = await call(reporter.token, 'POST', '/price_reports', { fill_id: fill.id, ...counter });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().report).toMatchObject({
      fill_id: fill.id,
      pack_label: fill.pack_label,
      catalogue_pack: fill.catalogue_pack,
      shown_price: 9,
      charged: 15,
    });
  });
});
