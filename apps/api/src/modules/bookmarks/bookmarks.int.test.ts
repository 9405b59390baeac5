import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks } from '../../db/schema';
import { createMedication } from '../../test/factories';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';

type Member = { token: string; userId: number };

describe('bookmarks', () => {
  let ctx: TestContext;
  let alice: Member;
  let bob: Member;

  async function signIn(email: string): Promise<Member> {
    const { token } = await signInThroughLocalProvider(ctx, { email });
    return { token, userId: (await ctx.app.tokens.verify(token)).user_id };
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    alice = await signIn('alice@example.com');
    bob = await signIn('bob@example.com');
  });
  afterAll(() => ctx.close());

  const call = (member: Member | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: member ? bearer(member.token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const bookmark = (member: Member, medicationId: number) =>
    call(member, 'POST', '/bookmarks', { medication_id: medicationId });
  const rowsOf = (member: Member, medicationId?: number) =>
    ctx.database.db
      .select()
      .from(bookmarks)
      .where(
        and(
          eq(bookmarks.userId, member.userId),
          medicationId === undefined ? undefined : eq(bookmarks.medicationId, medicationId),
        ),
      );
  /** A medication id that no medication has. */
  const unknownId = 999_999;

  describe('POST /bookmarks', () => {
    it('when a member bookmarks a medication, then 201 returns it with its best savings and one row is stored', async () => {
      // Default packs: 30-day cash 40.00 / member 9.00, 90-day cash 110.00 / member 22.00.
      const medication = await createMedication(ctx.database.db, { display_name: 'Lisinopril', strength: '10 mg' });

      const res = await bookmark(alice, medication.id);

      expect(res.statusCode).toBe(201);
      expect(res.json().bookmark).toEqual({
        id: expect.any(Number),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        medication: {
          id: medication.id,
          display_name: 'Lisinopril',
          strength: '10 mg',
          form: 'tablet',
          max_cash_price: 110,
          min_membership_price: 9,
          savings_amount: 101,
          savings_percentage: 92,
          retired: false,
        },
      });
      const rows = await rowsOf(alice, medication.id);
      expect(rows.map((r) => r.id)).toEqual([res.json().bookmark.id]);
    });

    it('when the member bookmarks the same medication again, then 200 returns the existing bookmark and no row is added', async () => {
      const medication = await createMedication(ctx.database.db);
      const first = await bookmark(alice, medication.id);

      const again = await bookmark(alice, medication.id);

      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json().bookmark).toEqual(first.json().bookmark);
      expect(await rowsOf(alice, medication.id)).toHaveLength(1);
    });

    it('when twenty identical requests race, then exactly one bookmark exists and all answers name it', async () => {
      const medication = await createMedication(ctx.database.db);

      const answers = await Promise.all(Array.from({ length: 20 }, () => bookmark(alice, medication.id)));

      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([...Array(19).fill(200), 201]);
      const ids = new Set(answers.map((a) => a.json().bookmark.id));
      const rows = await rowsOf(alice, medication.id);
      expect(rows).toHaveLength(1);
      expect([...ids]).toEqual([rows[0]?.id]);
    });

    it('when the medication does not exist, then 404 "Medication not found" and nothing is stored', async () => {
      const res = await bookmark(alice, unknownId);

      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Medication not found', code: 'not_found' });
      expect(await rowsOf(alice, unknownId)).toHaveLength(0);
    });

    it.each([
      ['a string', { medication_id: 'abc' }],
      ['missing', {}],
      ['negative', { medication_id: -3 }],
      ['zero', { medication_id: 0 }],
      ['a fraction', { medication_id: 1.5 }],
      ['with an unknown field', { medication_id: 1, user_id: 1 }],
    ])('when medication_id is %s, then 400 with a plain message and nothing is stored', async (_case, body) => {
      const before = (await rowsOf(alice)).length;

      const res = await call(alice, 'POST', '/bookmarks', body);

      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
      expect(res.json().errors.length).toBeGreaterThan(0);
      expect(await rowsOf(alice)).toHaveLength(before);
    });
  });

  describe('GET /bookmarks', () => {
    it('when a member has bookmarks, then they are listed newest first with max cash, min member price and savings', async () => {
      const db = ctx.database.db;
      const carol = await signIn('carol@example.com');
      const mixed = await createMedication(db, { display_name: 'Mixed packs' }, [
        { day_supply: 30, cash_cents: 3000, member_cents: 2000 },
        { day_supply: 90, cash_cents: 2500, member_cents: 2400 },
      ]);
      const noDiscount = await createMedication(db, { display_name: 'No discount' }, [
        { day_supply: 30, cash_cents: 1234, member_cents: 1234 },
      ]);
      const unpriced = await createMedication(db, { display_name: 'Unpriced' }, []);
      for (const m of [mixed, noDiscount, unpriced]) expect((await bookmark(carol, m.id)).statusCode).toBe(201);

      const res = await call(carol, 'GET', '/bookmarks');

      expect(res.statusCode).toBe(200);
      const listed = res.json().bookmarks.map((b: { medication: unknown }) => b.medication);
      expect(listed).toEqual([
        {
          id: unpriced.id,
          display_name: 'Unpriced',
          strength: '10 mg',
          form: 'tablet',
          max_cash_price: null,
          min_membership_price: null,
          savings_amount: 0,
          savings_percentage: 0,
          retired: false,
        },
        expect.objectContaining({
          id: noDiscount.id,
          max_cash_price: 12.34,
          min_membership_price: 12.34,
          savings_amount: 0,
          savings_percentage: 0,
          retired: false,
        }),
        // Max cash 30.00 and min member 20.00 come from different packs: 10.00 saved, 33 %.
        expect.objectContaining({
          id: mixed.id,
          max_cash_price: 30,
          min_membership_price: 20,
          savings_amount: 10,
          savings_percentage: 33,
          retired: false,
        }),
      ]);
    });

    it('when a member has no bookmarks, then the list is empty', async () => {
      const dave = await signIn('dave@example.com');

      const res = await call(dave, 'GET', '/bookmarks');

      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ bookmarks: [] });
    });
  });

  describe('DELETE /bookmarks/:id', () => {
    it('when the member deletes their bookmark, then 204 and the row is gone; deleting it again is 404', async () => {
      const medication = await createMedication(ctx.database.db);
      const { id } = (await bookmark(alice, medication.id)).json().bookmark;

      const res = await call(alice, 'DELETE', `/bookmarks/${id}`);

      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await rowsOf(alice, medication.id)).toHaveLength(0);
      const again = await call(alice, 'DELETE', `/bookmarks/${id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('Bookmark not found');
    });

    it('when the bookmark id does not exist, then 404', async () => {
      expect((await call(alice, 'DELETE', `/bookmarks/${unknownId}`)).statusCode).toBe(404);
    });

    it('when the id is not a number, then 400', async () => {
      expect((await call(alice, 'DELETE', '/bookmarks/abc')).statusCode).toBe(400);
    });
  });

  describe('DELETE /bookmarks/medication/:id', () => {
    it('when the medication is bookmarked, then 204 and the row is gone; again is still 204', async () => {
      const medication = await createMedication(ctx.database.db);
      await bookmark(alice, medication.id);

      const res = await call(alice, 'DELETE', `/bookmarks/medication/${medication.id}`);

      expect(res.statusCode).toBe(204);
      expect(await rowsOf(alice, medication.id)).toHaveLength(0);
      expect((await call(alice, 'DELETE', `/bookmarks/medication/${medication.id}`)).statusCode).toBe(204);
    });

    it('when the medication does not exist, then 404', async () => {
      const res = await call(alice, 'DELETE', `/bookmarks/medication/${unknownId}`);

      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Medication not found');
    });
  });

  describe('GET /bookmarks/check/:id and POST /bookmarks/toggle/:id', () => {
    it('when a medication is toggled on and off, then check and the stored rows follow it', async () => {
      const medication = await createMedication(ctx.database.db);
      const check = () => call(alice, 'GET', `/bookmarks/check/${medication.id}`);
      expect((await check()).json()).toEqual({ is_bookmarked: false, bookmark_id: null });

      const on = await call(alice, 'POST', `/bookmarks/toggle/${medication.id}`);

      expect(on.statusCode).toBe(200);
      const [row] = await rowsOf(alice, medication.id);
      expect(on.json()).toEqual({ is_bookmarked: true, bookmark_id: row?.id });
      expect((await check()).json()).toEqual({ is_bookmarked: true, bookmark_id: row?.id });

      const off = await call(alice, 'POST', `/bookmarks/toggle/${medication.id}`);

      expect(off.json()).toEqual({ is_bookmarked: false, bookmark_id: null });
      expect(await rowsOf(alice, medication.id)).toHaveLength(0);
      expect((await check()).json()).toEqual({ is_bookmarked: false, bookmark_id: null });
    });

    it.each([
      ['GET', '/bookmarks/check'],
      ['POST', '/bookmarks/toggle'],
    ] as const)('when %s %s names an unknown medication, then 404 and nothing is stored', async (method, path) => {
      const res = await call(alice, method, `${path}/${unknownId}`);

      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Medication not found');
      expect(await rowsOf(alice, unknownId)).toHaveLength(0);
    });
  });

  describe('another member', () => {
    it('never sees, checks or deletes your bookmarks', async () => {
      const medication = await createMedication(ctx.database.db);
      const { id } = (await bookmark(alice, medication.id)).json().bookmark;

      const listed = await call(bob, 'GET', '/bookmarks');
      const checked = await call(bob, 'GET', `/bookmarks/check/${medication.id}`);
      const deleted = await call(bob, 'DELETE', `/bookmarks/${id}`);
      const deletedByMedication = await call(bob, 'DELETE', `/bookmarks/medication/${medication.id}`);

      expect(listed.json().bookmarks.map((b: { id: number }) => b.id)).not.toContain(id);
      expect(checked.json()).toEqual({ is_bookmarked: false, bookmark_id: null });
      expect(deleted.statusCode).toBe(404);
      expect(deletedByMedication.statusCode).toBe(204);
      expect((await rowsOf(alice, medication.id)).map((r) => r.id)).toEqual([id]);
    });

    it('toggling the same medication makes their own bookmark and leaves yours alone', async () => {
      const medication = await createMedication(ctx.database.db);
      const { id } = (await bookmark(alice, medication.id)).json().bookmark;

      const toggled = await call(bob, 'POST', `/bookmarks/toggle/${medication.id}`);

      const [bobs] = await rowsOf(bob, medication.id);
      expect(toggled.json()).toEqual({ is_bookmarked: true, bookmark_id: bobs?.id });
      expect(bobs?.id).not.toBe(id);
      expect((await rowsOf(alice, medication.id)).map((r) => r.id)).toEqual([id]);
      const bobsList = (await call(bob, 'GET', '/bookmarks')).json().bookmarks;
      expect(bobsList.every((b: { id: number }) => b.id !== id)).toBe(true);
    });
  });

  describe('without a token', () => {
    it.each([
      ['GET', '/bookmarks'],
      ['POST', '/bookmarks'],
      ['DELETE', '/bookmarks/1'],
      ['DELETE', '/bookmarks/medication/1'],
      ['GET', '/bookmarks/check/1'],
      ['POST', '/bookmarks/toggle/1'],
    ] as const)('%s %s answers 401', async (method, url) => {
      const res = await call(
        null,
        method,
        url,
        method === 'POST' && url === '/bookmarks' ? { medication_id: 1 } : undefined,
      );

      expect(res.statusCode).toBe(401);
    });

    it('a forged token answers 401', async () => {
      const res = await call({ token: 'not-a-jwt', userId: 0 }, 'GET', '/bookmarks');

      expect(res.statusCode).toBe(401);
    });
  });
});

describe('is_bookmarked on medications', () => {
  let ctx: TestContext;
  let aliceToken: string;
  let bobToken: string;
  let saved: number;
  let other: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    aliceToken = (await signInThroughLocalProvider(ctx, { email: 'alice@example.com' })).token;
    bobToken = (await signInThroughLocalProvider(ctx, { email: 'bob@example.com' })).token;
    saved = (await createMedication(ctx.database.db, { display_name: 'Atorvastatin' })).id;
    other = (await createMedication(ctx.database.db, { display_name: 'Metformin' })).id;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bookmarks',
      headers: bearer(aliceToken),
      payload: { medication_id: saved },
    });
    expect(res.statusCode).toBe(201);
  });
  afterAll(() => ctx.close());

  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? bearer(token) : {} });
  const flags = async (token?: string) => {
    const res = await get('/medications', token);
    expect(res.statusCode).toBe(200);
    return Object.fromEntries(
      res.json().medications.map((m: { id: number; is_bookmarked: boolean }) => [m.id, m.is_bookmarked]),
    );
  };

  it('when the owner lists medications, then only their bookmarked one is flagged', async () => {
    expect(await flags(aliceToken)).toEqual({ [saved]: true, [other]: false });
  });

  it('when a visitor or another member lists medications, then nothing is flagged', async () => {
    expect(await flags()).toEqual({ [saved]: false, [other]: false });
    expect(await flags(bobToken)).toEqual({ [saved]: false, [other]: false });
  });

  it('when one medication is read, then is_bookmarked is true only for its owner', async () => {
    const read = async (id: number, token?: string) => (await get(`/medications/${id}`, token)).json().medication;

    expect((await read(saved, aliceToken)).is_bookmarked).toBe(true);
    expect((await read(other, aliceToken)).is_bookmarked).toBe(false);
    expect((await read(saved)).is_bookmarked).toBe(false);
    expect((await read(saved, bobToken)).is_bookmarked).toBe(false);
  });

  it('answers vary by Authorization, so no shared cache mixes members', async () => {
    const res = await get('/medications', aliceToken);

    expect(res.headers.vary).toMatch(/authorization/i);
  });

  it('when the token is bad, then 401 (the web app does not redirect on medication pages)', async () => {
    expect((await get('/medications', 'forged')).statusCode).toBe(401);
    expect((await get(`/medications/${saved}`, 'forged')).statusCode).toBe(401);
  });
});
