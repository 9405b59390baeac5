import {
  availableSlots,
  dependentCapacity,
  type FamilyMembership,
  type Membership,
  PERSON_CODE_LABELS,
} from '@arx/contracts';
import type { InEachLanguage, Locale } from '../../lib/i18n/languages';
import type { HouseholdMember, HouseholdProduct, MembershipRecord } from './memberships.repository';

/** What every card of one household shares: its plan and its members. */
export type Household = {
  /** The card holder first, then the dependents by sequence. */
  memberships: HouseholdMember[];
  /** The plan of the household's current subscription, if it has one. */
  product: HouseholdProduct | null;
  /** An active or trialing subscription: the benefits are on. */
  hasLiveSubscription: boolean;
  /** The user asking owns the household (only the card holder manages dependents). */
  callerIsCardHolder: boolean;
  /** The household owner's language: the cards' titles are in it, as are their e-mails and passes. */
  locale: Locale;
};

/** A card's title with its plan's name, or without a plan, in each language. */
const CARD_TITLES: InEachLanguage<{ withPlan: (plan: string) => string; withoutPlan: string }> = {
  en: { withPlan: (plan) => `${plan} Member Card`, withoutPlan: 'Premium Member Card' },
  es: { withPlan: (plan) => `Tarjeta de miembro ${plan}`, withoutPlan: 'Tarjeta de miembro Premium' },
};

/** ARX-000042-01: the household number and the two-digit sequence (01 is the card holder). */
export function fullMemberId(record: Pick<MembershipRecord, 'memberNumber' | 'sequence'>): string {
  return `${record.memberNumber}-${String(record.sequence).padStart(2, '0')}`;
}

export function personCodeLabel(personCode: number): string {
  return PERSON_CODE_LABELS[personCode as keyof typeof PERSON_CODE_LABELS] ?? PERSON_CODE_LABELS[4];
}

export function cardTitle(product: Pick<HouseholdProduct, 'name' | 'translations'> | null, locale: Locale): string {
  const titles = CARD_TITLES[locale];
  if (!product) return titles.withoutPlan;
  const translated = locale === 'en' ? undefined : product.translations?.[locale]?.name;
  return titles.withPlan(translated || product.name);
}

export function dependentsOf(household: Household): HouseholdMember[] {
  return household.memberships.filter((m) => m.sequence > 1);
}

/** A card prints no half address: it is shown only when all four parts are there. */
function addressOf(r: HouseholdMember): FamilyMembership['address'] {
  if (!r.addressStreet || !r.addressCity || !r.addressState || !r.addressZip) return null;
  return { street: r.addressStreet, city: r.addressCity, state: r.addressState, zip: r.addressZip };
}

function toFamilyMembership(r: HouseholdMember, title: string): FamilyMembership {
  return {
    id: r.id,
    member_number: r.memberNumber,
    full_member_id: fullMemberId(r),
    status: r.status,
    active: r.status === 'active',
    profile_completed: r.profileCompleted,
    display_name: r.displayName,
    person_code: r.personCode,
    person_code_label: personCodeLabel(r.personCode),
    date_of_birth: r.dateOfBirth,
    sex: r.sex,
    species: r.species,
    address: addressOf(r),
    group_code: r.groupCode,
    bin_number: r.binNumber,
    card_title: title,
  };
}

/**
 * Family room of the household: a plan for more than one person, with the benefits on, can
 * hold max_members − 1 dependents (the card holder takes the first place).
 */
export function familyCapacity(household: Household): { eligible: boolean; slots: number } {
  const plan = { isLive: household.hasLiveSubscription, maxMembers: household.product?.maxMembers ?? 1 };
  return { eligible: dependentCapacity(plan) > 0, slots: availableSlots(plan, dependentsOf(household).length) };
}

export function toMembership(record: HouseholdMember, household: Household): Membership {
  const title = cardTitle(household.product, household.locale);
  const { eligible, slots } = familyCapacity(household);
  return {
    ...toFamilyMembership(record, title),
    family_members: dependentsOf(household).map((d) => toFamilyMembership(d, title)),
    family_plan_eligible: eligible,
    available_family_member_slots: slots,
    can_add_family_members: eligible && slots > 0 && household.callerIsCardHolder,
  };
}
