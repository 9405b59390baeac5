import {
  dependentCapacity,
  FAMILY_MESSAGES,
  type FamilyMembersResponse,
  type Membership,
  type ProfileInput,
  petRelationshipError,
  validateFamilyMemberChanges,
  validateFamilyProfile,
  validateNewFamilyMember,
} from '@arx/contracts';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { emailKeys, enqueueEmail } from '../email';
import { lockHousehold, readHouseholdPlan, reconcileHousehold } from '../household';
import {
  findHouseholdMemberships,
  fullMemberId,
  type Household,
  type HouseholdMember,
  type MembershipRecord,
  personCodeLabel,
  toMembership,
} from '../memberships';
import { deleteDependent, insertDependent, saveDependentProfile, updateDependent } from './family.repository';

/**
 * The card holder's management of their dependents (docs/product.md §6). Every use case reads the caller's
 * own household only: another household's id answers exactly like an id that does not exist.
 */

/** Why a change was refused: the form's fields, or what the household or plan allows. */
export type FamilyRefusal = { reason: 'invalid' | 'not_allowed'; errors: string[] };
export type FamilyResult = { ok: true; membership: Membership } | ({ ok: false } & FamilyRefusal);

const notFound = () => new AppError('not_found', FAMILY_MESSAGES.membershipNotFound);
const invalid = (errors: string[]): FamilyResult => ({ ok: false, reason: 'invalid', errors });
const notAllowed = (message: string): { ok: false } & FamilyRefusal => ({
  ok: false,
  reason: 'not_allowed',
  errors: [message],
});

/** Runs `work` in a transaction, so every family write sees and leaves a consistent household. */
function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return withTransaction(db, work);
}

type Plan = Awaited<ReturnType<typeof readHouseholdPlan>>;

/** The household as the membership mapper shows it (only the card holder reaches these routes). */
const toHousehold = (plan: Plan, memberships: MembershipRecord[]): Household => ({
  memberships,
  product: plan.product,
  hasLiveSubscription: plan.isLive,
  callerIsCardHolder: true,
  locale: plan.locale,
});

/** One of the caller's memberships by id; anything else is "not found". */
function memberOf<TMember extends HouseholdMember>(members: TMember[], id: number): TMember {
  const record = members.find((m) => m.id === id);
  if (!record) throw notFound();
  return record;
}

const isCardHolder = (record: HouseholdMember) => record.sequence === 1;

function answer(household: Household, id: number): FamilyResult {
  return { ok: true, membership: toMembership(memberOf(household.memberships, id), household) };
}

/**
 * Adds a dependent. The household is locked before its dependents are counted, so concurrent
 * adds queue up and never take more places than the plan has.
 */
export async function addFamilyMember(
  db: Database,
  userId: number,
  input: { display_name?: unknown; person_code?: unknown; species?: unknown },
): Promise<FamilyResult> {
  const checked = validateNewFamilyMember(input);
  if (!checked.ok) return invalid(checked.errors);
  return inTransaction(db, async (tx) => {
    const primary = await lockHousehold(tx, userId);
    const plan = await readHouseholdPlan(tx, userId);
    const capacity = dependentCapacity(plan);
    if (!primary || capacity === 0) return notAllowed(FAMILY_MESSAGES.notEligible);
    const members = await findHouseholdMemberships(tx, userId);
    if (members.filter((m) => !isCardHolder(m)).length >= capacity) return notAllowed(FAMILY_MESSAGES.noSlots);
    const created = await insertDependent(tx, {
      primary,
      displayName: checked.value.display_name,
      personCode: checked.value.person_code,
      species: checked.value.species,
    });
    // The card holder hears of every card added to their household, in case it was not them.
    await enqueueEmail(tx, emailKeys.familyMemberAdded(created.id), {
      template: 'family-member-added',
      userId,
      membershipId: created.id,
    });
    return answer(toHousehold(plan, [...members, created]), created.id);
  });
}

/**
 * Renames or re-codes a dependent, or marks it a pet (or a person again); only the fields sent
 * change. The species is checked against the relationship the member will have, so a pet
 * cannot be re-coded as a spouse without being made a person in the same edit.
 */
export async function updateFamilyMember(
  db: Database,
  userId: number,
  id: number,
  input: { display_name?: unknown; person_code?: unknown; species?: unknown },
): Promise<FamilyResult> {
  const record = memberOf(await findHouseholdMemberships(db, userId), id);
  if (isCardHolder(record)) return notAllowed(FAMILY_MESSAGES.cardHolderLocked);
  const checked = validateFamilyMemberChanges(input);
  if (!checked.ok) return invalid(checked.errors);
  const { display_name: displayName, person_code: personCode, species } = checked.value;
  const relationshipError = petRelationshipError(
    personCode ?? record.personCode,
    species === undefined ? record.species : species,
  );
  if (relationshipError) return invalid([relationshipError]);
  // A pet is never asked its sex: one made a pet keeps none it was given as a person.
  const sex = species && record.sex !== null ? ('unknown' as const) : undefined;
  // An edit naming no field is a no-op: it must not even touch updated_at.
  const changes = displayName !== undefined || personCode !== undefined || species !== undefined;
  if (changes && !(await updateDependent(db, { ownerUserId: userId, id, displayName, personCode, species, sex }))) {
    throw notFound();
  }
  const [plan, members] = await Promise.all([readHouseholdPlan(db, userId), findHouseholdMemberships(db, userId)]);
  return answer(toHousehold(plan, members), id);
}

/** Removes a dependent (null when done); a member the plan had suspended may take the freed place. */
export async function removeFamilyMember(db: Database, userId: number, id: number): Promise<FamilyRefusal | null> {
  return inTransaction(db, async (tx) => {
    await lockHousehold(tx, userId);
    if (isCardHolder(memberOf(await findHouseholdMemberships(tx, userId), id))) {
      return notAllowed(FAMILY_MESSAGES.cardHolderNotRemovable);
    }
    if (!(await deleteDependent(tx, { ownerUserId: userId, id }))) throw notFound();
    await reconcileHousehold(tx, userId, await readHouseholdPlan(tx, userId));
    return null;
  });
}

/**
 * Completes a dependent's profile (family rules, every message at once; nothing is saved on
 * failure); a pet's without a sex. The card turns active only if the plan holds this member, else it is suspended.
 */
export async function completeFamilyProfile(
  db: Database,
  userId: number,
  id: number,
  input: ProfileInput,
): Promise<FamilyResult> {
  const record = memberOf(await findHouseholdMemberships(db, userId), id);
  if (isCardHolder(record)) return notAllowed(FAMILY_MESSAGES.cardHolderLocked);
  // A pet's profile has no sex to ask: "unknown" is saved.
  const checked = validateFamilyProfile(input, undefined, { isPet: record.species !== null });
  if (!checked.ok) return invalid(checked.errors);
  const p = checked.value;
  const profile = {
    dateOfBirth: p.date_of_birth,
    sex: p.sex,
    addressStreet: p.address_street,
    addressCity: p.address_city,
    addressState: p.address_state,
    addressZip: p.address_zip,
  };
  return inTransaction(db, async (tx) => {
    await lockHousehold(tx, userId);
    if (!(await saveDependentProfile(tx, { ownerUserId: userId, id, profile }))) throw notFound();
    const plan = await readHouseholdPlan(tx, userId);
    return answer(toHousehold(plan, await reconcileHousehold(tx, userId, plan)), id);
  });
}

/** GET /users/family_members: the legacy list (docs/product.md §3 User profile response). */
export async function listFamilyMembers(db: Database, userId: number): Promise<FamilyMembersResponse> {
  const members = await findHouseholdMemberships(db, userId);
  return {
    family_members: members
      .filter((m) => m.sequence > 1)
      .map((m) => ({
        name: m.displayName,
        id: m.id,
        dateOfBirth: m.dateOfBirth,
        relationship: personCodeLabel(m.personCode),
        memberId: fullMemberId(m),
      })),
  };
}
