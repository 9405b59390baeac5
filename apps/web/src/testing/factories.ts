import type {
  AppTokenClaims,
  BillingDetails,
  Bookmark,
  FamilyMembership,
  Faq,
  Invoice,
  Medication,
  Membership,
  Pricing,
  Product,
  SubscriptionStatusResponse,
  UserProfileResponse,
} from '@arx/contracts';
import { formatUsd, roundedPercent } from '@arx/contracts/money';
import { renewalTerms } from '@arx/contracts/renewal-terms';
import { storeToken } from '../lib/auth-token';

let sequence = 0;

export function buildPricing(overrides: Partial<Pricing> = {}): Pricing {
  sequence++;
  const cash = overrides.cash_price ?? 40;
  const member = overrides.member_price ?? 9;
  const savings = Math.round((cash - member) * 100) / 100;
  return {
    id: sequence,
    quantity: 30,
    quantity_unit: 'tablets',
    day_supply: 30,
    cash_price: cash,
    competitor_price: 15,
    savings_amount: savings,
    savings_percentage: roundedPercent(savings, cash),
    member_price: member,
    formatted_cash_price: formatUsd(cash),
    formatted_membership_discount: formatUsd(member),
    ...overrides,
  };
}

export function buildMedication(overrides: Partial<Medication> = {}): Medication {
  sequence++;
  return {
    id: sequence,
    display_name: `Medication ${sequence}`,
    brand_name: null,
    generic_name: `medication ${sequence}`,
    strength: '10 mg',
    form: 'tablet',
    medication_type: 'generic',
    full_description: 'A common medication.',
    highlighted: false,
    is_bookmarked: false,
    pricings: [
      buildPricing({ day_supply: 30, quantity: 30 }),
      buildPricing({ day_supply: 90, quantity: 90, cash_price: 110, member_price: 22 }),
    ],
    ...overrides,
  };
}

export function buildFaq(overrides: Partial<Faq> = {}): Faq {
  sequence++;
  return {
    id: sequence,
    question: `Question ${sequence}?`,
    answer: `<p>Answer ${sequence}.</p>`,
    rank: sequence,
    highlighted: false,
    ...overrides,
  };
}

export function buildProduct(overrides: Partial<Product> & { monthly?: number } = {}): Product {
  sequence++;
  const { monthly = 9.99, ...rest } = overrides;
  const yearly = Math.round(monthly * 11 * 100) / 100;
  return {
    id: sequence,
    name: 'Individual',
    plan_type: 'individual',
    description: 'Member prices for one adult.',
    max_members: 1,
    family_plan_eligible: false,
    popular: false,
    features: ['Member prices on 50,000+ medications'],
    prices: [
      {
        id: sequence * 10 + 1,
        billing_interval: 'month',
        active: true,
        price_per_unit: monthly,
        currency: 'usd',
        stripe_price_id: null,
        monthly_cost: monthly,
        formatted_price: formatUsd(monthly),
        trial_days: 0,
        // As the API words them in English (its default language).
        renewal_terms: renewalTerms({ amount: monthly, interval: 'month', trialDays: 0 }),
      },
      {
        id: sequence * 10 + 2,
        billing_interval: 'year',
        active: true,
        price_per_unit: yearly,
        currency: 'usd',
        stripe_price_id: null,
        monthly_cost: Math.round((yearly / 12) * 100) / 100,
        formatted_price: formatUsd(yearly),
        trial_days: 0,
        renewal_terms: renewalTerms({ amount: yearly, interval: 'year', trialDays: 0 }),
      },
    ],
    yearly_savings: Math.round(monthly * 100) / 100,
    yearly_savings_percentage: 8,
    deal_text: null,
    cta_text: null,
    cta_button_color: null,
    ...rest,
  };
}

/** The three plans as the seed has them. */
export function buildPlans(): Product[] {
  return [
    buildProduct({ name: 'Individual', plan_type: 'individual', monthly: 9.99 }),
    buildProduct({
      name: 'Partner/Pet',
      plan_type: 'partner_pet',
      max_members: 2,
      family_plan_eligible: true,
      monthly: 14.99,
      features: [
        'Covers you plus one partner or pet',
        { markdown_content: '**Save up to 85%** on prescriptions', prefix_icon: 'badge-percent', hint_text: null },
      ],
    }),
    buildProduct({
      name: 'Family',
      plan_type: 'family',
      max_members: 6,
      family_plan_eligible: true,
      popular: true,
      monthly: 24.99,
      deal_text: 'Best value for households',
      features: [
        'You plus up to 5 family members',
        {
          markdown_content: 'Each member gets **their own card**',
          prefix_icon: 'heart',
          hint_text: 'Add members any time',
        },
      ],
    }),
  ];
}

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An app token shaped like the API's (unsigned: the browser never verifies it). Valid for 1 hour. */
export function buildAuthToken(claims: Partial<AppTokenClaims> = {}): string {
  const payload: AppTokenClaims = {
    user_id: 1,
    email: 'member@example.com',
    workos_id: 'user_1',
    name: 'Jamie Rivera',
    exp: Math.floor(Date.now() / 1000) + 3600,
    jti: `jti-${++sequence}`,
    ...claims,
  };
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.signature`;
}

/** Signs the browser in the way the app keeps a session: a token in local storage. */
export function signInAs(claims: Partial<AppTokenClaims> = {}): string {
  const token = buildAuthToken(claims);
  storeToken(token);
  return token;
}

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

export const NO_SUBSCRIPTION: SubscriptionStatusResponse = {
  has_active_subscription: false,
  plan_name: null,
  status: null,
  product_id: null,
  billing_interval: null,
  trial_end: null,
  current_period_end: null,
};

/** An active monthly subscription; override for trials, other plans or intervals. */
export function buildSubscriptionStatus(
  overrides: Partial<SubscriptionStatusResponse> = {},
): SubscriptionStatusResponse {
  return {
    has_active_subscription: true,
    plan_name: 'Individual',
    status: 'active',
    product_id: 1,
    billing_interval: 'month',
    trial_end: null,
    current_period_end: inDays(30),
    ...overrides,
  };
}

type BillingOverrides = Partial<Omit<BillingDetails, 'subscription'>> & {
  subscription?: Partial<NonNullable<BillingDetails['subscription']>> | null;
};

/** A member with an active monthly plan, a card and an address. */
export function buildBillingDetails(overrides: BillingOverrides = {}): BillingDetails {
  const { subscription, ...rest } = overrides;
  return {
    hasSubscription: true,
    subscription:
      subscription === null
        ? null
        : {
            planName: 'Individual',
            status: 'active',
            cancelAtPeriodEnd: false,
            cancelAt: null,
            canceledAt: null,
            billingCycle: 'monthly',
            amount: 9.99,
            currency: 'usd',
            trialEnd: null,
            currentPeriodEnd: '2030-04-15T12:00:00.000Z',
            ...subscription,
          },
    paymentMethod: { brand: 'visa', last4: '4242', expiryMonth: 4, expiryYear: 2030 },
    billingAddress: {
      street: '12 Main St',
      street2: null,
      city: 'Boise',
      state: 'ID',
      zipCode: '83702',
      country: 'US',
    },
    ...rest,
  };
}

export const NO_BILLING: BillingDetails = {
  hasSubscription: false,
  subscription: null,
  paymentMethod: null,
  billingAddress: null,
};

export function buildInvoice(overrides: Partial<Invoice> = {}): Invoice {
  sequence++;
  return {
    id: `in_${sequence}`,
    date: '2030-03-15T12:00:00.000Z',
    description: 'Individual membership (monthly)',
    number: `ARX-${String(sequence).padStart(4, '0')}`,
    amount: 9.99,
    currency: 'usd',
    status: 'paid',
    paid: true,
    amountRefunded: 0,
    pdfUrl: `https://pay.example.com/invoices/in_${sequence}.pdf`,
    ...overrides,
  };
}

/** A card holder's membership with an incomplete profile (the card shows INACTIVE). */
export function buildMembership(overrides: Partial<Membership> = {}): Membership {
  sequence++;
  const memberNumber = `ARX-${String(sequence).padStart(6, '0')}`;
  return {
    id: sequence,
    member_number: memberNumber,
    full_member_id: `${memberNumber}-01`,
    status: 'inactive',
    active: false,
    profile_completed: false,
    display_name: 'Jamie Rivera',
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
    ...overrides,
  };
}

/** The same membership once its profile is complete: active, ready to use. */
export function buildCompletedMembership(overrides: Partial<Membership> = {}): Membership {
  return buildMembership({
    status: 'active',
    active: true,
    profile_completed: true,
    date_of_birth: '1985-04-12',
    sex: 'female',
    address: { street: '12 Main St', city: 'Boise', state: 'ID', zip: '83702' },
    ...overrides,
  });
}

/** A dependent (docs/product.md §3): a spouse just added, profile incomplete; override for others. */
export function buildFamilyMember(overrides: Partial<FamilyMembership> = {}): FamilyMembership {
  sequence++;
  return {
    id: sequence,
    member_number: 'ARX-000123',
    full_member_id: `ARX-000123-${String((sequence % 98) + 2).padStart(2, '0')}`,
    status: 'inactive',
    active: false,
    profile_completed: false,
    display_name: 'Alex Rivera',
    person_code: 2,
    person_code_label: 'Spouse',
    date_of_birth: null,
    sex: null,
    species: null,
    address: null,
    group_code: 'ARXASOLO',
    bin_number: '022352',
    card_title: 'Family Member Card',
    ...overrides,
  };
}

/** A card holder on a Family plan (complete profile) with these dependents and the slots they leave. */
export function buildFamilyHousehold(
  members: FamilyMembership[] = [],
  overrides: Partial<Membership> = {},
): Membership {
  const slots = Math.max(0, 5 - members.length);
  return buildCompletedMembership({
    card_title: 'Family Member Card',
    family_members: members,
    family_plan_eligible: true,
    can_add_family_members: slots > 0,
    available_family_member_slots: slots,
    ...overrides,
  });
}

type UserProfileOverrides = {
  user?: Partial<UserProfileResponse['user']>;
  membership?: Partial<UserProfileResponse['membership']>;
};

/** GET /users/profile for an active Individual member. */
export function buildUserProfile(overrides: UserProfileOverrides = {}): UserProfileResponse {
  return {
    user: {
      name: 'Jamie Rivera',
      email: 'member@example.com',
      memberId: 'ARX-000123-01',
      binNumber: '022352',
      groupCode: 'ARXASOLO',
      ...overrides.user,
    },
    membership: {
      status: 'active',
      plan: { name: 'Individual', type: 'individual', billingCycle: 'monthly', price: 9.99, features: [] },
      startDate: '2030-01-01T12:00:00.000Z',
      nextBillingDate: '2030-02-01T12:00:00.000Z',
      autoRenew: true,
      binNumber: '022352',
      groupCode: 'ARXASOLO',
      ...overrides.membership,
    },
    billing: { paymentMethod: null, billingAddress: null, invoices: [] },
    family_members: [],
  };
}

type BookmarkOverrides = Partial<Omit<Bookmark, 'medication'>> & { medication?: Partial<Bookmark['medication']> };

/** A bookmarked medication: $40.00 retail, $9.00 for members, saving $31.00 (78%). */
export function buildBookmark(overrides: BookmarkOverrides = {}): Bookmark {
  sequence++;
  const { medication, ...rest } = overrides;
  return {
    id: sequence,
    created_at: '2030-01-01T12:00:00.000Z',
    medication: {
      id: sequence,
      display_name: `Medication ${sequence}`,
      strength: '10 mg',
      form: 'tablet',
      max_cash_price: 40,
      min_membership_price: 9,
      savings_amount: 31,
      savings_percentage: 78,
      retired: false,
      ...medication,
    },
    ...rest,
  };
}
