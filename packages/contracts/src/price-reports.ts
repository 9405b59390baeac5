import { z } from 'zod';
import { requestObject, requestText } from './request-body';
import { CataloguePackSchema } from './savings';

export * from './price-report-rules';

/**
 * "The price didn't match": a member reports the price charged at the counter, from a price row
 * of the catalogue or a fill of the ledger. Reports are health data: never in a log line, an
 * e-mail or analytics. The rules are in price-report-rules.ts, so the API and the dialog give the
 * same messages.
 */

const BODY_MESSAGE =
  'The request body must be a JSON object with medication_id and pricing_id, fill_id or medication_name, and pharmacy, charged and charged_on';

const id = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .optional();

/**
 * POST /price_reports. Types and lengths are checked here, values by validatePriceReport. The
 * price charged travels as text ("12.50"), like the ledger's price paid: no float decides a cent.
 */
export const CreatePriceReportRequestSchema = requestObject(
  {
    medication_id: id('medication_id'),
    pricing_id: id('pricing_id'),
    fill_id: id('fill_id'),
    medication_name: requestText('medication_name', 1_000).optional(),
    pharmacy: requestText('pharmacy', 1_000).optional(),
    charged: z
      .string({ error: 'charged must be a number written as text, such as "12.50"' })
      .max(20, { error: 'charged must be at most 20 characters' })
      .optional(),
    charged_on: requestText('charged_on', 30).optional(),
    note: requestText('note', 2_000).nullish(),
  },
  BODY_MESSAGE,
);
export type CreatePriceReportRequest = z.infer<typeof CreatePriceReportRequestSchema>;

export const PriceReportStatusSchema = z.enum(['open', 'answered']);
export type PriceReportStatus = z.infer<typeof PriceReportStatusSchema>;

export const PriceReportSchema = z.object({
  id: z.number().int(),
  medication_id: z.number().int().nullable(),
  fill_id: z.number().int().nullable(),
  medication_name: z.string(),
  pack_label: z.string().nullable(),
  /** The catalogue's words the two above were made from, for the page's language; null otherwise. */
  catalogue_pack: CataloguePackSchema.nullable(),
  /**
   * The pack's member price when reported: the one the price row showed, or for a fill of a
   * catalogue pack that pack's; null for free text or a pack the catalogue no longer lists.
   */
  shown_price: z.number().nullable(),
  charged: z.number(),
  charged_on: z.string(),
  pharmacy: z.string(),
  note: z.string().nullable(),
  status: PriceReportStatusSchema,
  /** The club's answer, once there is one. */
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type PriceReport = z.infer<typeof PriceReportSchema>;

export const PriceReportResponseSchema = z.object({ report: PriceReportSchema });
export type PriceReportResponse = z.infer<typeof PriceReportResponseSchema>;

/** The member's own reports, newest first. */
export const PriceReportListResponseSchema = z.object({ reports: z.array(PriceReportSchema) });
export type PriceReportListResponse = z.infer<typeof PriceReportListResponseSchema>;

/** A report as the account export carries it. */
export const ExportedPriceReportSchema = PriceReportSchema.omit({ id: true, medication_id: true, fill_id: true });
export type ExportedPriceReport = z.infer<typeof ExportedPriceReportSchema>;
