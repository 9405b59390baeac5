import { z } from 'zod';
import { queryBoolean, queryInteger } from './query';

export const DAY_SUPPLY_OPTIONS = [30, 90] as const;
export const MEDICATION_LIST_DEFAULT_LIMIT = 50;
export const MEDICATION_LIST_MAX_LIMIT = 100;
export const SEARCH_MAX_LENGTH = 100;

export const MedicationTypeSchema = z.enum(['generic', 'brand']);
export type MedicationType = z.infer<typeof MedicationTypeSchema>;

export const PricingSchema = z.object({
  id: z.number().int(),
  /** How many units (tablets, mL, pens…) the price is for. */
  quantity: z.number(),
  quantity_unit: z.string(),
  /** 30, 90, or null for a pack that is not sold by day supply. */
  day_supply: z.number().int().nullable(),
  /** Retail cash price at the counter, dollars. */
  cash_price: z.number(),
  /** What a typical discount card charges, dollars (null when unknown). */
  competitor_price: z.number().nullable(),
  /** cash_price − member price, dollars. */
  savings_amount: z.number(),
  /** savings_amount ÷ cash_price, rounded percent. */
  savings_percentage: z.number().int(),
  /** Member price = cash_price − savings_amount (docs/product.md §3). */
  member_price: z.number(),
  formatted_cash_price: z.string(),
  /** The member price, formatted ("$4.20"). */
  formatted_membership_discount: z.string(),
});
export type Pricing = z.infer<typeof PricingSchema>;

export const MedicationSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  brand_name: z.string().nullable(),
  generic_name: z.string(),
  strength: z.string(),
  form: z.string(),
  medication_type: MedicationTypeSchema,
  full_description: z.string(),
  highlighted: z.boolean(),
  /** Always false for a signed-out caller. */
  is_bookmarked: z.boolean(),
  pricings: z.array(PricingSchema),
});
export type Medication = z.infer<typeof MedicationSchema>;

const searchText = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .max(SEARCH_MAX_LENGTH, { error: `${name} must be at most ${SEARCH_MAX_LENGTH} characters` })
    .transform((value) => value.trim());

export const MedicationListQuerySchema = z.object({
  highlighted: queryBoolean('highlighted').optional(),
  has_prices: queryBoolean('has_prices').optional(),
  limit: queryInteger('limit', 1, MEDICATION_LIST_MAX_LIMIT).default(MEDICATION_LIST_DEFAULT_LIMIT),
  offset: queryInteger('offset', 0, 1_000_000).default(0),
  search: searchText('search').optional(),
  day_supply: z.enum(['30', '90'], { error: 'day_supply must be 30 or 90' }).transform(Number).optional(),
});
export type MedicationListQuery = z.output<typeof MedicationListQuerySchema>;

export const MedicationListResponseSchema = z.object({
  medications: z.array(MedicationSchema),
  /** How many medications match, before limit and offset. */
  total: z.number().int(),
});
export type MedicationListResponse = z.infer<typeof MedicationListResponseSchema>;

export const MedicationResponseSchema = z.object({ medication: MedicationSchema });
export type MedicationResponse = z.infer<typeof MedicationResponseSchema>;

/** Type-ahead search: names only, no prices. */
export const MedicationSearchQuerySchema = z.object({
  q: searchText('q').pipe(z.string().min(1, { error: 'q must not be empty' })),
  limit: queryInteger('limit', 1, 20).default(10),
});
export type MedicationSearchQuery = z.output<typeof MedicationSearchQuerySchema>;

export const MedicationSuggestionSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  brand_name: z.string().nullable(),
  generic_name: z.string(),
  strength: z.string(),
  form: z.string(),
});
export type MedicationSuggestion = z.infer<typeof MedicationSuggestionSchema>;

export const MedicationSearchResponseSchema = z.object({
  medications: z.array(MedicationSuggestionSchema),
});
export type MedicationSearchResponse = z.infer<typeof MedicationSearchResponseSchema>;

export const MedicationTypesResponseSchema = z.object({
  medication_types: z.array(MedicationTypeSchema),
});
export const FormTypesResponseSchema = z.object({ form_types: z.array(z.string()) });
export const DaySupplyOptionsResponseSchema = z.object({
  day_supply_options: z.array(z.number().int()),
  default: z.number().int(),
});
