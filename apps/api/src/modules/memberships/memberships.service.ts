import {
  centsToDollars,
  givesBenefits,
  type Membership,
  type ProfileInput,
  type UserProfileResponse,
  validatePrimaryProfile,
} from '@arx/contracts';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { saveTimeZone } from '../auth';
import type { PaymentDeps } from '../billing';
import { providerBillingDetails } from '../billing';
import { dependentsOf, fullMemberId, type Household, personCodeLabel, toMembership } from './memberships.mapper';
import { findHouseholdSnapshot, findPrimaryMembership, savePrimaryProfile } from './memberships.repository';

/**
 * Everything here is scoped to the caller's own household (their card and its dependents):
 * another household's membership answers exactly like one that does not exist.
 */
export async function loadHousehold(db: Database, userId: number) {
  const snapshot = await findHouseholdSnapshot(db, userId);
  const { memberships: records, subscription, user } = snapshot;
  const household: Household = {
    memberships: records,
    product: snapshot.product,
    hasLiveSubscription: subscription !== null && givesBenefits(subscription.status),
    callerIsCardHolder: records.some((r) => r.sequence === 1 && r.ownerUserId === userId),
    locale: user?.locale ?? 'en',
  };
  return { household, subscription, user };
}

const notFound = () => AppError.notFound('Membership');

export async function listMemberships(db: Database, userId: number): Promise<Membership[]> {
  const { household } = await loadHousehold(db, userId);
  return household.memberships.map((r) => toMembership(r, household));
}

export async function getPrimaryMembership(db: Database, userId: number): Promise<Membership> {
  const { household } = await loadHousehold(db, userId);
  const primary = household.memberships.find((r) => r.sequence === 1);
  if (!primary) throw notFound();
  return toMembership(primary, household);
}

export async function getMembership(db: Database, userId: number, membershipId: number): Promise<Membership> {
  const { household } = await loadHousehold(db, userId);
  const record = household.memberships.find((r) => r.id === membershipId);
  if (!record) throw notFound();
  return toMembership(record, household);
}

export type ProfileUpdate = { ok: true; membership: Membership } | { ok: false; errors: string[] };

/**
 * Completes the card holder's profile (docs/product.md §5): every problem is reported at once and nothing
 * is saved unless all six fields pass. Only the six validated fields are written, with the
 * browser's time zone when it sent one (their e-mails' dates, §10); the card turns active only
 * while the household's benefits are on.
 */
export async function completePrimaryProfile(
  db: Database,
  userId: number,
  input: ProfileInput,
  timeZone?: string,
): Promise<ProfileUpdate> {
  const primary = await findPrimaryMembership(db, userId);
  if (!primary) throw notFound();
  const result = validatePrimaryProfile(input);
  if (!result.ok) return { ok: false, errors: result.errors };
  const { household } = await loadHousehold(db, userId);
  const p = result.profile;
  const saved = await withTransaction(db, async (tx) => {
    const row = await savePrimaryProfile(tx, {
      ownerUserId: userId,
      membershipId: primary.id,
      profile: {
        dateOfBirth: p.date_of_birth,
        sex: p.sex,
        addressStreet: p.address_street,
        addressCity: p.address_city,
        addressState: p.address_state,
        addressZip: p.address_zip,
      },
      activate: household.hasLiveSubscription,
    });
    if (!row) throw notFound();
    if (timeZone) await saveTimeZone(tx, userId, timeZone);
    return row;
  });
  const memberships = household.memberships.map((r) => (r.id === saved.id ? saved : r));
  return { ok: true, membership: toMembership(saved, { ...household, memberships }) };
}

type ProfileBilling = UserProfileResponse['billing'];

/**
 * The card and address the provider holds, for a member with a subscription and a provider
 * customer (as on the billing page). The dashboard must load even while the payment provider is
 * down, so a failure here leaves these empty instead of failing the whole profile.
 */
async function billingSummary(
  deps: PaymentDeps,
  customerId: string | null,
  onUnavailable: (error: unknown) => void,
): Promise<ProfileBilling> {
  const none: ProfileBilling = { paymentMethod: null, billingAddress: null, invoices: [] };
  if (!customerId) return none;
  try {
    const details = await providerBillingDetails(deps.payments, customerId);
    const card = details.paymentMethod;
    const address = details.billingAddress;
    return {
      paymentMethod: card
        ? { type: 'card', brand: card.brand, last4: card.last4, expiryMonth: card.expMonth, expiryYear: card.expYear }
        : null,
      billingAddress: address
        ? { street: address.line1, city: address.city, state: address.state, zipCode: address.postalCode }
        : null,
      invoices: [],
    };
  } catch (error) {
    onUnavailable(error);
    return none;
  }
}

/** GET /users/profile: the dashboard's one-call summary (docs/product.md §3 User profile response). */
export async function userProfile(
  deps: PaymentDeps,
  userId: number,
  onBillingUnavailable: (error: unknown) => void = () => {},
): Promise<UserProfileResponse> {
  const { household, subscription: s, user } = await loadHousehold(deps.db, userId);
  if (!user) throw new AppError('unauthorized', 'Sign in to continue');
  const billing = await billingSummary(deps, s ? user.paymentCustomerId : null, onBillingUnavailable);
  const primary = household.memberships.find((r) => r.sequence === 1) ?? null;
  const product = household.product;
  return {
    user: {
      name: user.name,
      email: user.email,
      memberId: primary ? fullMemberId(primary) : null,
      binNumber: primary?.binNumber ?? null,
      groupCode: primary?.groupCode ?? null,
    },
    membership: {
      // docs/product.md §4: a missing membership reads as inactive.
      status: primary?.status ?? 'inactive',
      plan:
        s && product
          ? {
              name: product.name,
              type: product.planType,
              billingCycle: s.billingInterval === 'year' ? 'annual' : 'monthly',
              price: centsToDollars(s.amountCents),
              features: product.features,
            }
          : null,
      startDate: s?.createdAt.toISOString() ?? null,
      nextBillingDate: s?.currentPeriodEnd?.toISOString() ?? null,
      // A subscription that has ended, or is set to end, renews no more.
      autoRenew: s !== null && s.status !== 'canceled' && !s.cancelAtPeriodEnd,
      binNumber: primary?.binNumber ?? null,
      groupCode: primary?.groupCode ?? null,
    },
    billing,
    family_members: dependentsOf(household).map((d) => ({
      name: d.displayName,
      id: d.id,
      dateOfBirth: d.dateOfBirth,
      relationship: personCodeLabel(d.personCode),
      memberId: fullMemberId(d),
    })),
  };
}
