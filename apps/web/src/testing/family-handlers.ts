import type { FamilyMembership, Membership, Product, User, UserProfileResponse } from '@arx/contracts';
import {
  FAMILY_MESSAGES,
  type FamilyProfile,
  type PetSpecies,
  petRelationshipError,
  validateFamilyMemberChanges,
  validateFamilyProfile,
  validateNewFamilyMember,
} from '@arx/contracts/family';
import { availableSlots, dependentCapacity, dependentStatus, type HouseholdPlan } from '@arx/contracts/household';
import { FIX_ERRORS_MESSAGE } from '@arx/contracts/member-messages';
import { HttpResponse, http } from 'msw';
import { callerOf, subscriptionOf, unauthorized } from './account-handlers';

/**
 * The card holder's family in the mock API, following the API's rules: a live plan for more
 * than one person holds max_members − 1 dependents; those it holds are active once their
 * profile is complete (inactive until then), the rest suspended. Kept in local storage like
 * the other mock data, so `npm run dev:mock` keeps it and each test starts without one.
 */
const STORE_KEY = 'arx.mock.family';
const LABELS: Record<number, string> = { 2: 'Spouse', 3: 'Dependent Child', 4: 'Other' };

type StoredDependent = {
  id: number;
  sequence: number;
  display_name: string;
  person_code: number;
  /** A pet's species; absent in stores written before pets. */
  species?: PetSpecies | null;
  profile: FamilyProfile | null;
};

function readStore(): Record<string, StoredDependent[]> {
  try {
    return JSON.parse(window.localStorage.getItem(STORE_KEY) ?? '{}') as Record<string, StoredDependent[]>;
  } catch {
    return {};
  }
}

const dependentsOf = (userId: number) => readStore()[String(userId)] ?? [];

function saveDependents(userId: number, dependents: StoredDependent[]) {
  window.localStorage.setItem(STORE_KEY, JSON.stringify({ ...readStore(), [userId]: dependents }));
}

export const memberNumberOf = (user: Pick<User, 'id'>) => `ARX-${String(user.id).padStart(6, '0')}`;

// The plans the handlers were made with, so a test can choose one by name (their ids vary).
let knownProducts: Product[] = [];

/** Tests: give user 1 (or `userId`) a live monthly subscription to the plan of that name. */
export function seedMockPlan(planName: string, userId = 1) {
  const product = knownProducts.find((p) => p.name === planName);
  if (!product) throw new Error(`No mock plan named ${planName}`);
  const key = 'arx.mock.subscriptions';
  const store = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
  store[userId] = { productId: product.id, interval: 'month', startedAt: '2030-01-01T12:00:00.000Z' };
  window.localStorage.setItem(key, JSON.stringify(store));
}

/** Tests: put these dependents in user 1's (or `userId`'s) household, oldest first. */
export function seedMockFamily(
  members: {
    display_name: string;
    person_code?: number;
    species?: PetSpecies | null;
    profile?: FamilyProfile | null;
  }[],
  userId = 1,
) {
  saveDependents(
    userId,
    members.map((m, i) => ({
      id: 1000 + userId * 10 + i + 2,
      sequence: i + 2,
      display_name: m.display_name,
      person_code: m.person_code ?? 2,
      species: m.species ?? null,
      profile: m.profile ?? null,
    })),
  );
}

type Plan = { product: Product | null; household: HouseholdPlan; capacity: number };

function planOf(user: User, products: Product[]): Plan {
  const subscription = subscriptionOf(user);
  const product = subscription ? (products.find((p) => p.id === subscription.productId) ?? null) : null;
  // The mock's subscriptions are all live: the plan's size alone decides (docs/decisions/0005-household-lock-and-status.md).
  const household: HouseholdPlan = { isLive: subscription !== null, maxMembers: product?.max_members ?? 1 };
  return { product, household, capacity: dependentCapacity(household) };
}

function dependentView(user: User, plan: Plan, stored: StoredDependent, index: number): FamilyMembership {
  const status = dependentStatus(plan.capacity, index, stored.profile !== null);
  const p = stored.profile;
  return {
    id: stored.id,
    member_number: memberNumberOf(user),
    full_member_id: `${memberNumberOf(user)}-${String(stored.sequence).padStart(2, '0')}`,
    status,
    active: status === 'active',
    profile_completed: p !== null,
    display_name: stored.display_name,
    person_code: stored.person_code,
    person_code_label: LABELS[stored.person_code] ?? 'Other',
    date_of_birth: p?.date_of_birth ?? null,
    sex: p?.sex ?? null,
    species: stored.species ?? null,
    address: p ? { street: p.address_street, city: p.address_city, state: p.address_state, zip: p.address_zip } : null,
    group_code: 'ARXASOLO',
    bin_number: '022352',
    card_title: plan.product ? `${plan.product.name} Member Card` : 'Premium Member Card',
  };
}

type Household = Pick<
  Membership,
  'family_members' | 'family_plan_eligible' | 'can_add_family_members' | 'available_family_member_slots'
>;

/** The family fields of the card holder's membership (member-handlers.ts builds the rest). */
export function householdOf(user: User, products: Product[]): Household {
  const plan = planOf(user, products);
  const stored = [...dependentsOf(user.id)].sort((a, b) => a.id - b.id);
  const slots = availableSlots(plan.household, stored.length);
  return {
    family_members: stored.map((d, i) => dependentView(user, plan, d, i)),
    family_plan_eligible: plan.capacity > 0,
    can_add_family_members: slots > 0,
    available_family_member_slots: slots,
  };
}

/** The legacy list (GET /users/family_members and the profile's family_members). */
export function legacyFamilyOf(user: User, products: Product[]): UserProfileResponse['family_members'] {
  return householdOf(user, products).family_members.map((m) => ({
    name: m.display_name,
    id: m.id,
    dateOfBirth: m.date_of_birth,
    relationship: m.person_code_label,
    memberId: m.full_member_id,
  }));
}

const refused = (status: 400 | 422, errors: string[]) =>
  HttpResponse.json(
    {
      success: false,
      message: status === 400 ? FIX_ERRORS_MESSAGE : errors.join(', '),
      errors,
      membership: null,
    },
    { status },
  );
const notFound = () =>
  HttpResponse.json({ code: 'not_found', message: FAMILY_MESSAGES.membershipNotFound }, { status: 404 });

export function createFamilyHandlers(products: Product[]) {
  knownProducts = products;

  /** The answer every family write gives: the member as a membership with the household's fields. */
  const answer = (user: User, id: number, status: 200 | 201 = 200) => {
    const household = householdOf(user, products);
    const member = household.family_members.find((m) => m.id === id)!;
    return HttpResponse.json(
      { success: true, message: 'OK', errors: [], membership: { ...member, ...household, family_members: [] } },
      { status },
    );
  };

  /** A handler for a signed-in caller and one of their own dependents (by the path's id). */
  const forDependent =
    (handle: (user: User, dependent: StoredDependent, request: Request) => Response | Promise<Response>) =>
    ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      if (!/^\d+$/.test(String(params.id))) return undefined; // e.g. /memberships/update_profile
      const user = callerOf(request);
      if (!user) return unauthorized();
      const dependent = dependentsOf(user.id).find((d) => d.id === Number(params.id));
      return dependent ? handle(user, dependent, request) : notFound();
    };

  const bodyOf = async (request: Request, key: string) =>
    ((await request.json().catch(() => null)) as Record<string, Record<string, unknown>> | null)?.[key] ?? {};

  return [
    http.post('*/api/v1/memberships', async ({ request }) => {
      const user = callerOf(request);
      if (!user) return unauthorized();
      const checked = validateNewFamilyMember(await bodyOf(request, 'membership'));
      if (!checked.ok) return refused(400, checked.errors);
      const { capacity } = planOf(user, products);
      const dependents = dependentsOf(user.id);
      if (capacity === 0) return refused(422, [FAMILY_MESSAGES.notEligible]);
      if (dependents.length >= capacity) return refused(422, [FAMILY_MESSAGES.noSlots]);
      let sequence = 2;
      while (dependents.some((d) => d.sequence === sequence)) sequence++;
      const id = Math.max(1000 + user.id * 10 + 1, ...dependents.map((d) => d.id)) + 1;
      const { display_name, person_code, species } = checked.value;
      saveDependents(user.id, [...dependents, { id, sequence, display_name, person_code, species, profile: null }]);
      return answer(user, id, 201);
    }),
    http.patch(
      '*/api/v1/memberships/:id',
      forDependent(async (user, dependent, request) => {
        const checked = validateFamilyMemberChanges(await bodyOf(request, 'membership'));
        if (!checked.ok) return refused(400, checked.errors);
        const changed = { ...dependent, ...checked.value };
        const relationshipError = petRelationshipError(changed.person_code, changed.species ?? null);
        if (relationshipError) return refused(400, [relationshipError]);
        saveDependents(
          user.id,
          dependentsOf(user.id).map((d) => (d.id === dependent.id ? changed : d)),
        );
        return answer(user, dependent.id);
      }),
    ),
    http.delete(
      '*/api/v1/memberships/:id',
      forDependent((user, dependent) => {
        saveDependents(
          user.id,
          dependentsOf(user.id).filter((d) => d.id !== dependent.id),
        );
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    http.patch(
      '*/api/v1/memberships/:id/complete_profile',
      forDependent(async (user, dependent, request) => {
        const checked = validateFamilyProfile(await bodyOf(request, 'profile'), undefined, {
          isPet: (dependent.species ?? null) !== null,
        });
        if (!checked.ok) return refused(400, checked.errors);
        const changed = { ...dependent, profile: checked.value };
        saveDependents(
          user.id,
          dependentsOf(user.id).map((d) => (d.id === dependent.id ? changed : d)),
        );
        return answer(user, dependent.id);
      }),
    ),
    http.get('*/api/v1/users/family_members', ({ request }) => {
      const user = callerOf(request);
      return user ? HttpResponse.json({ family_members: legacyFamilyOf(user, products) }) : unauthorized();
    }),
  ];
}
