import type { Fill } from '@arx/contracts';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { formatUsd } from '../../../lib/format';

/** "March 5, 2026": a fill's date is a calendar day, shown as it was entered (no time zone shift). */
export function formatFillDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function SavingLine({ fill }: { fill: Fill }) {
  if (fill.saving === null || fill.retail_price === null) {
    return <p className="text-slate-600 text-sm">No retail price to compare with</p>;
  }
  return (
    <dl className="grid grid-cols-3 gap-2 text-sm">
      <div>
        <dt className="text-slate-600">Retail</dt>
        <dd className="font-semibold text-ink tabular-nums">{formatUsd(fill.retail_price)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Paid</dt>
        <dd className="font-semibold text-ink tabular-nums">{formatUsd(fill.price_paid)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">{fill.saving < 0 ? 'Paid above retail' : 'Saved'}</dt>
        <dd className={`font-bold tabular-nums ${fill.saving < 0 ? 'text-red-800' : 'text-emerald-800'}`}>
          {formatUsd(Math.abs(fill.saving))}
        </dd>
      </div>
    </dl>
  );
}

/** Which fill a button acts on, for a screen reader going through the list by its buttons. */
const which = (fill: Fill) => `${fill.medication_name}, ${formatFillDate(fill.filled_on)}`;

type Props = {
  fills: Fill[];
  onEdit: (fill: Fill) => void;
  onDelete: (fill: Fill) => void;
  /** The page's extra action on a fill (report a different price). */
  renderAction?: (fill: Fill) => ReactNode;
};

/** The ledger, newest first: each fill with its retail price, what was paid, and the saving. */
export function FillList({ fills, onEdit, onDelete, renderAction }: Props) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {fills.map((fill) => (
        <li key={fill.id}>
          <article aria-labelledby={`fill-${fill.id}`} className="space-y-2 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h4 id={`fill-${fill.id}`} className="break-words font-semibold text-ink">
                  {fill.medication_name}
                </h4>
                <p className="break-words text-slate-600 text-sm">
                  {[fill.pack_label, `quantity ${fill.quantity}`].filter(Boolean).join(' · ')}
                </p>
                <p className="break-words text-slate-700 text-sm">
                  {fill.person_name} · {formatFillDate(fill.filled_on)} · {fill.pharmacy}
                </p>
              </div>
              {fill.source === 'pharmacy' && <Badge tone="blue">From your pharmacy</Badge>}
            </div>
            <SavingLine fill={fill} />
            {/* Pulled left by the buttons' own padding, so their words line up with the text above. */}
            <div className="-ml-3 flex flex-wrap gap-2">
              {fill.source === 'member' && (
                <button
                  type="button"
                  className={buttonClasses('ghost', 'px-3!')}
                  aria-label={`Edit ${which(fill)}`}
                  onClick={() => onEdit(fill)}
                >
                  Edit
                </button>
              )}
              <button
                type="button"
                className={buttonClasses('ghost', 'px-3!')}
                aria-label={`Delete ${which(fill)}`}
                onClick={() => onDelete(fill)}
              >
                Delete
              </button>
              {renderAction?.(fill)}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
