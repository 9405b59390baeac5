import { z } from 'zod';
import { LocaleSchema } from './locale-schema';
import { DEFAULT_LOCALE } from './locales';

export const PrefixIconSchema = z.enum([
  'check',
  'star',
  'shield',
  'heart',
  'zap',
  'lock',
  'globe',
  'phone',
  'info',
  'circle-help',
  'badge-percent',
]);
export type PrefixIcon = z.infer<typeof PrefixIconSchema>;

/** A plan feature is either a plain string or a rich item (docs/product.md §3). */
export const FeatureSchema = z.union([
  z.string(),
  z.object({
    markdown_content: z.string(),
    prefix_icon: PrefixIconSchema,
    hint_text: z.string().nullable(),
  }),
]);
export type Feature = z.infer<typeof FeatureSchema>;

export const BillingIntervalSchema = z.enum(['month', 'year', 'week', 'day']);
export type BillingInterval = z.infer<typeof BillingIntervalSchema>;

export const PriceSchema = z.object({
  id: z.number().int(),
  billing_interval: BillingIntervalSchema,
  active: z.boolean(),
  /** Dollars, 2 decimals. */
  price_per_unit: z.number(),
  currency: z.string(),
  /** The payment provider's price identifier (null until the provider knows the price). */
  stripe_price_id: z.string().nullable(),
  /** Effective monthly cost: yearly ÷ 12, weekly × 4.33, daily × 30.44 (docs/product.md §9). */
  monthly_cost: z.number(),
  formatted_price: z.string(),
  trial_days: z.number().int(),
  /**
   * The automatic-renewal terms for this price (renewal-terms.ts), in the answer's language: the
   * plan page shows them beside the price, and checkout records the same words.
   */
  renewal_terms: z.string(),
});
export type Price = z.infer<typeof PriceSchema>;

export const PlanTypeSchema = z.enum(['individual', 'partner_pet', 'family']);
export type PlanType = z.infer<typeof PlanTypeSchema>;

export const ProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  plan_type: PlanTypeSchema,
  description: z.string(),
  /** How many people (card holder included) the plan covers. */
  max_members: z.number().int(),
  /** More than one person: the plan can hold family members. */
  family_plan_eligible: z.boolean(),
  popular: z.boolean(),
  features: z.array(FeatureSchema),
  prices: z.array(PriceSchema),
  /** What a year costs less on the yearly price than 12 monthly payments, in dollars. */
  yearly_savings: z.number(),
  yearly_savings_percentage: z.number().int(),
  deal_text: z.string().nullable(),
  cta_text: z.string().nullable(),
  cta_button_color: z.string().nullable(),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductListResponseSchema = z.object({ products: z.array(ProductSchema) });
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const ProductResponseSchema = z.object({ product: ProductSchema });
export type ProductResponse = z.infer<typeof ProductResponseSchema>;

/**
 * GET /products and /products/:id: `locale=es` gives each plan's words (name, description,
 * features, deal and button text) in Spanish where they are translated, in English where not
 * (docs/decisions/0019-spanish.md). Prices, ids and order are the same in every language.
 */
export const ProductListQuerySchema = z.object({ locale: LocaleSchema.default(DEFAULT_LOCALE) });
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;
