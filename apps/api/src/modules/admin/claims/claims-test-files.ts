import { CLAIMS_COLUMNS } from './claims-file';

/** A claims line for a test file; every field can be overridden. */
export type TestClaim = Partial<Record<(typeof CLAIMS_COLUMNS)[number] | 'claim_id', string>>;

/** A claims file in the import's format, the header first, claim_id last when any line has one. */
export function claimsCsv(lines: TestClaim[]): string {
  const withClaimId = lines.some((l) => l.claim_id !== undefined);
  const columns = withClaimId ? [...CLAIMS_COLUMNS, 'claim_id' as const] : [...CLAIMS_COLUMNS];
  const row = (line: TestClaim) => {
    const full: TestClaim = {
      fill_date: '2026-01-15',
      medication: 'Atorvastatin 20 mg tablet',
      quantity: '30',
      pharmacy: 'Corner Pharmacy',
      usual_price: '40.00',
      price_paid: '12.50',
      ...line,
    };
    return columns.map((c) => full[c] ?? '').join(',');
  };
  return [columns.join(','), ...lines.map(row)].join('\n');
}
