import type { AdminClaimsCounts, AdminClaimsImport, AdminClaimsImportResponse } from '@arx/contracts/admin';

/** Test data for the Claims page, shaped as the claims API answers; only the admin tests use it. */
let sequence = 0;

export function buildClaimsCounts(overrides: Partial<AdminClaimsCounts> = {}): AdminClaimsCounts {
  return { lines: 3, imported: 1, already_imported: 0, unmatched: 1, problems: 1, ...overrides };
}

export function buildClaimsReport(overrides: Partial<AdminClaimsImportResponse> = {}): AdminClaimsImportResponse {
  return {
    counts: buildClaimsCounts(),
    unmatched: [{ line: 3, message: 'No member has the ID ARX-999999-01' }],
    problems: [{ line: 4, message: 'fill_date cannot be in the future' }],
    message: '1 line imported, 0 already imported, 1 unmatched, 1 line with problems.',
    ...overrides,
  };
}

export function buildClaimsImport(overrides: Partial<AdminClaimsImport> = {}): AdminClaimsImport {
  sequence++;
  return {
    id: sequence,
    at: '2030-03-05T14:07:00.000Z',
    operator_email: 'operator@example.com',
    file_name: `claims-${sequence}.csv`,
    counts: buildClaimsCounts(),
    ...overrides,
  };
}
