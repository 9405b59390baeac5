import {
  MembershipListResponseSchema,
  MembershipResponseSchema,
  PROFILE_MESSAGES,
  UserProfileResponseSchema,
} from '@arx/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberships, subscriptions, users } from '../../db/schema';
import { PaymentProviderError } from '../../integrations/payments/payment-provider';
import { seedPlanIds } from '../../test/plans';
import { subscribeThroughSandbox } from '../../test/sandbox-checkout';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { storedMembership, storedMemberships } from '../../test/stored-memberships';
import { createTestApp, type TestContext } from '../../test/test-app';

const VALID_PROFILE = {
  date_of_birth: '1985-04-12',
  sex: 'female',
  address_street: '12 Main Street',
  address_city: 'Boise',
  address_state: 'ID',
  address_zip: '83702',
};

const ALL_REQUIRED = [
  PROFILE_MESSAGES.dobRequired,
  PROFILE_MESSAGES.sexRequired,
  PROFILE_MESSAGES.streetRequired,
  PROFILE_MESSAGES.cityRequired,
  PROFILE_MESSAGES.stateRequired,
  PROFILE_MESSAGES.zipRequired,
];

describe('memberships and the card holder profile', () => {
  let ctx: TestContext;
  let plans: Record<string, number>;
  let emails = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
    plans = await seedPlanIds(ctx);
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.restoreAllMocks());

  const db = () => ctx.database.db;

  /** A signed-in person with no subscription yet. */
  const visitor = async (name = 'Dana Member') => {
    const email = `member${++emails}@example.com`;
    const { token } = await signInThroughLocalProvider(ctx, { email, name });
    const [user] = await db().select().from(users).where(eq(users.email, email));
    return { token, email, userId: user!.id };
  };

  /** Subscribes the way a member does: checkout, the sandbox page with 4242…, validate-session. */
  const subscribe = async (token: string, slug: string, interval: 'month' | 'year' = 'month') => {
    await subscribeThroughSandbox(ctx, token, plans[slug]!, interval);
  };

  const member = async (slug = 'individual', interval: 'month' | 'year' = 'month') => {
    const person = await visitor();
    await subscribe(person.token, slug, interval);
    return { ...person, primary: (await rowsOf(person.userId))[0]! };
  };

  const rowsOf = (userId: number) => storedMemberships(db(), userId);
  const rowById = (id: number) => storedMembership(db(), id);

  const get = (token: string | null, url: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? bearer(token) : {} });
  const updateProfile = (token: string, payload?: unknown) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/memberships/update_profile',
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** Dependents are added by the family module; here they are arranged directly. */
  const addDependent = async (
    owner: { userId: number; primary: typeof memberships.$inferSelect },
    sequence: number,
  ) => {
    const [row] = await db()
      .insert(memberships)
      .values({
        ownerUserId: owner.userId,
        personCode: sequence === 2 ? 2 : 3,
        sequence,
        memberNumber: owner.primary.memberNumber,
        displayName: `Dependent ${sequence}`,
        status: 'active',
        groupCode: owner.primary.groupCode,
        binNumber: owner.primary.binNumber,
        dateOfBirth: '2012-06-01',
      })
      .returning();
    return row!;
  };

  describe('before any subscription', () => {
    it('when a member has no card yet, then primary and membership answer 404, the list is empty and the profile is inactive', async () => {
      const { token, email } = await visitor('Nobody Yet');
      for (const url of ['/memberships/primary', '/users/membership']) {
        const res = await get(token, url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Membership not found', code: 'not_found' });
      }
      expect((await get(token, '/memberships')).json()).toEqual({ memberships: [] });
      const profile = await get(token, '/users/profile');
      expect(profile.statusCode).toBe(200);
      expect(UserProfileResponseSchema.parse(profile.json())).toEqual({
        user: { name: 'Nobody Yet', email, memberId: null, binNumber: null, groupCode: null },
        membership: {
          status: 'inactive',
          plan: null,
          startDate: null,
          nextBillingDate: null,
          autoRenew: false,
          binNumber: null,
          groupCode: null,
        },
        billing: { paymentMethod: null, billingAddress: null, invoices: [] },
        family_members: [],
      });
    });

    it('when a member without a card completes the profile, then it answers 404 and creates nothing', async () => {
      const { token, userId } = await visitor();
      const res = await updateProfile(token, { profile: VALID_PROFILE });
      expect(res.statusCode).toBe(404);
      expect(await rowsOf(userId)).toEqual([]);
    });
  });

  describe('the card', () => {
    it('when an individual subscribes, then the card is the plan-branded, incomplete card holder card', async () => {
      const { token, primary } = await member('individual');
      const res = await get(token, '/memberships/primary');
      expect(res.statusCode).toBe(200);
      const { membership } = MembershipResponseSchema.parse(res.json());
      expect(membership).toEqual({
        id: primary.id,
        member_number: primary.memberNumber,
        full_member_id: `${primary.memberNumber}-01`,
        status: 'inactive',
        active: false,
        profile_completed: false,
        display_name: 'Dana Member',
        person_code: 1,
        person_code_label: 'Card Holder',
        date_of_birth: null,
        sex: null,
        species: null,
        address: null,
        group_code: 'ARXASOLO',
        bin_number: '022352',
        card_title: 'Individual Member Card',
        family_members: [],
        family_plan_eligible: false,
        can_add_family_members: false,
        available_family_member_slots: 0,
      });
      expect(membership.full_member_id).toMatch(/^ARX-\d{6}-01$/);
      expect((await get(token, '/users/membership')).json()).toEqual({ membership });
      expect((await get(token, `/memberships/${primary.id}`)).json()).toEqual({ membership });
      expect((await get(token, '/memberships')).json()).toEqual({ memberships: [membership] });
    });

    it('when a family subscribes, then the card carries the family group and five free places', async () => {
      const { token } = await member('family', 'year');
      const { membership } = (await get(token, '/memberships/primary')).json();
      expect(membership).toMatchObject({
        card_title: 'Family Member Card',
        group_code: 'ARXAFAM',
        bin_number: '022352',
        family_plan_eligible: true,
        available_family_member_slots: 5,
        can_add_family_members: true,
      });
    });

    it('when a family has dependents, then they are listed after the card holder and use up places', async () => {
      const owner = await member('family');
      const spouse = await addDependent(owner, 2);
      const child = await addDependent(owner, 3);
      const res = await get(owner.token, '/memberships');
      const list = MembershipListResponseSchema.parse(res.json()).memberships;
      expect(list.map((m) => m.full_member_id)).toEqual([
        `${owner.primary.memberNumber}-01`,
        `${owner.primary.memberNumber}-02`,
        `${owner.primary.memberNumber}-03`,
      ]);
      expect(list[0]).toMatchObject({ available_family_member_slots: 3, can_add_family_members: true });
      expect(list[0]!.family_members.map((f) => [f.id, f.person_code_label])).toEqual([
        [spouse.id, 'Spouse'],
        [child.id, 'Dependent Child'],
      ]);
      expect(list[0]!.family_members[0]).not.toHaveProperty('family_members');
      const one = await get(owner.token, `/memberships/${child.id}`);
      expect(one.json().membership).toMatchObject({ id: child.id, person_code: 3, card_title: 'Family Member Card' });

      const profile = (await get(owner.token, '/users/profile')).json();
      expect(profile.family_members).toEqual([
        {
          name: 'Dependent 2',
          id: spouse.id,
          dateOfBirth: '2012-06-01',
          relationship: 'Spouse',
          memberId: `${owner.primary.memberNumber}-02`,
        },
        {
          name: 'Dependent 3',
          id: child.id,
          dateOfBirth: '2012-06-01',
          relationship: 'Dependent Child',
          memberId: `${owner.primary.memberNumber}-03`,
        },
      ]);
    });

    it('when the partner plan is full, then no place is left to add anyone', async () => {
      const owner = await member('partner_pet');
      await addDependent(owner, 2);
      const { membership } = (await get(owner.token, '/memberships/primary')).json();
      expect(membership).toMatchObject({
        card_title: 'Partner/Pet Member Card',
        family_plan_eligible: true,
        available_family_member_slots: 0,
        can_add_family_members: false,
      });
    });
  });

  describe('completing the card holder profile', () => {
    it('when all six fields are valid, then they are saved, the profile is complete and the card active', async () => {
      const { token, primary } = await member();
      const res = await updateProfile(token, {
        profile: { ...VALID_PROFILE, address_state: 'id', address_zip: '12345-6789' },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Profile completed', errors: [] });
      expect(body.membership).toMatchObject({
        id: primary.id,
        status: 'active',
        active: true,
        profile_completed: true,
        date_of_birth: '1985-04-12',
        sex: 'female',
        address: { street: '12 Main Street', city: 'Boise', state: 'ID', zip: '12345-6789' },
        full_member_id: `${primary.memberNumber}-01`,
      });
      expect(await rowById(primary.id)).toMatchObject({
        status: 'active',
        profileCompleted: true,
        dateOfBirth: '1985-04-12',
        sex: 'female',
        addressStreet: '12 Main Street',
        addressCity: 'Boise',
        addressState: 'ID',
        addressZip: '12345-6789',
      });
      expect((await get(token, '/memberships/primary')).json().membership).toEqual(body.membership);
    });

    it.each([
      ['an empty profile', { profile: {} }],
      ['an empty JSON body', {}],
      ['no body at all', undefined],
    ])('when %s is sent, then all six "required" messages come back in one answer', async (_, payload) => {
      const { token, primary } = await member();
      const res = await updateProfile(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Please fix the following errors',
        code: 'validation_failed',
        errors: ALL_REQUIRED,
        membership: null,
      });
      expect(await rowById(primary.id)).toEqual(primary);
    });

    it('when the profile is not an object, then the usual error shape says so and nothing is saved', async () => {
      const { token, primary } = await member();
      const res = await updateProfile(token, { profile: 'everything' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'profile must be an object with the six profile fields',
        code: 'validation_failed',
        errors: ['profile must be an object with the six profile fields'],
      });
      expect(await rowById(primary.id)).toEqual(primary);
    });

    const today = new Date().toISOString().slice(0, 10);
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    it.each([
      ['a date of birth of today', { date_of_birth: today }, PROFILE_MESSAGES.dobPast],
      ['a date of birth in the future', { date_of_birth: nextYear }, PROFILE_MESSAGES.dobPast],
      ['sex "unknown" for the card holder', { sex: 'unknown' }, PROFILE_MESSAGES.sexInvalid],
      ['a state that is not two letters', { address_state: 'Idaho' }, PROFILE_MESSAGES.stateFormat],
      ['the state "XX"', { address_state: 'XX' }, PROFILE_MESSAGES.stateUnknown],
      ['a four-digit ZIP', { address_zip: '1234' }, PROFILE_MESSAGES.zipFormat],
      ['a blank street and city', { address_street: '  ', address_city: '' }, PROFILE_MESSAGES.streetRequired],
    ])(
      'when the profile has %s, then it is refused with that message and nothing is saved',
      async (_, change, message) => {
        const { token, primary } = await member();
        const res = await updateProfile(token, { profile: { ...VALID_PROFILE, ...change } });
        expect(res.statusCode).toBe(400);
        const body = res.json();
        expect(body).toMatchObject({ success: false, code: 'validation_failed', membership: null });
        expect(body.errors).toContain(message);
        expect(await rowById(primary.id)).toEqual(primary);
      },
    );

    it('when several fields are wrong, then every message is listed together', async () => {
      const { token } = await member();
      const res = await updateProfile(token, {
        profile: {
          date_of_birth: nextYear,
          sex: 'other',
          address_street: '1 A St',
          address_state: 'x1',
          address_zip: 'abcde',
        },
      });
      expect(res.json().errors).toEqual([
        PROFILE_MESSAGES.dobPast,
        PROFILE_MESSAGES.sexInvalid,
        PROFILE_MESSAGES.cityRequired,
        PROFILE_MESSAGES.stateFormat,
        PROFILE_MESSAGES.zipFormat,
      ]);
    });

    it('when the body smuggles status, member number or completion, then none of it is ever written', async () => {
      const { token, userId, primary } = await member();
      const smuggled = {
        status: 'suspended',
        member_number: 'ARX-999999',
        profile_completed: true,
        sequence: 7,
        person_code: 4,
        owner_user_id: 1,
        id: 1,
        group_code: 'FREE',
      };
      const refused = await updateProfile(token, { profile: { ...smuggled, sex: 'female' }, membership: smuggled });
      expect(refused.statusCode).toBe(400);
      expect(await rowById(primary.id)).toEqual(primary);

      // Fields a member may not set are refused by name, never silently dropped; nothing is saved.
      const named = await updateProfile(token, { profile: { ...VALID_PROFILE, ...smuggled }, ...smuggled });
      expect(named.statusCode).toBe(400);
      expect(named.json().errors).toContain(`Unknown fields: ${Object.keys(smuggled).join(', ')}`);
      expect(await rowById(primary.id)).toEqual(primary);

      const saved = await updateProfile(token, { profile: VALID_PROFILE });
      expect(saved.statusCode).toBe(200);
      expect(await rowById(primary.id)).toMatchObject({
        ownerUserId: userId,
        memberNumber: primary.memberNumber,
        sequence: 1,
        personCode: 1,
        status: 'active',
        groupCode: 'ARXASOLO',
        profileCompleted: true,
      });
      expect(await db().select().from(memberships).where(eq(memberships.memberNumber, 'ARX-999999'))).toEqual([]);
    });

    it('when the subscription has ended, then the profile is completed but the card stays inactive', async () => {
      const { token, userId, primary } = await member();
      await db().update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, userId));
      const res = await updateProfile(token, { profile: VALID_PROFILE });
      expect(res.statusCode).toBe(200);
      expect(res.json().membership).toMatchObject({ status: 'inactive', active: false, profile_completed: true });
      expect(await rowById(primary.id)).toMatchObject({ status: 'inactive', profileCompleted: true });
    });
  });

  describe('the dashboard profile', () => {
    it('when a family member has paid yearly, then the profile shows the card, the plan and the card on file', async () => {
      const { token, email, primary } = await member('family', 'year');
      await updateProfile(token, { profile: VALID_PROFILE });
      const res = await get(token, '/users/profile');
      expect(res.statusCode).toBe(200);
      const profile = UserProfileResponseSchema.parse(res.json());
      const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.userId, primary.ownerUserId));
      const memberId = `${primary.memberNumber}-01`;
      expect(profile.user).toEqual({
        name: 'Dana Member',
        email,
        memberId,
        binNumber: '022352',
        groupCode: 'ARXAFAM',
      });
      expect(profile.membership).toEqual({
        status: 'active',
        plan: { name: 'Family', type: 'family', billingCycle: 'annual', price: 274.89, features: expect.any(Array) },
        startDate: sub!.createdAt.toISOString(),
        nextBillingDate: sub!.currentPeriodEnd!.toISOString(),
        autoRenew: true,
        binNumber: '022352',
        groupCode: 'ARXAFAM',
      });
      expect(profile.membership.plan!.features.length).toBeGreaterThan(0);
      expect(profile.billing.paymentMethod).toMatchObject({ type: 'card', last4: '4242', brand: expect.any(String) });
      expect(profile.billing.invoices).toEqual([]);
    });

    it('when the payment provider fails, then the profile still loads without the card on file', async () => {
      const { token } = await member('individual');
      const spy = vi
        .spyOn(ctx.app.integrations.payments, 'getBillingDetails')
        .mockRejectedValue(new PaymentProviderError('down', 'unavailable'));
      const res = await get(token, '/users/profile');
      expect(res.statusCode).toBe(200);
      expect(spy).toHaveBeenCalled();
      expect(res.json()).toMatchObject({
        membership: { status: 'inactive', plan: { name: 'Individual', billingCycle: 'monthly', price: 9.99 } },
        billing: { paymentMethod: null, billingAddress: null, invoices: [] },
      });
    });
  });

  describe('who may see what', () => {
    it("when a member asks for another household's membership, then it answers 404 like a missing id and changes nothing", async () => {
      const alice = await member('family');
      const bob = await member('family');
      const bobChild = await addDependent(bob, 2);
      const missing = await get(alice.token, '/memberships/2147483647');
      expect(missing.statusCode).toBe(404);
      for (const id of [bob.primary.id, bobChild.id]) {
        const res = await get(alice.token, `/memberships/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(missing.json());
        for (const [url, payload] of [
          [`/api/v1/memberships/${id}`, { membership: { display_name: 'Mallory', person_code: 2 } }],
          [`/api/v1/memberships/${id}/complete_profile`, { profile: VALID_PROFILE }],
        ] as const) {
          const patched = await ctx.app.inject({ method: 'PATCH', url, headers: bearer(alice.token), payload });
          expect(patched.statusCode).toBe(404);
        }
      }
      const aliceList = (await get(alice.token, '/memberships')).json().memberships;
      expect(aliceList.map((m: { id: number }) => m.id)).toEqual([alice.primary.id]);

      // Alice completing her own profile touches her card only.
      expect((await updateProfile(alice.token, { profile: VALID_PROFILE })).statusCode).toBe(200);
      expect(await rowById(bob.primary.id)).toEqual(bob.primary);
      expect(await rowById(bobChild.id)).toEqual(bobChild);
    });

    it('when no token is sent, then every membership endpoint answers 401', async () => {
      for (const [method, url] of [
        ['GET', '/api/v1/memberships'],
        ['GET', '/api/v1/memberships/primary'],
        ['GET', '/api/v1/memberships/1'],
        ['GET', '/api/v1/users/membership'],
        ['GET', '/api/v1/users/profile'],
        ['PATCH', '/api/v1/memberships/update_profile'],
      ] as const) {
        const res = await ctx.app.inject({ method, url, payload: method === 'PATCH' ? { profile: {} } : undefined });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });
  });
});
