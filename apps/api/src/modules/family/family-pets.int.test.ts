import { FAMILY_MESSAGES, FamilyMemberResponseSchema } from '@arx/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { seedPlanIds } from '../../test/plans';
import { subscribeThroughSandbox } from '../../test/sandbox-checkout';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { storedMembership } from '../../test/stored-memberships';
import { createTestApp, type TestContext } from '../../test/test-app';

const HOME = {
  date_of_birth: '2021-04-01',
  address_street: '12 Main Street',
  address_city: 'Boise',
  address_state: 'ID',
  address_zip: '83702',
};

/** A pet is a family member with the relationship Other and a species (docs/decisions/0017). */
describe('pets in the family', () => {
  let ctx: TestContext;
  let plans: Record<string, number>;
  let emails = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
    plans = await seedPlanIds(ctx);
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  const familyHolder = async (slug: 'partner_pet' | 'family' = 'family') => {
    const email = `pets${++emails}@example.com`;
    const { token } = await signInThroughLocalProvider(ctx, { email, name: 'Casey Holder' });
    const [user] = await db().select().from(users).where(eq(users.email, email));
    await subscribeThroughSandbox(ctx, token, plans[slug]!);
    return { token, userId: user!.id };
  };
  const add = (token: string, membership: object) => call(token, 'POST', '/memberships', { membership });
  const addPet = async (token: string, species = 'dog') => {
    const res = await add(token, { display_name: 'Rex', person_code: 4, species });
    expect(res.statusCode, res.body).toBe(201);
    return FamilyMemberResponseSchema.parse(res.json()).membership!;
  };

  it('when a Partner/Pet holder adds a dog as Other, then it is stored and returned with its species', async () => {
    const holder = await familyHolder('partner_pet');

    const res = await add(holder.token, { display_name: 'Rex', person_code: '4', species: 'Dog' });

    expect(res.statusCode, res.body).toBe(201);
    const pet = FamilyMemberResponseSchema.parse(res.json()).membership!;
    expect(pet).toMatchObject({ display_name: 'Rex', person_code: 4, person_code_label: 'Other', species: 'dog' });
    expect(await storedMembership(db(), pet.id)).toMatchObject({ personCode: 4, species: 'dog', sex: null });
    const primary = (await call(holder.token, 'GET', '/memberships/primary')).json().membership;
    expect(primary.species).toBeNull();
    expect(primary.family_members).toEqual([expect.objectContaining({ id: pet.id, species: 'dog' })]);
  });

  it('when a pet profile is completed without a sex, then "unknown" is saved and the card turns active; a sex sent for a pet is not kept', async () => {
    const holder = await familyHolder();
    const dog = await addPet(holder.token);
    const cat = await addPet(holder.token, 'cat');

    const withoutSex = await call(holder.token, 'PATCH', `/memberships/${dog.id}/complete_profile`, { profile: HOME });
    const withSex = await call(holder.token, 'PATCH', `/memberships/${cat.id}/complete_profile`, {
      profile: { ...HOME, sex: 'female' },
    });

    expect(withoutSex.statusCode, withoutSex.body).toBe(200);
    expect(withoutSex.json().membership).toMatchObject({ status: 'active', sex: 'unknown', species: 'dog' });
    expect(withSex.statusCode, withSex.body).toBe(200);
    expect(await storedMembership(db(), dog.id)).toMatchObject({ sex: 'unknown', profileCompleted: true });
    expect(await storedMembership(db(), cat.id)).toMatchObject({ sex: 'unknown', species: 'cat' });
  });

  it('when a person (not a pet) completes a profile without a sex, then sex is still required', async () => {
    const holder = await familyHolder();
    const child = FamilyMemberResponseSchema.parse(
      (await add(holder.token, { display_name: 'Kit', person_code: 3 })).json(),
    ).membership!;

    const res = await call(holder.token, 'PATCH', `/memberships/${child.id}/complete_profile`, { profile: HOME });

    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([FAMILY_MESSAGES.sexRequired]);
  });

  it.each([
    [{ display_name: 'Rex', person_code: 2, species: 'dog' }, [FAMILY_MESSAGES.petNeedsOther]],
    [{ display_name: 'Rex', person_code: 3, species: 'cat' }, [FAMILY_MESSAGES.petNeedsOther]],
    [{ display_name: 'Rex', person_code: 4, species: 'hamster' }, [FAMILY_MESSAGES.speciesInvalid]],
    [{ display_name: 'Rex', person_code: 4, species: 7 }, [FAMILY_MESSAGES.speciesInvalid]],
    [{ display_name: 'Rex', person_code: 4, species: ['dog'] }, [FAMILY_MESSAGES.speciesInvalid]],
    [{ display_name: 'Rex', person_code: 4, species: { value: 'dog' } }, [FAMILY_MESSAGES.speciesInvalid]],
    [{ display_name: 'Rex', person_code: 4, species: 'd'.repeat(10_000) }, [FAMILY_MESSAGES.speciesInvalid]],
    [
      { display_name: 'Rex', person_code: 4, species: "dog'; drop table memberships; --" },
      [FAMILY_MESSAGES.speciesInvalid],
    ],
    [
      { display_name: 'R', person_code: 2, species: 'bird' },
      [FAMILY_MESSAGES.displayNameLength, FAMILY_MESSAGES.speciesInvalid],
    ],
  ])('when %j is added, then it is refused with %j and nothing is stored', async (membership, errors) => {
    const holder = await familyHolder();

    const res = await add(holder.token, membership);

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'validation_failed', errors, membership: null });
    const primary = (await call(holder.token, 'GET', '/memberships/primary')).json().membership;
    expect(primary.family_members).toEqual([]);
  });

  it('when a pet is re-coded as a spouse without losing its species, then it is refused; re-coded and made a person together, it is accepted', async () => {
    const holder = await familyHolder();
    const pet = await addPet(holder.token);

    const refused = await call(holder.token, 'PATCH', `/memberships/${pet.id}`, { membership: { person_code: 2 } });
    const unchanged = await storedMembership(db(), pet.id);
    const accepted = await call(holder.token, 'PATCH', `/memberships/${pet.id}`, {
      membership: { person_code: 2, species: null },
    });

    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([FAMILY_MESSAGES.petNeedsOther]);
    expect(unchanged).toMatchObject({ personCode: 4, species: 'dog' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().membership).toMatchObject({ person_code: 2, species: null });
  });

  it('when a person with a sex is made a pet, then the species is saved and the sex becomes "unknown"; a child cannot be made one', async () => {
    const holder = await familyHolder();
    const other = FamilyMemberResponseSchema.parse(
      (await add(holder.token, { display_name: 'Buddy', person_code: 4 })).json(),
    ).membership!;
    const child = FamilyMemberResponseSchema.parse(
      (await add(holder.token, { display_name: 'Kit', person_code: 3 })).json(),
    ).membership!;
    await call(holder.token, 'PATCH', `/memberships/${other.id}/complete_profile`, {
      profile: { ...HOME, sex: 'male' },
    });

    const madePet = await call(holder.token, 'PATCH', `/memberships/${other.id}`, { membership: { species: 'other' } });
    const childPet = await call(holder.token, 'PATCH', `/memberships/${child.id}`, { membership: { species: 'cat' } });

    expect(madePet.statusCode, madePet.body).toBe(200);
    expect(madePet.json().membership).toMatchObject({ species: 'other', sex: 'unknown', status: 'active' });
    expect(childPet.statusCode).toBe(400);
    expect(childPet.json().errors).toEqual([FAMILY_MESSAGES.petNeedsOther]);
    expect(await storedMembership(db(), child.id)).toMatchObject({ species: null });
  });

  it('when the account is exported, then each card carries its species', async () => {
    const holder = await familyHolder();
    const pet = await addPet(holder.token, 'cat');

    const res = await call(holder.token, 'GET', '/account/export');

    expect(res.statusCode, res.body).toBe(200);
    const exported = res.json().memberships as { full_member_id: string; species: string | null }[];
    expect(exported.map((m) => m.species)).toEqual([null, 'cat']);
    expect(exported[1]!.full_member_id).toBe(pet.full_member_id);
  });
});
