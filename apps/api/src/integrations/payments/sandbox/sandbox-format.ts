/** Words and numbers the sandbox shows on its pages, invoices and PDFs (US English). */
export type Interval = 'month' | 'year' | 'week' | 'day';

const CADENCE: Record<Interval, string> = { month: 'monthly', year: 'yearly', week: 'weekly', day: 'daily' };

/** "$24.99" for 2499 usd. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** "March 5, 2026"; UTC so a date never shifts with the server's zone. */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** "Mar 5, 2026", for narrow table cells. */
export function formatShortDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** "Family plan", whether the catalogue calls it "Family" or "Family plan". */
export function planLabel(productName: string): string {
  return /\bplan$/i.test(productName.trim()) ? productName.trim() : `${productName.trim()} plan`;
}

/** "Family plan (yearly)", the line an invoice carries. */
export function describePlan(productName: string, interval: string): string {
  return `${planLabel(productName)} (${CADENCE[interval as Interval] ?? interval})`;
}

export function isInterval(value: string): value is Interval {
  return value in CADENCE;
}

const INVOICE_STATUS: Record<string, string> = {
  paid: 'Paid',
  // An open invoice is one whose charge was declined: it waits for a card that pays.
  open: 'Payment failed',
  void: 'Void',
  draft: 'Draft',
  uncollectible: 'Uncollectible',
};

/** How an invoice's status reads on the portal and its PDF. */
export function invoiceStatusLabel(status: string): string {
  return INVOICE_STATUS[status] ?? status;
}
