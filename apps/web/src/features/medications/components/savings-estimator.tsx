import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '../../../components/ui/button';
import { SITE } from '../../../lib/site';
import { usePriceSearch } from '../use-price-search';
import { DaySupplyToggle } from './day-supply-toggle';
import { MedicationResults } from './medication-results';
import { MedicationSearchBox } from './medication-search-box';

/** The public Savings Estimator (docs/product.md §2). */
export function SavingsEstimator() {
  const { search, daySupply, onSearch, onDaySupply, query, isUpdating } = usePriceSearch();
  const pharmacies = SITE.pharmacies;
  const site = SITE.name;

  return (
    <div>
      <section className="border-slate-200 border-b bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-10 md:pt-16">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">
            <Trans>Drug pricing</Trans>
          </p>
          <h1 className="mt-2 font-bold text-3xl text-ink tracking-tight md:text-4xl">
            <Trans>Savings Estimator</Trans>
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            <Trans>
              See what members pay at {pharmacies}+ participating pharmacies. Prices shown are estimates; the pharmacy
              confirms the final price at the counter. {site} is a savings membership,{' '}
              <strong className="font-semibold text-ink">not insurance</strong>.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:p-5">
            <MedicationSearchBox value={search} onSearch={onSearch} busy={isUpdating} />
            <DaySupplyToggle value={daySupply} onChange={onDaySupply} />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-10 md:py-12">
        <MedicationResults
          data={query.data}
          isPending={query.isPending}
          isError={query.isError}
          isUpdating={isUpdating}
          onRetry={() => query.refetch()}
          daySupply={daySupply}
        />
      </div>

      <section aria-labelledby="estimator-cta" className="mx-auto max-w-6xl px-4 pb-16">
        <div className="flex flex-col items-start gap-6 rounded-2xl border border-brand-100 bg-brand-50 px-6 py-8 md:flex-row md:items-center md:justify-between md:px-10">
          <div>
            <h2 id="estimator-cta" className="font-bold text-2xl text-ink">
              <Trans>Ready to pay member prices?</Trans>
            </h2>
            <p className="mt-2 max-w-xl text-slate-700">
              <Trans>Join in minutes and cancel anytime. Your digital card works with or without insurance.</Trans>
            </p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink to="/register">
              <Trans>Get Started</Trans>
            </ButtonLink>
            <ButtonLink to="/register?step=plans" variant="secondary">
              <Trans>View Pricing Plans</Trans>
            </ButtonLink>
          </div>
        </div>
      </section>
    </div>
  );
}
