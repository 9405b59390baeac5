import { z } from 'zod';
import { queryInteger } from './query';
import { requestObject, requestText } from './request-body';

export * from './savings-rules';

/**
 * The savings ledger's API (docs/decisions/0017-counter-and-savings.md). Money travels as dollars
 * with 2 decimals, like the rest of the API; the maths is done in cents (savings-rules.ts).
 */

export const FILLS_PAGE_SIZE = 20;

const BODY_MESSAGE =
  'The request body must be a JSON object with membership_id, medication_id and pricing_id or medication_name, filled_on, quantity, price_paid and pharmacy';

/**
 * The fields of a fill. Types and lengths are checked here; the values by validateFill
 * (savings-rules.ts), against the member's own calendar day, so the API and the form give the
 * same messages. Quantity and price paid travel as decimal text ("2.5", "12.50"): no float
 * ever decides a cent or a dose.
 */
const id = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .optional();
const decimalText = (field: string, example: string) =>
  z
    .string({ error: `${field} must be a number written as text, such as "${example}"` })
    .max(20, { error: `${field} must be at most 20 characters` })
    .optional();
const fillFields = {
  membership_id: id('membership_id'),
  medication_id: id('medication_id'),
  pricing_id: id('pricing_id'),
  medication_name: requestText('medication_name', 1_000).optional(),
  filled_on: requestText('filled_on', 30).optional(),
  quantity: decimalText('quantity', '30'),
  price_paid: decimalText('price_paid', '12.50'),
  pharmacy: requestText('pharmacy', 1_000).optional(),
};

/** POST /savings/fills: every field (the medication as medication_id and pricing_id, or medication_name). */
export const CreateFillRequestSchema = requestObject(fillFields, BODY_MESSAGE);
/** PATCH /savings/fills/:id: only the fields sent change (at least one). */
export const UpdateFillRequestSchema = requestObject(fillFields, BODY_MESSAGE);
export type FillRequest = z.infer<typeof CreateFillRequestSchema>;

export const FillSourceSchema = z.enum(['member', 'pharmacy']);

/**
 * The catalogue's medication and pack a fill was recorded from, as they were then, so each page
 * names them in its language ("Atorvastatin tableta de 20 mg", "30 tabletas · 30 días").
 */
export const CataloguePackSchema = z.object({
  display_name: z.string(),
  strength: z.string(),
  form: z.string(),
  quantity: z.number(),
  quantity_unit: z.string(),
  day_supply: z.number().int().nullable(),
});
export type CataloguePack = z.infer<typeof CataloguePackSchema>;

export const FillSchema = z.object({
  id: z.number().int(),
  membership_id: z.number().int(),
  person_name: z.string(),
  /** The catalogue's medication when chosen from it; null for free text (or a medication since removed). */
  medication_id: z.number().int().nullable(),
  /** As recorded, in English; a page names a catalogue fill from catalogue_pack instead. */
  medication_name: z.string(),
  pack_label: z.string().nullable(),
  /** The catalogue's words it was recorded from; null for free text and the pharmacy's claims. */
  catalogue_pack: CataloguePackSchema.nullable(),
  filled_on: z.string(),
  quantity: z.number(),
  price_paid: z.number(),
  /** The retail cash price when recorded; null when unknown (free text). */
  retail_price: z.number().nullable(),
  /** retail − paid: negative when the member paid more; null without a retail price. */
  saving: z.number().nullable(),
  pharmacy: z.string(),
  /** member: recorded by the member; pharmacy: from the pharmacy's claims ("from your pharmacy"). */
  source: FillSourceSchema,
});
export type Fill = z.infer<typeof FillSchema>;

export const FillListQuerySchema = z.object({
  limit: queryInteger('limit', 1, 50).default(FILLS_PAGE_SIZE),
  offset: queryInteger('offset', 0, 1_000_000).default(0),
});
export type FillListQuery = z.output<typeof FillListQuerySchema>;

/** Newest first (date filled, then the latest recorded). */
export const FillListResponseSchema = z.object({
  fills: z.array(FillSchema),
  total: z.number().int(),
  has_more: z.boolean(),
});
export type FillListResponse = z.infer<typeof FillListResponseSchema>;

export const FillResponseSchema = z.object({ fill: FillSchema });
export type FillResponse = z.infer<typeof FillResponseSchema>;

/** paid: every fill; retail and saving: only fills with a retail price (unpriced_fills says how many had none). */
export const SavingsTotalsSchema = z.object({
  paid: z.number(),
  retail: z.number(),
  saving: z.number(),
  fills: z.number().int(),
  unpriced_fills: z.number().int(),
});
export type SavingsTotals = z.infer<typeof SavingsTotalsSchema>;

const PeriodSchema = z.object({ this_year: SavingsTotalsSchema, all_time: SavingsTotalsSchema });

export const SavingsSummarySchema = z.object({
  /** The calendar year of "this year", in the member's time zone (UTC when none is known). */
  year: z.number().int(),
  time_zone: z.string(),
  household: PeriodSchema,
  people: z.array(PeriodSchema.extend({ membership_id: z.number().int(), name: z.string() })),
  /** Membership invoices paid this year minus what was refunded of them. */
  fees_paid_this_year: z.number(),
  /**
   * This year's household saving against this year's fees: saved_more or cost_more by `amount`
   * (never negative), or even.
   */
  verdict: z.object({ kind: z.enum(['saved_more', 'cost_more', 'even']), amount: z.number() }),
});
export type SavingsSummary = z.infer<typeof SavingsSummarySchema>;

/** A fill as the account export carries it: the member's own record, nothing internal. */
export const ExportedFillSchema = z.object({
  person: z.string(),
  full_member_id: z.string().nullable(),
  medication_name: z.string(),
  pack_label: z.string().nullable(),
  filled_on: z.string(),
  quantity: z.number(),
  price_paid: z.number(),
  retail_price: z.number().nullable(),
  pharmacy: z.string(),
  source: FillSourceSchema,
  created_at: z.string(),
});
export type ExportedFill = z.infer<typeof ExportedFillSchema>;
