import type { AdminCatalogChangeCounts, AdminCatalogCounts, AdminCatalogDiff } from '@arx/contracts/admin';
import { useId } from 'react';
import { CATALOG_LIST_LIMIT } from '../api/catalog-limits';
import { CatalogPriceChanges } from './catalog-price-changes';

type MedicationRef = AdminCatalogDiff['medications_added'][number];

const KINDS = ['added', 'changed', 'removed', 'unchanged'] as const;
const HEADING = 'font-semibold text-ink text-lg';

/** "Medications" and "Packs", each with its four counts. */
export function CatalogCountsSummary({ counts }: { counts: AdminCatalogCounts }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <CountsCard title="Medications" counts={counts.medications} />
      <CountsCard title="Packs" counts={counts.packs} />
    </div>
  );
}

function CountsCard({ title, counts }: { title: string; counts: AdminCatalogChangeCounts }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="font-semibold text-ink">{title}</p>
      <dl className="mt-2 grid grid-cols-4 gap-2">
        {KINDS.map((kind) => (
          <div key={kind} className="min-w-0">
            <dt className="text-slate-600 text-xs capitalize">{kind}</dt>
            <dd className="font-bold text-ink text-xl tabular-nums">{counts[kind].toLocaleString()}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Said under a list the API cut at CATALOG_LIST_LIMIT: the counts above stay whole. */
function CutNote({ shown, total }: { shown: number; total: number }) {
  if (total <= shown) return null;
  return (
    <p className="mt-2 text-slate-600 text-sm">
      Showing the first {shown.toLocaleString()} of {total.toLocaleString()}.
    </p>
  );
}

function MedicationList({
  title,
  items,
  total,
  note,
}: {
  title: string;
  items: MedicationRef[];
  total: number;
  note?: string;
}) {
  const id = useId();
  if (total === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id={id} className={HEADING}>
        {title} ({total.toLocaleString()})
      </h3>
      {note && <p className="mt-1 text-slate-600 text-sm">{note}</p>}
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
        {items.map((item) => (
          <li key={item.catalog_key}>
            {item.name}
            {item.fields.length > 0 && <span className="text-slate-600"> ({item.fields.join(', ')})</span>}
          </li>
        ))}
      </ul>
      <CutNote shown={items.length} total={total} />
    </section>
  );
}

/**
 * What publishing a file would change in the live catalogue: the counts, the packs' price changes
 * (the API puts the largest member-price change first), then the medications added, removed and
 * changed. Headings start at h3, under the heading of whatever shows it.
 */
export function CatalogDiffView({ diff }: { diff: AdminCatalogDiff }) {
  const pricesId = useId();
  const { counts } = diff;
  const packChanges = counts.packs.added + counts.packs.changed + counts.packs.removed;
  const isUnchanged =
    packChanges + counts.medications.added + counts.medications.changed + counts.medications.removed === 0;
  return (
    <div className="space-y-4">
      <CatalogCountsSummary counts={counts} />
      {isUnchanged && <p className="text-slate-700">Nothing changes: the file matches the live catalogue.</p>}
      {diff.price_changes.length > 0 && (
        <div className="space-y-2">
          <h3 id={pricesId} className={HEADING}>
            Price changes
          </h3>
          <CatalogPriceChanges changes={diff.price_changes} labelledBy={pricesId} />
          {diff.price_changes.length >= CATALOG_LIST_LIMIT && (
            <CutNote shown={diff.price_changes.length} total={packChanges} />
          )}
        </div>
      )}
      <MedicationList title="Medications added" items={diff.medications_added} total={counts.medications.added} />
      <MedicationList
        title="Medications removed"
        items={diff.medications_removed}
        total={counts.medications.removed}
        note="Hidden from the price list, and kept for members who bookmarked them."
      />
      <MedicationList title="Medications changed" items={diff.medications_changed} total={counts.medications.changed} />
    </div>
  );
}
