import {
  centsToDollars,
  dollarsToCents,
  feesPaidCents,
  type SavingsSummary,
  type SavingsTotals,
  summarizeLedger,
  type Totals,
  verdictOf,
  yearIn,
} from '@arx/contracts';
import { invoices, type PaymentDeps } from '../billing';
import { findHouseholdMemberships } from '../memberships';
import { findAllFills } from './savings.repository';
import { memberZone } from './savings.service';

/** As many invoices as the provider lists in one call (and the billing cache holds). */
const INVOICES_PER_PAGE = 100;

const dollarsOf = (t: Totals): SavingsTotals => ({
  paid: centsToDollars(t.paid_cents),
  retail: centsToDollars(t.retail_cents),
  saving: centsToDollars(t.saving_cents),
  fills: t.fills,
  unpriced_fills: t.unpriced_fills,
});
const periodInDollars = (p: { this_year: Totals; all_time: Totals }) => ({
  this_year: dollarsOf(p.this_year),
  all_time: dollarsOf(p.all_time),
});

/**
 * Membership fees paid in `year` of the member's time zone: paid invoices dated that year, less
 * what was refunded of them. The provider lists newest first, so paging stops at an older year.
 */
async function feesPaidIn(deps: PaymentDeps, userId: number, year: number, zone: string | null): Promise<number> {
  const charged: { paid_cents: number; refunded_cents: number }[] = [];
  let startingAfter: string | undefined;
  for (;;) {
    const page = await invoices(deps, userId, { limit: INVOICES_PER_PAGE, starting_after: startingAfter });
    for (const invoice of page.invoices) {
      if (!invoice.paid || yearIn(new Date(invoice.date), zone) !== year) continue;
      charged.push({
        paid_cents: dollarsToCents(invoice.amount),
        refunded_cents: dollarsToCents(invoice.amountRefunded),
      });
    }
    const last = page.invoices.at(-1);
    if (!page.has_more || !last || yearIn(new Date(last.date), zone) < year) break;
    startingAfter = last.id;
  }
  return feesPaidCents(charged);
}

/** This year and all time, per person and for the household, set against this year's fees. */
export async function savingsSummary(deps: PaymentDeps, userId: number, now: Date): Promise<SavingsSummary> {
  const zone = await memberZone(deps.db, userId);
  const year = yearIn(now, zone);
  const [household, records, fees] = await Promise.all([
    findHouseholdMemberships(deps.db, userId),
    findAllFills(deps.db, userId),
    feesPaidIn(deps, userId, year, zone),
  ]);
  const summary = summarizeLedger(
    records.map((r) => ({
      membership_id: r.membershipId,
      filled_on: r.filledOn,
      price_paid_cents: r.pricePaidCents,
      retail_cents: r.retailCents,
    })),
    household.map((m) => ({ membership_id: m.id, name: m.displayName })),
    year,
  );
  const verdict = verdictOf(summary.household.this_year.saving_cents, fees);
  return {
    year,
    time_zone: zone ?? 'UTC',
    household: periodInDollars(summary.household),
    people: summary.people.map((p) => ({ membership_id: p.membership_id, name: p.name, ...periodInDollars(p) })),
    fees_paid_this_year: centsToDollars(fees),
    verdict: { kind: verdict.kind, amount: centsToDollars(verdict.amount_cents) },
  };
}
