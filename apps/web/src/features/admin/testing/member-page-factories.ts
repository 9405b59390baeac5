import type {
  AdminHouseholdCard,
  AdminInvoice,
  AdminMemberDetail,
  AdminPrivateFieldsResponse,
  AdminSubscription,
} from '@arx/contracts/admin';

/**
 * Test data for the member page, shaped as GET /admin/members/:userId and its actions answer.
 * Each call makes its own records; overrides say what a test is about.
 */
let sequence = 1000;

export function buildHouseholdCard(overrides: Partial<AdminHouseholdCard> = {}): AdminHouseholdCard {
  sequence++;
  return {
    membership_id: sequence,
    member_id: 'ARX-000321-01',
    name: 'Dana Ruiz',
    person_code: 1,
    relationship: 'Card Holder',
    status: 'active',
    profile_completed: true,
    ...overrides,
  };
}

export function buildSubscription(overrides: Partial<AdminSubscription> = {}): AdminSubscription {
  sequence++;
  return {
    id: sequence,
    provider_subscription_id: `sub_${sequence}`,
    plan: 'Individual',
    interval: 'month',
    status: 'active',
    amount: 9.99,
    currency: 'usd',
    started_at: '2030-02-03T15:00:00.000Z',
    current_period_end: '2030-04-03T15:00:00.000Z',
    cancel_at_period_end: false,
    canceled_at: null,
    trial_end: null,
    ...overrides,
  };
}

export function buildInvoice(overrides: Partial<AdminInvoice> = {}): AdminInvoice {
  sequence++;
  return {
    id: `in_${sequence}`,
    number: `INV-${sequence}`,
    date: '2030-03-03T15:00:00.000Z',
    description: 'Individual membership, monthly',
    amount: 9.99,
    amount_refunded: 0,
    refundable: 9.99,
    currency: 'usd',
    status: 'paid',
    pdf_url: null,
    ...overrides,
  };
}

/** A member with one card, a live subscription and one paid invoice; the rest empty. */
export function buildMemberDetail(overrides: Partial<AdminMemberDetail> = {}): AdminMemberDetail {
  return {
    account: {
      id: 41,
      email: 'dana.ruiz@example.com',
      name: 'Dana Ruiz',
      joined_at: '2030-02-03T15:00:00.000Z',
      time_zone: 'America/Chicago',
      locale: 'es',
    },
    household: [buildHouseholdCard()],
    subscriptions: [buildSubscription()],
    invoices: { available: true, items: [buildInvoice()], has_more: false },
    consents: [],
    emails: [],
    wallet_passes: [],
    refunds: [],
    history: [],
    ...overrides,
  };
}

export function buildPrivateFields(card: AdminHouseholdCard): AdminPrivateFieldsResponse {
  return {
    people: [
      {
        membership_id: card.membership_id,
        member_id: card.member_id,
        name: card.name,
        date_of_birth: '1980-04-02',
        address: { street: '18 Elm Court', city: 'Columbus', state: 'OH', zip: '43215' },
      },
    ],
  };
}
