import type { Bookmark } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { strengthAndForm } from '../../../lib/dosage-words';
import { formatSavings, formatUsd } from '../../../lib/format';
import { medicationLabel } from '../bookmark-label';
import { BookmarkIcon } from './bookmark-icon';

type Props = { bookmark: Bookmark; removing: boolean; onRemove: () => void };

/** One bookmarked medication on the dashboard: retail price struck through, member price, savings. */
export function BookmarkCard({ bookmark, removing, onRemove }: Props) {
  const { medication } = bookmark;
  const { t, i18n } = useLingui();
  const name = medicationLabel(medication, i18n);
  const titleId = `bookmark-${bookmark.id}-name`;
  const details = strengthAndForm(medication.strength, medication.form, i18n);
  const hasPrices = medication.max_cash_price !== null && medication.min_membership_price !== null;
  const savings = formatSavings(medication.savings_amount, medication.savings_percentage);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full min-h-44 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="break-words font-semibold text-ink text-lg leading-6">
            {medication.display_name}
          </h3>
          {details && <p className="mt-0.5 text-slate-600 text-sm">{details}</p>}
        </div>
        <button
          type="button"
          onClick={onRemove}
          disabled={removing}
          aria-label={t`Remove ${name} from bookmarks`}
          className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-50"
        >
          <BookmarkIcon filled />
        </button>
      </div>
      {hasPrices ? (
        <div className="mt-auto pt-4">
          <div className="flex flex-wrap items-end gap-x-3 gap-y-1">
            <p className="text-slate-600">
              <span className="sr-only">
                <Trans>Retail price</Trans>{' '}
              </span>
              <s className="tabular-nums">{formatUsd(medication.max_cash_price ?? 0)}</s>
            </p>
            <p>
              <span className="block font-medium text-slate-600 text-xs uppercase tracking-wide">
                <Trans>Member price</Trans>
              </span>
              <span className="font-bold text-2xl text-brand-800 tabular-nums">
                {formatUsd(medication.min_membership_price ?? 0)}
              </span>
            </p>
          </div>
          <p className="mt-2 font-semibold text-emerald-800 text-sm">
            <Trans>You save {savings}</Trans>
          </p>
        </div>
      ) : medication.retired ? (
        <p className="mt-auto pt-4 text-slate-600 text-sm">
          <Trans>No longer offered: this medication was taken off our price list. You can remove this bookmark.</Trans>
        </p>
      ) : (
        <p className="mt-auto pt-4 text-slate-600 text-sm">
          <Trans>Pricing is not available for this medication yet.</Trans>
        </p>
      )}
    </article>
  );
}
