import type { Medication, Pricing } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SITE } from '../../../lib/site';
import { usePriceSearch } from '../use-price-search';
import { DaySupplyToggle } from './day-supply-toggle';
import { MedicationResults } from './medication-results';
import { MedicationSearchBox } from './medication-search-box';

type Props = {
  renderAction?: (medication: Medication) => ReactNode;
  /** The action on each price (report a different price), from the page. */
  renderPriceAction?: (medication: Medication, pricing: Pricing) => ReactNode;
};

/**
 * Member Prescription Savings (docs/product.md §2): the estimator's search and price list for a signed-in
 * member, with a per-row action (the bookmark).
 */
export function MemberPrescriptionSavings({ renderAction, renderPriceAction }: Props) {
  const { search, daySupply, onSearch, onDaySupply, query, isUpdating } = usePriceSearch();
  const { t } = useLingui();
  const pharmacies = SITE.pharmacies;
  const percent = SITE.maxSavingsPercent;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <h1 className="font-bold text-3xl text-ink tracking-tight md:text-4xl">
        <Trans>Member Prescription Savings</Trans>
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        <Trans>
          Your member prices at {pharmacies}+ participating pharmacies. Bookmark the medications you take to keep them
          on your dashboard.
        </Trans>
      </p>

      <section
        aria-labelledby="member-benefits-title"
        className="mt-8 flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-brand-700 to-brand-900 p-5 text-white shadow-sm sm:flex-row sm:items-center sm:p-6"
      >
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/15">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="size-6"
          >
            <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8L3.5 9.2l5.9-.9z" strokeLinejoin="round" />
          </svg>
        </span>
        <div>
          <h2 id="member-benefits-title" className="font-bold text-xl">
            <Trans>Member Benefits</Trans>
          </h2>
          <p className="mt-1 text-white/90">
            <Trans>
              Show your card or member ID at any participating pharmacy and pay the member price, with or without
              insurance. Members save up to {percent}% on prescriptions.
            </Trans>
          </p>
        </div>
      </section>

      <div className="mt-8 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:p-5">
        <MedicationSearchBox value={search} onSearch={onSearch} busy={isUpdating} />
        <DaySupplyToggle value={daySupply} onChange={onDaySupply} />
      </div>

      <div className="mt-8">
        <MedicationResults
          data={query.data}
          isPending={query.isPending}
          isError={query.isError}
          isUpdating={isUpdating}
          onRetry={() => query.refetch()}
          daySupply={daySupply}
          title={t`Member prices`}
          renderAction={renderAction}
          renderPriceAction={renderPriceAction}
        />
      </div>
    </div>
  );
}
