import type { Medication, MedicationListResponse, Pricing } from '@arx/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useDeferredValue, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { MedicationPriceCards } from './medication-price-cards';
import { MedicationPriceTable } from './medication-price-table';
import { type DaySupply, toPriceRows } from './price-rows';

type Props = {
  data: MedicationListResponse | undefined;
  isPending: boolean;
  isError: boolean;
  /** True while a new search or supply loads and the previous results stay on screen. */
  isUpdating: boolean;
  onRetry: () => void;
  daySupply: DaySupply;
  /** The section's heading; the member page says "Member prices". */
  title?: string;
  renderAction?: (medication: Medication) => ReactNode;
  /** The member page's action on a row's price (report a different price). */
  renderPriceAction?: (medication: Medication, pricing: Pricing) => ReactNode;
};

export function MedicationResults({
  data,
  isPending,
  isError,
  isUpdating,
  onRetry,
  daySupply,
  title: heading,
  renderAction,
  renderPriceAction,
}: Props) {
  const headingId = useId();
  const { t } = useLingui();
  const title = heading ?? t`Estimated prices`;
  const count = data && !isError ? data.medications.length : null;
  const total = data?.total ?? 0;
  return (
    <section aria-labelledby={headingId} className="min-h-96">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-ink text-xl">
          {title}
        </h2>
        {/* Always present so screen readers hear the new count after each search. It keeps its
            line (its own on phones) while empty, so the count arriving moves nothing. */}
        <p aria-live="polite" className="min-h-5 basis-full text-slate-600 text-sm sm:basis-auto">
          {count !== null && count > 0 && data
            ? t`Showing ${count} of ${plural(total, { one: '# medication', other: '# medications' })}`
            : ''}
        </p>
      </div>
      <div aria-busy={isUpdating || isPending} className={isUpdating ? 'opacity-60 transition-opacity' : ''}>
        <ResultsBody {...{ data, isPending, isError, onRetry, daySupply, title, renderAction, renderPriceAction }} />
      </div>
    </section>
  );
}

function ResultsBody({
  data: latest,
  isPending,
  isError,
  onRetry,
  daySupply,
  title,
  renderAction,
  renderPriceAction,
}: Omit<Props, 'isUpdating'>) {
  // Fifty rows, as a table and as cards, render in the background in slices rather than in one
  // long task when an answer arrives (the first, and each new search's).
  const data = useDeferredValue(latest);
  const { t } = useLingui();
  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
        <p className="font-semibold text-red-800">
          <Trans>Failed to load medications</Trans>
        </p>
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (isPending || !data) {
    return (
      <div className="flex min-h-[max(16rem,60svh)] flex-col items-center justify-center gap-3 rounded-xl border border-slate-200 bg-slate-50">
        <Spinner label={t`Loading medications...`} />
        <p aria-hidden="true" className="text-slate-600">
          <Trans>Loading medications...</Trans>
        </p>
      </div>
    );
  }
  if (data.medications.length === 0) {
    return (
      <div className="rounded-xl border border-slate-300 border-dashed px-6 py-12 text-center">
        <p className="font-semibold text-ink text-lg">
          <Trans>No medications found</Trans>
        </p>
        <p className="mt-1 text-slate-600">
          <Trans>Check the spelling, or try the brand or generic name.</Trans>
        </p>
      </div>
    );
  }
  const rows = toPriceRows(data.medications, daySupply);
  return (
    <>
      <MedicationPriceTable
        rows={rows}
        daySupply={daySupply}
        renderAction={renderAction}
        renderPriceAction={renderPriceAction}
        priceLabel={title}
      />
      <MedicationPriceCards
        rows={rows}
        daySupply={daySupply}
        renderAction={renderAction}
        renderPriceAction={renderPriceAction}
      />
    </>
  );
}
