import {
  FAMILY_MESSAGES,
  FamilyMemberResponseSchema,
  FamilyMembersResponseSchema,
  MembershipResponseSchema,
} from '@arx/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, sandboxSubscriptions, users } from '../../db/schema';
import { type PlanSlug, seedPlanIds } from '../../test/plans';
import { subscribeThroughSandbox } from '../../test/sandbox-checkout';
import { switchPlanInSandboxPortal } from '../../test/sandbox-portal';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { storedMembership, storedMemberships } from '../../test/stored-memberships';
import { createTestApp, type TestContext } from '../../test/test-app';
import { decryptProfileFields } from '../memberships';
import { handleProviderEvent } from '../subscriptions';

const HOME = {
  date_of_birth: '2014-09-03',
  sex: 'male',
  address_street: '12 Main Street',
  address_city: 'Boise',
  address_state: 'ID',
  address_zip: '83702',
};

describe('family members', () => {
  let ctx: TestContext;
  let plans: Record<string, number>;
  let emails = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
    plans = await seedPlanIds(ctx);
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;

  const visitor = async () => {
    const email = `family${++emails}@example.com`;
    const { token } = await signInThroughLocalProvider(ctx, { email, name: 'Casey Holder' });
    const [user] = await db().select().from(users).where(eq(users.email, email));
    return { token, userId: user!.id };
  };

  /** Subscribes the way a member does: checkout, the sandbox page with 4242…, validate-session. */
  const member = async (slug: PlanSlug) => {
    const person = await visitor();
    await subscribeThroughSandbox(ctx, person.token, plans[slug]!);
    return { ...person, primary: (await rowsOf(person.userId))[0]! };
  };

  const rowsOf = (userId: number) => storedMemberships(db(), userId);
  const rowById = (id: number) => storedMembership(db(), id);
  const statusesOf = async (userId: number) => (await rowsOf(userId)).map((r) => [r.displayName, r.status]);

  const call = (token: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const add = (token: string, membership: object) => call(token, 'POST', '/memberships', { membership });
  const addNamed = async (token: string, display_name: string, person_code = 3) => {
    const res = await add(token, { display_name, person_code });
    expect(res.statusCode, res.body).toBe(201);
    return FamilyMemberResponseSchema.parse(res.json()).membership!;
  };
  const completeProfile = (token: string, id: number, profile: object) =>
    call(token, 'PATCH', `/memberships/${id}/complete_profile`, { profile });
  const primaryCard = async (token: string) =>
    MembershipResponseSchema.parse((await call(token, 'GET', '/memberships/primary')).json()).membership;

  describe('adding members within the plan', () => {
    it('when a Family card holder adds five members, then each joins the household inactive, and a sixth is refused', async () => {
      const owner = await member('family');
      const names = ['Sam Spouse', 'Kid One', 'Kid Two', 'Kid Three', 'Grandpa'];

      const res = await add(owner.token, { display_name: '  Sam Spouse  ', person_code: 2 });
      expect(res.statusCode).toBe(201);
      const body = FamilyMemberResponseSchema.parse(res.json());
      expect(body).toMatchObject({ success: true, errors: [] });
      expect(body.membership).toMatchObject({
        member_number: owner.primary.memberNumber,
        full_member_id: `${owner.primary.memberNumber}-02`,
        status: 'inactive',
        active: false,
        profile_completed: false,
        display_name: 'Sam Spouse',
        person_code: 2,
        person_code_label: 'Spouse',
        group_code: 'ARXAFAM',
        bin_number: owner.primary.binNumber,
        card_title: 'Family Member Card',
        available_family_member_slots: 4,
      });
      for (const name of names.slice(1)) await addNamed(owner.token, name);

      const sixth = await add(owner.token, { display_name: 'One Too Many', person_code: 3 });
      expect(sixth.statusCode).toBe(422);
      expect(sixth.json()).toEqual({
        success: false,
        message: FAMILY_MESSAGES.noSlots,
        errors: [FAMILY_MESSAGES.noSlots],
        membership: null,
      });

      const rows = await rowsOf(owner.userId);
      expect(rows.map((r) => [r.sequence, r.displayName, r.status])).toEqual([
        [1, 'Casey Holder', 'inactive'],
        ...names.map((name, i) => [i + 2, name, 'inactive']),
      ]);
      for (const row of rows) {
        expect(row).toMatchObject({
          memberNumber: owner.primary.memberNumber,
          groupCode: owner.primary.groupCode,
          binNumber: owner.primary.binNumber,
          ownerUserId: owner.userId,
        });
      }
      expect(await primaryCard(owner.token)).toMatchObject({
        family_plan_eligible: true,
        available_family_member_slots: 0,
        can_add_family_members: false,
      });
    });

    it('when a Partner/Pet card holder adds one member, then the plan is full and a second is refused', async () => {
      const owner = await member('partner_pet');
      expect(await primaryCard(owner.token)).toMatchObject({ available_family_member_slots: 1 });

      await addNamed(owner.token, 'Pat Partner', 2);
      const second = await add(owner.token, { display_name: 'Rex', person_code: 4 });

      expect(second.statusCode).toBe(422);
      expect(second.json().errors).toEqual([FAMILY_MESSAGES.noSlots]);
      expect((await rowsOf(owner.userId)).map((r) => r.displayName)).toEqual(['Casey Holder', 'Pat Partner']);
    });

    it('when an Individual card holder, or someone with no card, adds a member, then the plan does not include family', async () => {
      const individual = await member('individual');
      const nobody = await visitor();
      for (const person of [individual, nobody]) {
        const res = await add(person.token, { display_name: 'Sam Spouse', person_code: 2 });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ success: false, errors: [FAMILY_MESSAGES.notEligible], membership: null });
      }
      expect((await rowsOf(individual.userId)).length).toBe(1);
      expect(await rowsOf(nobody.userId)).toEqual([]);
    });

    it('when twenty adds race for the last free place, then exactly one member is created', async () => {
      const owner = await member('family');
      for (const name of ['A One', 'B Two', 'C Three', 'D Four']) await addNamed(owner.token, name);

      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => add(owner.token, { display_name: `Racer ${i}`, person_code: 3 })),
      );

      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
      const refused = answers.filter((a) => a.statusCode === 422);
      expect(refused).toHaveLength(19);
      for (const a of refused) expect(a.json().errors).toEqual([FAMILY_MESSAGES.noSlots]);
      const rows = await rowsOf(owner.userId);
      expect(rows).toHaveLength(6);
      expect(rows.map((r) => r.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    });
  });

  describe('the display name and relationship rules', () => {
    const long = 'x'.repeat(51);
    it.each([
      ['no display name', { person_code: 2 }, [FAMILY_MESSAGES.displayNameRequired]],
      ['a blank display name', { display_name: '   ', person_code: 2 }, [FAMILY_MESSAGES.displayNameRequired]],
      ['a one-letter display name', { display_name: ' A ', person_code: 2 }, [FAMILY_MESSAGES.displayNameLength]],
      ['a 51-character display name', { display_name: long, person_code: 2 }, [FAMILY_MESSAGES.displayNameLength]],
      ['person code 1 (the card holder)', { display_name: 'Sam', person_code: 1 }, [FAMILY_MESSAGES.personCodeInvalid]],
      ['person code 5', { display_name: 'Sam', person_code: 5 }, [FAMILY_MESSAGES.personCodeInvalid]],
      ['no person code', { display_name: 'Sam' }, [FAMILY_MESSAGES.personCodeInvalid]],
      ['neither field', {}, [FAMILY_MESSAGES.displayNameRequired, FAMILY_MESSAGES.personCodeInvalid]],
      [
        'a short name and person code "spouse"',
        { display_name: 'S', person_code: 'spouse' },
        [FAMILY_MESSAGES.displayNameLength, FAMILY_MESSAGES.personCodeInvalid],
      ],
    ])(
      'when a member is added with %s, then every message comes back and nobody is added',
      async (_, membership, errors) => {
        const owner = await member('partner_pet');
        const res = await add(owner.token, membership);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          message: 'Please fix the following errors',
          code: 'validation_failed',
          errors,
          membership: null,
        });
        expect(await rowsOf(owner.userId)).toEqual([owner.primary]);
      },
    );

    it('when names of exactly 2 and 50 characters are added, then both are accepted', async () => {
      const owner = await member('family');
      expect((await addNamed(owner.token, 'Jo', 2)).display_name).toBe('Jo');
      expect((await addNamed(owner.token, 'y'.repeat(50), 3)).display_name).toBe('y'.repeat(50));
    });

    it('when the request body is empty, then the required messages come back, as for an empty form', async () => {
      const owner = await member('family');
      const res = await call(owner.token, 'POST', '/memberships', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([FAMILY_MESSAGES.displayNameRequired, FAMILY_MESSAGES.personCodeInvalid]);
    });
  });

  describe('editing and removing', () => {
    it('when a dependent is renamed and re-coded, then only those fields change', async () => {
      const owner = await member('family');
      const child = await addNamed(owner.token, 'Kid', 3);
      const before = (await rowById(child.id))!;

      const res = await call(owner.token, 'PATCH', `/memberships/${child.id}`, {
        membership: { display_name: ' Kiddo ', person_code: 4 },
      });

      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        errors: [],
        membership: { id: child.id, display_name: 'Kiddo', person_code: 4, person_code_label: 'Other' },
      });
      expect(await rowById(child.id)).toMatchObject({
        ...before,
        displayName: 'Kiddo',
        personCode: 4,
        updatedAt: expect.any(Date),
      });

      const renamed = await call(owner.token, 'PATCH', `/memberships/${child.id}`, {
        membership: { display_name: 'Al' },
      });
      expect(renamed.json().membership).toMatchObject({ display_name: 'Al', person_code: 4 });
    });

    it('when an edit breaks the rules, then every message comes back and nothing changes', async () => {
      const owner = await member('family');
      const child = await addNamed(owner.token, 'Kid', 3);
      const before = await rowById(child.id);

      const res = await call(owner.token, 'PATCH', `/memberships/${child.id}`, {
        membership: { display_name: '', person_code: 1 },
      });

      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'validation_failed',
        errors: [FAMILY_MESSAGES.displayNameRequired, FAMILY_MESSAGES.personCodeInvalid],
      });
      expect(await rowById(child.id)).toEqual(before);
    });

    it("when the card holder's own membership is edited, re-coded, completed here or deleted, then it is refused", async () => {
      const owner = await member('family');
      const id = owner.primary.id;

      const recode = await call(owner.token, 'PATCH', `/memberships/${id}`, { membership: { person_code: 2 } });
      const rename = await call(owner.token, 'PATCH', `/memberships/${id}`, { membership: { display_name: 'Zed' } });
      const profile = await completeProfile(owner.token, id, HOME);
      const removal = await call(owner.token, 'DELETE', `/memberships/${id}`);

      for (const res of [recode, rename, profile]) {
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ success: false, errors: [FAMILY_MESSAGES.cardHolderLocked] });
      }
      expect(removal.statusCode).toBe(422);
      expect(removal.json()).toMatchObject({ success: false, errors: [FAMILY_MESSAGES.cardHolderNotRemovable] });
      expect(await rowById(id)).toEqual(owner.primary);
    });

    it('when a dependent is removed, then their row and personal data are gone and their place is free again', async () => {
      const owner = await member('partner_pet');
      const partner = await addNamed(owner.token, 'Robin Removable', 2);
      await completeProfile(owner.token, partner.id, { ...HOME, address_street: '77 Secret Lane' });

      const res = await call(owner.token, 'DELETE', `/memberships/${partner.id}`);

      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await rowById(partner.id)).toBeUndefined();
      // The street is stored encrypted, so it is looked for in every row as the app reads it.
      const traces = (await db().select().from(memberships))
        .map((row) => decryptProfileFields(row))
        .filter((row) => row.displayName === 'Robin Removable' || row.addressStreet === '77 Secret Lane');
      expect(traces).toEqual([]);
      expect((await call(owner.token, 'GET', `/memberships/${partner.id}`)).statusCode).toBe(404);
      expect((await call(owner.token, 'DELETE', `/memberships/${partner.id}`)).statusCode).toBe(404);

      // A removed member's number is never given to someone else: pharmacies key history on it.
      const next = await addNamed(owner.token, 'New Partner', 2);
      expect(next.full_member_id).toBe(`${owner.primary.memberNumber}-03`);
    });
  });

  describe("completing a family member's profile", () => {
    it('when the six fields are valid, then they are saved and the card turns active', async () => {
      const owner = await member('family');
      const child = await addNamed(owner.token, 'Kid', 3);

      const res = await completeProfile(owner.token, child.id, {
        ...HOME,
        sex: 'Female',
        address_state: ' id ',
        address_zip: '83702-1234',
      });

      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        errors: [],
        membership: {
          id: child.id,
          status: 'active',
          active: true,
          profile_completed: true,
          sex: 'female',
          date_of_birth: '2014-09-03',
          address: { street: '12 Main Street', city: 'Boise', state: 'ID', zip: '83702-1234' },
        },
      });
      expect(await rowById(child.id)).toMatchObject({
        status: 'active',
        profileCompleted: true,
        dateOfBirth: '2014-09-03',
        sex: 'female',
        addressState: 'ID',
        addressZip: '83702-1234',
      });
    });

    it('when the member was born today, then the date of birth is accepted', async () => {
      const owner = await member('family');
      const baby = await addNamed(owner.token, 'Newborn', 3);
      const today = new Date().toISOString().slice(0, 10);
      const res = await completeProfile(owner.token, baby.id, { ...HOME, date_of_birth: today });
      expect(res.statusCode).toBe(200);
      expect(await rowById(baby.id)).toMatchObject({ dateOfBirth: today, status: 'active' });
    });

    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    it.each([
      ['no date of birth', { date_of_birth: '' }, [FAMILY_MESSAGES.dobRequired]],
      ['a date of birth in the future', { date_of_birth: nextYear }, [FAMILY_MESSAGES.dobFuture]],
      ['a date that does not exist', { date_of_birth: '2015-02-30' }, [FAMILY_MESSAGES.dobInvalid]],
      ['no sex', { sex: undefined }, [FAMILY_MESSAGES.sexRequired]],
      ['sex "other"', { sex: 'other' }, [FAMILY_MESSAGES.sexInvalid]],
      ['no city', { address_city: ' ' }, [FAMILY_MESSAGES.addressIncomplete]],
      [
        'no street, city or ZIP',
        { address_street: '', address_city: '', address_zip: '' },
        [FAMILY_MESSAGES.addressIncomplete],
      ],
      ['the state "Idaho"', { address_state: 'Idaho' }, [FAMILY_MESSAGES.stateFormat]],
      ['the state "XX"', { address_state: 'xx' }, [FAMILY_MESSAGES.stateUnknown]],
      ['a four-digit ZIP', { address_zip: '8370' }, [FAMILY_MESSAGES.zipFormat]],
      ['a ZIP+3', { address_zip: '83702-123' }, [FAMILY_MESSAGES.zipFormat]],
      [
        'everything wrong',
        { date_of_birth: nextYear, sex: 'x', address_street: '', address_state: 'Z1', address_zip: 'abcde' },
        [
          FAMILY_MESSAGES.dobFuture,
          FAMILY_MESSAGES.sexInvalid,
          FAMILY_MESSAGES.addressIncomplete,
          FAMILY_MESSAGES.stateFormat,
          FAMILY_MESSAGES.zipFormat,
        ],
      ],
    ])('when the profile has %s, then every message comes back and nothing is saved', async (_, change, errors) => {
      const owner = await member('partner_pet');
      const partner = await addNamed(owner.token, 'Pat Partner', 2);
      const before = await rowById(partner.id);

      const res = await completeProfile(owner.token, partner.id, { ...HOME, ...change });

      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Please fix the following errors',
        code: 'validation_failed',
        errors,
        membership: null,
      });
      expect(await rowById(partner.id)).toEqual(before);
    });

    it('when an empty profile is sent, then the three required messages come back', async () => {
      const owner = await member('partner_pet');
      const partner = await addNamed(owner.token, 'Pat Partner', 2);
      const res = await call(owner.token, 'PATCH', `/memberships/${partner.id}/complete_profile`, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        FAMILY_MESSAGES.dobRequired,
        FAMILY_MESSAGES.sexRequired,
        FAMILY_MESSAGES.addressIncomplete,
      ]);
    });

    it('when a pet is added as "Other" with sex "unknown", then it gets its own active card and is listed', async () => {
      const owner = await member('partner_pet');
      const pet = await addNamed(owner.token, 'Rex the Dog', 4);
      expect(pet).toMatchObject({ person_code: 4, person_code_label: 'Other', status: 'inactive' });

      const completed = await completeProfile(owner.token, pet.id, {
        ...HOME,
        date_of_birth: '2021-05-01',
        sex: 'unknown',
      });

      expect(completed.statusCode).toBe(200);
      expect(await rowById(pet.id)).toMatchObject({
        personCode: 4,
        sex: 'unknown',
        status: 'active',
        profileCompleted: true,
      });
      const card = (await call(owner.token, 'GET', `/memberships/${pet.id}`)).json().membership;
      expect(card).toMatchObject({
        display_name: 'Rex the Dog',
        sex: 'unknown',
        active: true,
        full_member_id: `${owner.primary.memberNumber}-02`,
        card_title: 'Partner/Pet Member Card',
      });
      const list = FamilyMembersResponseSchema.parse((await call(owner.token, 'GET', '/users/family_members')).json());
      expect(list).toEqual({
        family_members: [
          {
            name: 'Rex the Dog',
            id: pet.id,
            dateOfBirth: '2021-05-01',
            relationship: 'Other',
            memberId: `${owner.primary.memberNumber}-02`,
          },
        ],
      });
      const primary = await primaryCard(owner.token);
      expect(primary.family_members.map((f) => [f.id, f.status])).toEqual([[pet.id, 'active']]);
    });
  });

  describe('plan changes', () => {
    /** The member presses the sandbox portal's button for another plan. */
    const switchPlan = (token: string, planName: string) => switchPlanInSandboxPortal(ctx, token, planName);

    /** A Family household: the card holder's and two members' profiles complete, one pending. */
    const familyOfFour = async () => {
      const owner = await member('family');
      await call(owner.token, 'PATCH', '/memberships/update_profile', {
        profile: { ...HOME, date_of_birth: '1980-01-01' },
      });
      const spouse = await addNamed(owner.token, 'Sam Spouse', 2);
      const kid = await addNamed(owner.token, 'Kid One', 3);
      const pending = await addNamed(owner.token, 'Kid Pending', 3);
      for (const m of [spouse, kid]) expect((await completeProfile(owner.token, m.id, HOME)).statusCode).toBe(200);
      expect(await statusesOf(owner.userId)).toEqual([
        ['Casey Holder', 'active'],
        ['Sam Spouse', 'active'],
        ['Kid One', 'active'],
        ['Kid Pending', 'inactive'],
      ]);
      return { ...owner, spouse, kid, pending };
    };

    it('when a Family switches to Individual in the portal, then every member is suspended; switching back reactivates them', async () => {
      const owner = await familyOfFour();

      await switchPlan(owner.token, 'Individual');

      expect(await statusesOf(owner.userId)).toEqual([
        ['Casey Holder', 'active'],
        ['Sam Spouse', 'suspended'],
        ['Kid One', 'suspended'],
        ['Kid Pending', 'suspended'],
      ]);
      expect(await primaryCard(owner.token)).toMatchObject({
        card_title: 'Individual Member Card',
        family_plan_eligible: false,
        available_family_member_slots: 0,
        can_add_family_members: false,
      });
      const refused = await add(owner.token, { display_name: 'Late Addition', person_code: 3 });
      expect(refused.json().errors).toEqual([FAMILY_MESSAGES.notEligible]);
      // A suspended member's profile can still be completed; the card stays suspended.
      const completed = await completeProfile(owner.token, owner.pending.id, HOME);
      expect(completed.json().membership).toMatchObject({ status: 'suspended', profile_completed: true });

      await switchPlan(owner.token, 'Family');

      expect(await statusesOf(owner.userId)).toEqual([
        ['Casey Holder', 'active'],
        ['Sam Spouse', 'active'],
        ['Kid One', 'active'],
        ['Kid Pending', 'active'],
      ]);
      expect(await primaryCard(owner.token)).toMatchObject({
        family_plan_eligible: true,
        available_family_member_slots: 2,
      });
    });

    it('when a Family switches to Partner/Pet, then the longest-standing member keeps the place and the newer are suspended', async () => {
      const owner = await familyOfFour();

      await switchPlan(owner.token, 'Partner/Pet');

      expect(await statusesOf(owner.userId)).toEqual([
        ['Casey Holder', 'active'],
        ['Sam Spouse', 'active'],
        ['Kid One', 'suspended'],
        ['Kid Pending', 'suspended'],
      ]);

      // Removing the member in the place frees it for the next-longest-standing one.
      expect((await call(owner.token, 'DELETE', `/memberships/${owner.spouse.id}`)).statusCode).toBe(204);
      expect(await statusesOf(owner.userId)).toEqual([
        ['Casey Holder', 'active'],
        ['Kid One', 'active'],
        ['Kid Pending', 'suspended'],
      ]);
    });

    it('when the subscription ends, then the card holder is inactive and every member suspended, and a replay changes nothing', async () => {
      const owner = await familyOfFour();
      const [user] = await db().select().from(users).where(eq(users.id, owner.userId));
      const [sub] = await db()
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.customerId, user!.paymentCustomerId!));
      await db().update(sandboxSubscriptions).set({ status: 'canceled' }).where(eq(sandboxSubscriptions.id, sub!.id));
      const deliver = (id: string) =>
        handleProviderEvent(
          { db: db(), payments: ctx.app.integrations.payments },
          {
            id,
            type: 'customer.subscription.deleted',
            subscriptionId: sub!.id,
            checkoutSessionId: null,
            customerId: null,
          },
        );

      await deliver(`evt_test_end_${owner.userId}`);

      expect(await statusesOf(owner.userId)).toEqual([
        ['Casey Holder', 'inactive'],
        ['Sam Spouse', 'suspended'],
        ['Kid One', 'suspended'],
        ['Kid Pending', 'suspended'],
      ]);
      const settled = await rowsOf(owner.userId);
      await deliver(`evt_test_end_again_${owner.userId}`);
      expect(await rowsOf(owner.userId)).toEqual(settled);
    });
  });

  describe('who may do what', () => {
    it("when a card holder reaches for another household's members, then each answers 404 and nothing changes", async () => {
      const alice = await member('family');
      const bob = await member('family');
      const bobChild = await addNamed(bob.token, 'Bobby Junior', 3);
      const bobBefore = await rowsOf(bob.userId);

      for (const id of [bobChild.id, bob.primary.id, 2_147_483_647]) {
        const answers = {
          read: await call(alice.token, 'GET', `/memberships/${id}`),
          change: await call(alice.token, 'PATCH', `/memberships/${id}`, {
            membership: { display_name: 'Mallory', person_code: 2 },
          }),
          remove: await call(alice.token, 'DELETE', `/memberships/${id}`),
          complete: await completeProfile(alice.token, id, HOME),
        };
        for (const [what, res] of Object.entries(answers)) {
          expect(res.statusCode, `${what} ${id}`).toBe(404);
          expect(res.json()).toEqual({ message: 'Membership not found', code: 'not_found' });
        }
      }

      expect(await rowsOf(bob.userId)).toEqual(bobBefore);
      expect((await call(alice.token, 'GET', '/users/family_members')).json()).toEqual({ family_members: [] });
      expect((await rowsOf(alice.userId)).map((r) => r.id)).toEqual([alice.primary.id]);
    });

    it('when no token is sent, then every family endpoint answers 401', async () => {
      for (const [method, url] of [
        ['POST', '/memberships'],
        ['PATCH', '/memberships/1'],
        ['DELETE', '/memberships/1'],
        ['PATCH', '/memberships/1/complete_profile'],
        ['GET', '/users/family_members'],
      ] as const) {
        const res = await call(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });
  });
});
