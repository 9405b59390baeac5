import type { AdminCatalogPriceChange } from '@arx/contracts/admin';
import { centsToDollars, formatUsd } from '@arx/contracts/money';
import { Badge } from '../../../components/ui/badge';
import { StackedCell, StackedRow, StackedTable } from './admin-stacked-table';

export const formatCents = (cents: number) => formatUsd(centsToDollars(cents));

/** "$13.75 → $12.00"; a side that does not exist (an added or removed pack) is a dash; an equal pair is said once. */
function BeforeAfter({ before, after }: { before: number | null; after: number | null }) {
  const side = (cents: number | null) =>
    cents === null ? (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">none</span>
      </>
    ) : (
      formatCents(cents)
    );
  if (before !== null && before === after) {
    return (
      <span className="whitespace-nowrap tabular-nums">
        {formatCents(before)} <span className="font-normal text-slate-600 text-xs">unchanged</span>
      </span>
    );
  }
  return (
    <span className="whitespace-nowrap tabular-nums">
      {side(before)}
      <span aria-hidden="true"> → </span>
      <span className="sr-only"> to </span>
      {side(after)}
    </span>
  );
}

/**
 * The member-price change in words as well as colour: lower is good news for members (green),
 * higher is the one to double-check (red); a new or dropped pack says so instead of an amount.
 */
function ChangeBadge({ change }: { change: AdminCatalogPriceChange }) {
  if (change.change === 'added') return <Badge tone="blue">New pack</Badge>;
  if (change.change === 'removed') return <Badge tone="gray">Pack removed</Badge>;
  const delta = change.member_delta_cents;
  if (delta === 0) return <Badge tone="gray">Member price same</Badge>;
  return delta < 0 ? (
    <Badge tone="green">
      <span aria-hidden="true">↓&nbsp;</span>−{formatCents(-delta)} lower
    </Badge>
  ) : (
    <Badge tone="red">
      <span aria-hidden="true">↑&nbsp;</span>+{formatCents(delta)} higher
    </Badge>
  );
}

/** The packs whose prices the file changes, in the API's order (the largest member-price change first). */
export function CatalogPriceChanges({
  changes,
  labelledBy,
}: {
  changes: AdminCatalogPriceChange[];
  labelledBy: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so keyboard users can scroll it (WCAG 2.1.1)
      tabIndex={0}
      className="rounded-2xl focus-visible:outline-2 focus-visible:outline-brand-700 sm:overflow-x-auto sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm"
    >
      <StackedTable
        labelledBy={labelledBy}
        columns={['Medication', 'Pack', 'Retail price', 'Member price', 'Change']}
        className="sm:min-w-[40rem]"
      >
        {changes.map((change) => (
          <StackedRow key={`${change.catalog_key} ${change.pack}`}>
            <th scope="row" className="px-4 py-2 text-left font-semibold text-ink max-sm:block max-sm:px-0">
              {change.name}
            </th>
            <StackedCell label="Pack" className="text-slate-700">
              {change.pack}
            </StackedCell>
            <StackedCell label="Retail price" className="text-slate-700">
              <BeforeAfter before={change.before?.retail_cents ?? null} after={change.after?.retail_cents ?? null} />
            </StackedCell>
            <StackedCell label="Member price" className="font-semibold text-ink">
              <BeforeAfter before={change.before?.member_cents ?? null} after={change.after?.member_cents ?? null} />
            </StackedCell>
            <StackedCell label="Change">
              <ChangeBadge change={change} />
            </StackedCell>
          </StackedRow>
        ))}
      </StackedTable>
    </section>
  );
}
