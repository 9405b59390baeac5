import type { Fill } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { recordedMedication } from '../../../lib/dosage-words';
import { formatCalendarDay, formatUsd } from '../../../lib/format';

/** "March 5, 2026": a fill's date is a calendar day, shown as it was entered (no time zone shift). */
function SavingLine({ fill }: { fill: Fill }) {
  if (fill.saving === null || fill.retail_price === null) {
    return (
      <p className="text-slate-600 text-sm">
        <Trans>No retail price to compare with</Trans>
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-3 gap-2 text-sm">
      <div>
        <dt className="text-slate-600">
          <Trans>Retail</Trans>
        </dt>
        <dd className="font-semibold text-ink tabular-nums">{formatUsd(fill.retail_price)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">
          <Trans>Paid</Trans>
        </dt>
        <dd className="font-semibold text-ink tabular-nums">{formatUsd(fill.price_paid)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">{fill.saving < 0 ? <Trans>Paid above retail</Trans> : <Trans>Saved</Trans>}</dt>
        <dd className={`font-bold tabular-nums ${fill.saving < 0 ? 'text-red-800' : 'text-emerald-800'}`}>
          {formatUsd(Math.abs(fill.saving))}
        </dd>
      </div>
    </dl>
  );
}

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
        <FillItem key={fill.id} fill={fill} onEdit={onEdit} onDelete={onDelete} renderAction={renderAction} />
      ))}
    </ul>
  );
}

function FillItem({ fill, onEdit, onDelete, renderAction }: Omit<Props, 'fills'> & { fill: Fill }) {
  const { t, i18n } = useLingui();
  const quantity = fill.quantity;
  const { medicationName, packLabel } = recordedMedication(fill, i18n);
  // Which fill a button acts on, for a screen reader going through the list by its buttons.
  const medication = medicationName;
  const date = formatCalendarDay(fill.filled_on);
  return (
    <li>
      <article aria-labelledby={`fill-${fill.id}`} className="space-y-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h4 id={`fill-${fill.id}`} className="break-words font-semibold text-ink">
              {medicationName}
            </h4>
            <p className="break-words text-slate-600 text-sm">
              {[packLabel, t`quantity ${quantity}`].filter(Boolean).join(' · ')}
            </p>
            <p className="break-words text-slate-700 text-sm">
              {fill.person_name} · {date} · {fill.pharmacy}
            </p>
          </div>
          {fill.source === 'pharmacy' && (
            <Badge tone="blue">
              <Trans>From your pharmacy</Trans>
            </Badge>
          )}
        </div>
        <SavingLine fill={fill} />
        {/* Pulled left by the buttons' own padding, so their words line up with the text above. */}
        <div className="-ml-3 flex flex-wrap gap-2">
          {fill.source === 'member' && (
            <button
              type="button"
              className={buttonClasses('ghost', 'px-3!')}
              aria-label={t`Edit ${medication}, ${date}`}
              onClick={() => onEdit(fill)}
            >
              <Trans>Edit</Trans>
            </button>
          )}
          <button
            type="button"
            className={buttonClasses('ghost', 'px-3!')}
            aria-label={t`Delete ${medication}, ${date}`}
            onClick={() => onDelete(fill)}
          >
            <Trans>Delete</Trans>
          </button>
          {renderAction?.(fill)}
        </div>
      </article>
    </li>
  );
}
