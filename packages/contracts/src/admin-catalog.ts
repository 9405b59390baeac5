import { z } from 'zod';
import { requestObject, requestText } from './request-body';

/**
 * Publishing prices from the back office (/api/v1/admin/catalog/…, docs/decisions/0016-back-office.md).
 *
 * An operator uploads a whole catalogue in the import's CSV format. A file with problems is
 * refused with each problem's line; a valid file is kept as a draft with its difference from
 * the live catalogue. Publishing applies the file in one transaction: what it lists is added or
 * updated, and medications it no longer lists are retired (hidden, never deleted: bookmarks and
 * recorded fills still name them). Rolling back publishes an earlier upload's file again.
 */

/** The largest catalogue file the page accepts (the seed file is about 250 kB). */
export const CATALOG_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many problems, added, removed or changed rows are listed; the counts are always whole. */
export const CATALOG_LIST_LIMIT = 200;

/** POST /admin/catalog/uploads */
export const AdminCatalogUploadRequestSchema = requestObject(
  {
    file_name: z
      .string({ error: 'file_name is required' })
      .trim()
      .min(1, { error: 'file_name is required' })
      .max(200, { error: 'file_name must be at most 200 characters' }),
    csv: requestText('csv', CATALOG_UPLOAD_MAX_BYTES).min(1, { error: 'The file is empty' }),
  },
  'The upload must be an object with file_name and csv',
);
export type AdminCatalogUploadRequest = z.infer<typeof AdminCatalogUploadRequestSchema>;

/** A problem in the file: its line (1 is the header) and what is wrong there. */
export const AdminCatalogProblemSchema = z.object({ line: z.number().int(), message: z.string() });
export type AdminCatalogProblem = z.infer<typeof AdminCatalogProblemSchema>;

const ChangeCountsSchema = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
});
export type AdminCatalogChangeCounts = z.infer<typeof ChangeCountsSchema>;

export const AdminCatalogCountsSchema = z.object({ medications: ChangeCountsSchema, packs: ChangeCountsSchema });
export type AdminCatalogCounts = z.infer<typeof AdminCatalogCountsSchema>;

/** A medication as the diff names it: "Atorvastatin 20 mg tablet". */
export const AdminCatalogMedicationRefSchema = z.object({
  catalog_key: z.string(),
  name: z.string(),
  /** For a changed medication: the fields that differ (display_name, brand_name, highlighted, …). */
  fields: z.array(z.string()),
});

/** One pack's price: the retail cash price and the member's price, in cents. */
export const AdminCatalogPriceSchema = z.object({ retail_cents: z.number().int(), member_cents: z.number().int() });

export const AdminCatalogPriceChangeSchema = z.object({
  catalog_key: z.string(),
  name: z.string(),
  /** "30 tablets · 30 days" */
  pack: z.string(),
  change: z.enum(['added', 'changed', 'removed']),
  before: AdminCatalogPriceSchema.nullable(),
  after: AdminCatalogPriceSchema.nullable(),
  /** after − before member price, in cents (0 for an added or removed pack). */
  member_delta_cents: z.number().int(),
});
export type AdminCatalogPriceChange = z.infer<typeof AdminCatalogPriceChangeSchema>;

/**
 * What publishing the file would change in the live catalogue, computed against `catalog_version`.
 * price_changes lists changed packs first, the largest member-price change (either way) first,
 * then added and removed packs.
 */
export const AdminCatalogDiffSchema = z.object({
  catalog_version: z.number().int(),
  counts: AdminCatalogCountsSchema,
  medications_added: z.array(AdminCatalogMedicationRefSchema),
  medications_changed: z.array(AdminCatalogMedicationRefSchema),
  medications_removed: z.array(AdminCatalogMedicationRefSchema),
  price_changes: z.array(AdminCatalogPriceChangeSchema),
});
export type AdminCatalogDiff = z.infer<typeof AdminCatalogDiffSchema>;

/** An upload as the history lists it. */
export const AdminCatalogUploadSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  row_count: z.number().int(),
  uploaded_at: z.string(),
  uploaded_by: z.string(),
  /** draft: not published; published: was live from published_at; live is the one in use now. */
  status: z.enum(['draft', 'published']),
  live: z.boolean(),
  published_at: z.string().nullable(),
  published_by: z.string().nullable(),
  /** The counts of the change it made when published (or would make, for a draft, at upload time). */
  counts: AdminCatalogCountsSchema,
  /** Set when this upload is a roll back: the upload whose file it published again. */
  rollback_of: z.number().int().nullable(),
});
export type AdminCatalogUpload = z.infer<typeof AdminCatalogUploadSchema>;

/**
 * The answer to an upload: either problems (nothing kept, `upload` and `diff` null) or the kept
 * draft and its diff. A file with problems is answered 422 with this same shape.
 */
export const AdminCatalogUploadResponseSchema = z.object({
  upload: AdminCatalogUploadSchema.nullable(),
  diff: AdminCatalogDiffSchema.nullable(),
  problems: z.array(AdminCatalogProblemSchema),
  problem_count: z.number().int(),
  message: z.string(),
});
export type AdminCatalogUploadResponse = z.infer<typeof AdminCatalogUploadResponseSchema>;

/** GET /admin/catalog/uploads: newest first. */
export const AdminCatalogUploadsResponseSchema = z.object({
  uploads: z.array(AdminCatalogUploadSchema),
  catalog_version: z.number().int(),
});
export type AdminCatalogUploadsResponse = z.infer<typeof AdminCatalogUploadsResponseSchema>;

/** GET /admin/catalog/uploads/:id: the upload and what publishing it now would change. */
export const AdminCatalogUploadDetailSchema = z.object({
  upload: AdminCatalogUploadSchema,
  diff: AdminCatalogDiffSchema,
});
export type AdminCatalogUploadDetail = z.infer<typeof AdminCatalogUploadDetailSchema>;

/**
 * POST /admin/catalog/uploads/:id/publish and …/:id/rollback. The version the operator's diff
 * was computed against: when the live catalogue changed since, the answer is 409
 * (catalog_changed) and nothing is published, so nobody publishes a diff they did not see.
 */
export const AdminCatalogPublishRequestSchema = requestObject(
  {
    expected_catalog_version: z
      .number({ error: 'expected_catalog_version must be a number' })
      .int({ error: 'expected_catalog_version must be a whole number' })
      .nonnegative({ error: 'expected_catalog_version must be a whole number' }),
  },
  'The request must be an object with expected_catalog_version',
);
export type AdminCatalogPublishRequest = z.infer<typeof AdminCatalogPublishRequestSchema>;

export const AdminCatalogPublishResponseSchema = z.object({
  upload: AdminCatalogUploadSchema,
  catalog_version: z.number().int(),
  message: z.string(),
});
export type AdminCatalogPublishResponse = z.infer<typeof AdminCatalogPublishResponseSchema>;

/** DELETE /admin/catalog/uploads/:id: a draft discarded (a published upload is history and stays). */
export const AdminCatalogDiscardResponseSchema = z.object({ message: z.string() });
export type AdminCatalogDiscardResponse = z.infer<typeof AdminCatalogDiscardResponseSchema>;
