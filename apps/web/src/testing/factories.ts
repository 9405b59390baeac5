import type { Faq, Medication, Pricing, Product } from '@arx/contracts';
import { formatUsd, roundedPercent } from '@arx/contracts/money';

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
