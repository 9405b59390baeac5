// The zod-free entry: the browser must not download the schemas to format a price.
export { formatUsd } from '@arx/contracts/money';

/** "Save $31.00 (78%)": the dollar amount with its rounded percent (spec §2). */
export function formatSavings(amount: number, percent: number): string {
  return `${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount)} (${percent}%)`;
}
