export { formatUsd } from '@arx/contracts';

/** "Save $31.00 (78%)": the dollar amount with its rounded percent (spec §2). */
export function formatSavings(amount: number, percent: number): string {
  return `${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount)} (${percent}%)`;
}
