import type { Bookmark, Medication, Membership, Product, User, UserProfileResponse } from '@arx/contracts';
import { BOOKMARK_MESSAGES, FIX_ERRORS_MESSAGE } from '@arx/contracts/member-messages';
import { bestSavings } from '@arx/contracts/money';
import { type PrimaryProfile, validatePrimaryProfile } from '@arx/contracts/profile';
import { HttpResponse, http } from 'msw';
import { callerOf, subscriptionOf, unauthorized } from './account-handlers';
import { householdOf, legacyFamilyOf, memberNumberOf } from './family-handlers';

/**
 * The member's card and bookmarks in the mock API (the card holder's family: family-handlers.ts). Every signed-in caller has a card holder's
 * membership (incomplete until the profile is completed) and a list of bookmarks. They are
 * kept in local storage, like the mock subscriptions, so `npm run dev:mock` keeps them across
 * reloads and the test setup's storage clearing resets them between tests.
 */
const STORE_KEY = 'arx.mock.members';

type StoredBookmark = { id: number; medication_id: number; created_at: string };
type MemberState = { profile: PrimaryProfile | null; bookmarks: StoredBookmark[] };

function readStore(): Record<string, MemberState> {
  try {
    return JSON.parse(window.localStorage.getItem(STORE_KEY) ?? '{}') as Record<string, MemberState>;
  } catch {
    return {};
  }
}

function stateOf(user: Pick<User, 'id'>): MemberState {
  return readStore()[String(user.id)] ?? { profile: null, bookmarks: [] };
}

function saveState(user: Pick<User, 'id'>, state: MemberState) {
  window.localStorage.setItem(STORE_KEY, JSON.stringify({ ...readStore(), [user.id]: state }));
}

/** Tests: give the signed-in user (user_id 1 unless the token said otherwise) these bookmarks. */
export function seedMockBookmarks(medicationIds: number[], userId = 1) {
  const bookmarks = medicationIds.map((medication_id, i) => ({
    id: 100 + i,
    medication_id,
    created_at: new Date(Date.UTC(2030, 0, 1 + i)).toISOString(),
  }));
  saveState({ id: userId }, { ...stateOf({ id: userId }), bookmarks });
}

/** Tests: complete the card holder's profile of user 1 (or `userId`) with this address. */
export function seedMockPrimaryProfile(profile: PrimaryProfile, userId = 1) {
  saveState({ id: userId }, { ...stateOf({ id: userId }), profile });
}

/** Whether user 1's (or `userId`'s) card holder profile is complete (the wallet mock asks). */
export function hasMockPrimaryProfile(userId: number): boolean {
  return stateOf({ id: userId }).profile !== null;
}

/** The medications the caller has bookmarked, or null for a visitor (GET /medications uses it). */
export function bookmarkedMedicationIds(request: Request): Set<number> | null {
  const user = callerOf(request);
  return user ? new Set(stateOf(user).bookmarks.map((b) => b.medication_id)) : null;
}

function toBookmark(stored: StoredBookmark, medication: Medication): Bookmark {
  const savings = bestSavings(medication.pricings);
  return {
    id: stored.id,
    created_at: stored.created_at,
    medication: {
      id: medication.id,
      display_name: medication.display_name,
      strength: medication.strength,
      form: medication.form,
      max_cash_price: savings?.max_cash_price ?? null,
      min_membership_price: savings?.min_membership_price ?? null,
      savings_amount: savings?.savings_amount ?? 0,
      savings_percentage: savings?.savings_percentage ?? 0,
      retired: false,
    },
  };
}

export function createMemberHandlers(products: Product[], medications: Medication[]) {
  const productOf = (user: User) => {
    const s = subscriptionOf(user);
    return s ? (products.find((p) => p.id === s.productId) ?? null) : null;
  };

  const membershipOf = (user: User): Membership => {
    const { profile } = stateOf(user);
    const number = memberNumberOf(user);
    const product = productOf(user);
    return {
      id: user.id,
      member_number: number,
      full_member_id: `${number}-01`,
      status: profile ? 'active' : 'inactive',
      active: profile !== null,
      profile_completed: profile !== null,
      display_name: user.name ?? user.email,
      person_code: 1,
      person_code_label: 'Card Holder',
      date_of_birth: profile?.date_of_birth ?? null,
      sex: profile?.sex ?? null,
      species: null,
      address: profile
        ? {
            street: profile.address_street,
            city: profile.address_city,
            state: profile.address_state,
            zip: profile.address_zip,
          }
        : null,
      group_code: 'ARXASOLO',
      bin_number: '022352',
      card_title: product ? `${product.name} Member Card` : 'Premium Member Card',
      ...householdOf(user, products),
    };
  };

  const bookmarksOf = (user: User) =>
    stateOf(user)
      .bookmarks.map((stored) => {
        const medication = medications.find((m) => m.id === stored.medication_id);
        return medication ? toBookmark(stored, medication) : null;
      })
      .filter((b): b is Bookmark => b !== null)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));

  const setBookmarked = (user: User, medicationId: number, on: boolean) => {
    const state = stateOf(user);
    const existing = state.bookmarks.find((b) => b.medication_id === medicationId);
    if (on && !existing) {
      const id = Math.max(100, ...state.bookmarks.map((b) => b.id)) + 1;
      state.bookmarks.push({ id, medication_id: medicationId, created_at: new Date().toISOString() });
    }
    if (!on) state.bookmarks = state.bookmarks.filter((b) => b.medication_id !== medicationId);
    saveState(user, state);
    return state.bookmarks.find((b) => b.medication_id === medicationId) ?? null;
  };

  const notFound = (message: string) => HttpResponse.json({ code: 'not_found', message }, { status: 404 });

  /** Every handler needs a signed-in caller; a visitor is answered 401. */
  const signedIn =
    (handle: (user: User, request: Request, params: Record<string, unknown>) => Response | Promise<Response>) =>
    ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      const user = callerOf(request);
      return user ? handle(user, request, params) : unauthorized();
    };

  return [
    http.get(
      '*/api/v1/users/profile',
      signedIn((user) => {
        const membership = membershipOf(user);
        const s = subscriptionOf(user);
        const product = productOf(user);
        const price = product?.prices.find((p) => p.billing_interval === s?.interval);
        return HttpResponse.json<UserProfileResponse>({
          user: {
            name: user.name,
            email: user.email,
            memberId: membership.full_member_id,
            binNumber: membership.bin_number,
            groupCode: membership.group_code,
          },
          membership: {
            status: s ? 'active' : 'inactive',
            plan: product
              ? {
                  name: product.name,
                  type: product.plan_type,
                  billingCycle: s?.interval === 'year' ? 'annual' : 'monthly',
                  price: price?.price_per_unit ?? 0,
                  features: product.features,
                }
              : null,
            startDate: s?.startedAt ?? null,
            nextBillingDate: null,
            autoRenew: s !== null,
            binNumber: membership.bin_number,
            groupCode: membership.group_code,
          },
          billing: { paymentMethod: null, billingAddress: null, invoices: [] },
          family_members: legacyFamilyOf(user, products),
        });
      }),
    ),
    http.get(
      '*/api/v1/memberships/primary',
      signedIn((user) => HttpResponse.json({ membership: membershipOf(user) })),
    ),
    http.get(
      '*/api/v1/users/membership',
      signedIn((user) => HttpResponse.json({ membership: membershipOf(user) })),
    ),
    http.patch(
      '*/api/v1/memberships/update_profile',
      signedIn(async (user, request) => {
        const body = (await request.json().catch(() => null)) as { profile?: Record<string, unknown> } | null;
        const checked = validatePrimaryProfile(body?.profile ?? {});
        if (!checked.ok) {
          return HttpResponse.json(
            { success: false, message: FIX_ERRORS_MESSAGE, errors: checked.errors, membership: null },
            { status: 400 },
          );
        }
        saveState(user, { ...stateOf(user), profile: checked.profile });
        return HttpResponse.json({
          success: true,
          message: 'Profile completed',
          errors: [],
          membership: membershipOf(user),
        });
      }),
    ),
    http.get(
      '*/api/v1/bookmarks',
      signedIn((user) => HttpResponse.json({ bookmarks: bookmarksOf(user) })),
    ),
    http.get(
      '*/api/v1/bookmarks/check/:id',
      signedIn((user, _request, params) => {
        const stored = stateOf(user).bookmarks.find((b) => b.medication_id === Number(params.id));
        return HttpResponse.json({ is_bookmarked: Boolean(stored), bookmark_id: stored?.id ?? null });
      }),
    ),
    http.post(
      '*/api/v1/bookmarks',
      signedIn(async (user, request) => {
        const { medication_id } = (await request.json()) as { medication_id: number };
        const medication = medications.find((m) => m.id === medication_id);
        if (!medication) return notFound(BOOKMARK_MESSAGES.medicationNotFound);
        const stored = setBookmarked(user, medication_id, true)!;
        return HttpResponse.json({ bookmark: toBookmark(stored, medication) }, { status: 201 });
      }),
    ),
    http.post(
      '*/api/v1/bookmarks/toggle/:id',
      signedIn((user, _request, params) => {
        const id = Number(params.id);
        if (!medications.some((m) => m.id === id)) return notFound(BOOKMARK_MESSAGES.medicationNotFound);
        const wasBookmarked = stateOf(user).bookmarks.some((b) => b.medication_id === id);
        const stored = setBookmarked(user, id, !wasBookmarked);
        return HttpResponse.json({ is_bookmarked: !wasBookmarked, bookmark_id: stored?.id ?? null });
      }),
    ),
    http.delete(
      '*/api/v1/bookmarks/medication/:id',
      signedIn((user, _request, params) => {
        const id = Number(params.id);
        if (!stateOf(user).bookmarks.some((b) => b.medication_id === id))
          return notFound(BOOKMARK_MESSAGES.bookmarkNotFound);
        setBookmarked(user, id, false);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    http.delete(
      '*/api/v1/bookmarks/:id',
      signedIn((user, _request, params) => {
        const stored = stateOf(user).bookmarks.find((b) => b.id === Number(params.id));
        if (!stored) return notFound(BOOKMARK_MESSAGES.bookmarkNotFound);
        setBookmarked(user, stored.medication_id, false);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
}
