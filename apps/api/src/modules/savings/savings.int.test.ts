import { SAVINGS_MESSAGES as M } from '@arx/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fills, medications, products } from '../../db/schema';
import { seedPlans } from '../../db/seed/seed';
import { loadPlanSeeds } from '../../db/seed/seed-data';
import { ADULT_PROFILE, createMedication } from '../../test/factories';
import { subscribeThroughSandbox } from '../../test/sandbox-checkout';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';

type Member = { token: string; userId: number; primaryId: number };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const TODAY = new Date().toISOString().slice(0, 10);
const THIS_YEAR = Number(TODAY.slice(0, 4));

describe('savings ledger', () => {
  let ctx: TestContext;
  let saver: Member;
  let modest: Member;
  let visitor: Omit<Member, 'primaryId'>;
  let medicationId: number;
  let packId: number;

  const call = (member: { token: string } | null, method: Method, url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: member ? bearer(member.token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const rowsOf = (member: { userId: number }) =>
    ctx.database.db.select().from(fills).where(eq(fills.ownerUserId, member.userId)).orderBy(fills.id);

  /** A member of the Individual plan ($9.99 a month, paid at checkout) with a completed profile. */
  async function subscribedMember(email: string): Promise<Member> {
    const { token } = await signInThroughLocalProvider(ctx, { email });
    const userId = (await ctx.app.tokens.verify(token)).user_id;
    const [plan] = await ctx.database.db.select().from(products).where(eq(products.slug, 'individual'));
    await subscribeThroughSandbox(ctx, token, plan!.id, 'month', { timeZone: 'UTC' });
    const primary = await call({ token }, 'PATCH', '/memberships/update_profile', { profile: ADULT_PROFILE });
    return { token, userId, primaryId: primary.json().membership.id };
  }

  const catalogueFill = (member: Member, overrides: Record<string, unknown> = {}) => ({
    membership_id: member.primaryId,
    medication_id: medicationId,
    pricing_id: packId,
    filled_on: TODAY,
    quantity: '30',
    price_paid: '4.50',
    pharmacy: 'Main Street Pharmacy',
    ...overrides,
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedPlans(ctx.database.db, loadPlanSeeds());
    // The 30-day pack: retail (cash) $40.00.
    const medication = await createMedication(ctx.database.db, { display_name: 'Atorvastatin', strength: '20 mg' });
    medicationId = medication.id;
    const packs = await ctx.app.inject({ method: 'GET', url: `/api/v1/medications/${medicationId}` });
    packId = packs.json().medication.pricings.find((p: { day_supply: number }) => p.day_supply === 30).id;
    saver = await subscribedMember('saver@example.com');
    modest = await subscribedMember('modest@example.com');
    const signedIn = await signInThroughLocalProvider(ctx, { email: 'visitor@example.com' });
    visitor = { token: signedIn.token, userId: (await ctx.app.tokens.verify(signedIn.token)).user_id };
  });
  afterAll(() => ctx.close());

  it('when a member records a catalogue fill, then 201 gives the retail price copied from the pack and the saving', async () => {
    const res = await call(saver, 'POST', '/savings/fills', catalogueFill(saver));

    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().fill).toEqual({
      id: expect.any(Number),
      membership_id: saver.primaryId,
      person_name: expect.any(String),
      medication_id: medicationId,
      medication_name: 'Atorvastatin 20 mg tablet',
      pack_label: '30 tablets · 30 days',
      // The words both were made from, so a Spanish page can say "tableta de 20 mg".
      catalogue_pack: {
        display_name: 'Atorvastatin',
        strength: '20 mg',
        form: 'tablet',
        quantity: 30,
        quantity_unit: 'tablets',
        day_supply: 30,
      },
      filled_on: TODAY,
      quantity: 30,
      price_paid: 4.5,
      retail_price: 40,
      saving: 35.5,
      pharmacy: 'Main Street Pharmacy',
      source: 'member',
    });
    expect(await rowsOf(saver)).toMatchObject([{ pricePaidCents: 450, retailCents: 4000, source: 'member' }]);
  });

  it('when the member saved more than the fee this year, then the summary says by how much', async () => {
    const res = await call(saver, 'GET', '/savings/summary');

    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary).toMatchObject({
      year: THIS_YEAR,
      time_zone: 'UTC',
      fees_paid_this_year: 9.99,
      household: { this_year: { paid: 4.5, retail: 40, saving: 35.5, fills: 1, unpriced_fills: 0 } },
      verdict: { kind: 'saved_more', amount: 25.51 },
    });
    expect(summary.people).toEqual([
      expect.objectContaining({ membership_id: saver.primaryId, this_year: expect.objectContaining({ saving: 35.5 }) }),
    ]);
  });

  it('when the member saved less than the fee, and a free-text fill has no retail price, then the summary says it cost more', async () => {
    await call(modest, 'POST', '/savings/fills', catalogueFill(modest, { price_paid: '36.00' }));
    const free = await call(modest, 'POST', '/savings/fills', {
      ...catalogueFill(modest, { medication_id: undefined, pricing_id: undefined }),
      medication_name: 'Compounded cream',
      price_paid: '12',
    });
    expect(free.json().fill).toMatchObject({
      medication_id: null,
      pack_label: null,
      catalogue_pack: null,
      retail_price: null,
      saving: null,
    });

    const summary = (await call(modest, 'GET', '/savings/summary')).json();

    expect(summary.household.this_year).toEqual({ paid: 48, retail: 40, saving: 4, fills: 2, unpriced_fills: 1 });
    expect(summary.verdict).toEqual({ kind: 'cost_more', amount: 5.99 });
  });

  it('when a fill was paid above retail, then its saving is negative and counts against the total', async () => {
    const res = await call(
      modest,
      'POST',
      '/savings/fills',
      catalogueFill(modest, { price_paid: '41.25', filled_on: '2019-05-01' }),
    );
    expect(res.json().fill.saving).toBe(-1.25);

    const summary = (await call(modest, 'GET', '/savings/summary')).json();
    expect(summary.household.this_year.saving).toBe(4);
    expect(summary.household.all_time.saving).toBe(2.75);
  });

  it('when fills are listed, then they come newest first, with paging', async () => {
    const first = (await call(modest, 'GET', '/savings/fills?limit=2')).json();
    expect(first.total).toBe(3);
    expect(first.has_more).toBe(true);
    expect(first.fills.map((f: { filled_on: string }) => f.filled_on)).toEqual([TODAY, TODAY]);
    expect(first.fills[0].medication_name).toBe('Compounded cream');

    const rest = (await call(modest, 'GET', '/savings/fills?limit=2&offset=2')).json();
    expect(rest).toMatchObject({ has_more: false, fills: [{ filled_on: '2019-05-01' }] });
  });

  it('when the form is wrong, then 400 gives every message and nothing is stored', async () => {
    const before = await rowsOf(saver);
    const res = await call(saver, 'POST', '/savings/fills', {
      membership_id: saver.primaryId,
      medication_name: 'A',
      filled_on: '2999-01-01',
      quantity: '0',
      price_paid: '1.234',
      pharmacy: '',
    });

    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      M.medicationNameLength,
      M.dateInFuture,
      M.quantityInvalid,
      M.pricePaidDecimals,
      M.pharmacyRequired,
    ]);
    expect(await rowsOf(saver)).toEqual(before);
  });

  it('when the pack is not that medication’s, or the medication is retired, then 400 and nothing is stored', async () => {
    const other = await createMedication(ctx.database.db, { display_name: 'Retirol' });
    const otherPacks = (await ctx.app.inject({ method: 'GET', url: `/api/v1/medications/${other.id}` })).json();
    const otherPack = otherPacks.medication.pricings[0].id;
    const wrongPack = await call(saver, 'POST', '/savings/fills', catalogueFill(saver, { pricing_id: otherPack }));
    expect(wrongPack.statusCode).toBe(400);
    expect(wrongPack.json().errors).toEqual([M.packNotFound]);

    await ctx.database.db.update(medications).set({ retiredAt: new Date() }).where(eq(medications.id, other.id));
    const retired = await call(saver, 'POST', '/savings/fills', {
      ...catalogueFill(saver),
      medication_id: other.id,
      pricing_id: otherPack,
    });
    expect(retired.statusCode).toBe(400);
    expect(retired.json().errors).toEqual([M.medicationRetired]);
    expect(await rowsOf(saver)).toHaveLength(1);
  });

  it('when a member edits a fill, then only the fields sent change, the retail price stays, and an empty edit is refused', async () => {
    const [fill] = await rowsOf(saver);
    const res = await call(saver, 'PATCH', `/savings/fills/${fill!.id}`, {
      price_paid: '10',
      pharmacy: 'Corner Drugs',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().fill).toMatchObject({ price_paid: 10, retail_price: 40, saving: 30, pharmacy: 'Corner Drugs' });

    const [edited] = await rowsOf(saver);
    const empty = await call(saver, 'PATCH', `/savings/fills/${fill!.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([M.noChanges]);
    expect(await rowsOf(saver)).toEqual([edited]);
  });

  it('when another member names someone else’s fill or person, then 404 and nothing changes', async () => {
    const [theirs] = await rowsOf(saver);
    const mine = (await rowsOf(modest)).length;

    expect((await call(modest, 'PATCH', `/savings/fills/${theirs!.id}`, { price_paid: '0' })).statusCode).toBe(404);
    expect((await call(modest, 'DELETE', `/savings/fills/${theirs!.id}`)).statusCode).toBe(404);
    const intoTheirHousehold = await call(modest, 'POST', '/savings/fills', catalogueFill(saver));
    expect(intoTheirHousehold.statusCode).toBe(404);
    const moveIntoTheirs = await call(saver, 'PATCH', `/savings/fills/${theirs!.id}`, {
      membership_id: modest.primaryId,
    });
    expect(moveIntoTheirs.statusCode).toBe(404);

    expect(await rowsOf(saver)).toEqual([theirs]);
    expect(await rowsOf(modest)).toHaveLength(mine);
  });

  it('when a member with no household yet asks, then the ledger is empty and the verdict honest (no fees, no savings)', async () => {
    expect((await call(visitor, 'GET', '/savings/fills')).json()).toEqual({ fills: [], total: 0, has_more: false });
    const summary = (await call(visitor, 'GET', '/savings/summary')).json();
    expect(summary).toMatchObject({ people: [], fees_paid_this_year: 0, verdict: { kind: 'even', amount: 0 } });
    expect((await call(visitor, 'POST', '/savings/fills', catalogueFill(saver))).statusCode).toBe(404);
  });

  it('when there is no token, then every savings route answers 401', async () => {
    for (const [method, url] of [
      ['GET', '/savings/fills'],
      ['POST', '/savings/fills'],
      ['PATCH', '/savings/fills/1'],
      ['DELETE', '/savings/fills/1'],
      ['GET', '/savings/summary'],
    ] as const) {
      expect((await call(null, method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('when a member deletes a fill, then it is gone and the totals follow', async () => {
    const [fill] = await rowsOf(saver);
    expect((await call(saver, 'DELETE', `/savings/fills/${fill!.id}`)).statusCode).toBe(204);
    expect(await rowsOf(saver)).toEqual([]);
    const summary = (await call(saver, 'GET', '/savings/summary')).json();
    expect(summary.verdict).toEqual({ kind: 'cost_more', amount: 9.99 });
    expect((await call(saver, 'DELETE', `/savings/fills/${fill!.id}`)).statusCode).toBe(404);
  });
});
