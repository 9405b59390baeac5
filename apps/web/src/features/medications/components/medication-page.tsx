import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StatusScreen } from '../../../components/ui/status-screen';
import { useMedicationPage } from '../api/get-medication-page';
import { MedicationDetails } from './medication-details';
import { MedicationNotFound } from './medication-not-found';

/**
 * /drugs/<slug>: a medication's every strength, form and pack with prices. What it shows depends
 * only on the query's cache, so a page the server rendered from prefetched data hydrates as is.
 */
export function MedicationPage({ slug }: { slug: string }) {
  const { data, isError, isFetching, refetch } = useMedicationPage(slug);
  const { t } = useLingui();

  if (data === null) return <MedicationNotFound slug={slug} />;
  if (data) return <MedicationDetails page={data} />;
  if (isError) {
    return (
      <div role="alert">
        <StatusScreen
          tone="warning"
          icon={
            <>
              <path d="M12 9v4" />
              <path d="M12 17h.01" />
              <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
            </>
          }
          title={t`Failed to load medication prices`}
          actions={
            <>
              <Button onClick={() => void refetch()} disabled={isFetching}>
                <Trans>Try again</Trans>
              </Button>
              <ButtonLink to="/drug-pricing" variant="secondary">
                <Trans>Go to the Savings Estimator</Trans>
              </ButtonLink>
            </>
          }
        >
          <p className="mt-3 text-lg text-slate-700">
            <Trans>Something went wrong while loading this page. Check your connection and try again.</Trans>
          </p>
        </StatusScreen>
      </div>
    );
  }
  return <MedicationPageSkeleton />;
}

/** Shaped like the page's header and first price table, so nothing jumps when the prices arrive. */
function MedicationPageSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true">
      <div className="border-slate-200 border-b bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-10 md:pt-12">
          <Spinner label={t`Loading medication prices...`} visibleLabel className="text-slate-700" />
          <div aria-hidden="true" className="mt-6 h-9 w-2/3 max-w-sm animate-pulse rounded-lg bg-slate-200" />
          <div aria-hidden="true" className="mt-4 h-5 w-1/2 max-w-xs animate-pulse rounded bg-slate-200" />
          <div aria-hidden="true" className="mt-6 h-16 max-w-3xl animate-pulse rounded-lg bg-slate-200/70" />
        </div>
      </div>
      <div aria-hidden="true" className="mx-auto max-w-6xl space-y-4 px-4 py-10 md:py-12">
        <div className="h-8 w-1/2 max-w-md animate-pulse rounded-lg bg-slate-200" />
        <div className="h-64 animate-pulse rounded-xl bg-slate-100" />
      </div>
    </div>
  );
}
