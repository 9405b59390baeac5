import { z } from 'zod';
import { requestObject, requestText } from './request-body';

/**
 * Importing the card processor's claims file (/api/v1/admin/claims/…, docs/claims-file.md).
 *
 * Each line is one fill a member paid for at a pharmacy with the card. A line that passes the
 * checks and names a person of a household lands in that household's savings ledger, marked
 * "from your pharmacy". A file that cannot be read as a claims file (not CSV, a column missing)
 * is refused whole with 422; otherwise its good lines are imported and each bad or unmatched line
 * is reported, because a processor's file is long and one bad line should not hold back a
 * thousand good ones. Lines already imported (by claim_id, or the line's own content) change
 * nothing, so the same file may be imported again safely.
 */

/** The largest claims file the page accepts (about 50,000 lines). */
export const CLAIMS_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many unmatched lines and problems are listed; the counts are always whole. */
export const CLAIMS_LIST_LIMIT = 200;

/** POST /admin/claims/imports */
export const AdminClaimsImportRequestSchema = requestObject(
  {
    file_name: z
      .string({ error: 'file_name is required' })
      .trim()
      .min(1, { error: 'file_name is required' })
      .max(200, { error: 'file_name must be at most 200 characters' }),
    csv: requestText('csv', CLAIMS_IMPORT_MAX_BYTES).min(1, { error: 'The file is empty' }),
  },
  'The import must be an object with file_name and csv',
);
export type AdminClaimsImportRequest = z.infer<typeof AdminClaimsImportRequestSchema>;

/** A line of the file (1 is the header) and what happened to it. */
export const AdminClaimsLineSchema = z.object({ line: z.number().int(), message: z.string() });
export type AdminClaimsLine = z.infer<typeof AdminClaimsLineSchema>;

/** The counts of one import: every line of the file is in exactly one of the last four. */
export const AdminClaimsCountsSchema = z.object({
  /** Lines of the file, the header not counted. */
  lines: z.number().int(),
  imported: z.number().int(),
  already_imported: z.number().int(),
  unmatched: z.number().int(),
  problems: z.number().int(),
});
export type AdminClaimsCounts = z.infer<typeof AdminClaimsCountsSchema>;

/** The answer to an import (200), or to a file refused whole (422: counts all 0 but problems). */
export const AdminClaimsImportResponseSchema = z.object({
  counts: AdminClaimsCountsSchema,
  /** Lines whose member ID names no person of the club; the first CLAIMS_LIST_LIMIT. */
  unmatched: z.array(AdminClaimsLineSchema),
  /** Lines that break the format's rules, not imported; the first CLAIMS_LIST_LIMIT. */
  problems: z.array(AdminClaimsLineSchema),
  message: z.string(),
});
export type AdminClaimsImportResponse = z.infer<typeof AdminClaimsImportResponseSchema>;

/** An import as the history lists it (kept in the audit log: counts, never lines). */
export const AdminClaimsImportSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operator_email: z.string(),
  file_name: z.string(),
  counts: AdminClaimsCountsSchema,
});
export type AdminClaimsImport = z.infer<typeof AdminClaimsImportSchema>;

/** GET /admin/claims/imports: the latest imports, newest first. */
export const AdminClaimsImportsResponseSchema = z.object({ imports: z.array(AdminClaimsImportSchema) });
export type AdminClaimsImportsResponse = z.infer<typeof AdminClaimsImportsResponseSchema>;
