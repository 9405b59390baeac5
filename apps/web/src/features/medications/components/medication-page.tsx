import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useMedicationPage } from '../api/get-medication-page';
import { MedicationDetails } from './medication-details';

// An unknown name and a failed load are the rare pages: their code (and the status screen's) loads
// when one is shown, not with every medication page. A page the server rendered as "not found"
// keeps the server's HTML until it has loaded, then hydrates as is.
const MedicationNotFound = lazy(() =>
  import('./medication-not-found').then((m) => ({ default: m.MedicationNotFound })),
);
const MedicationLoadError = lazy(() =>
  import('./medication-load-error').then((m) => ({ default: m.MedicationLoadError })),
);

/**
 * /drugs/<slug>: a medication's every strength, form and pack with prices. What it shows depends
 * only on the query's cache, so a page the server rendered from prefetched data hydrates as is.
 */
export function MedicationPage({ slug }: { slug: string }) {
  const { data, isError, isFetching, refetch } = useMedicationPage(slug);

  if (data) return <MedicationDetails page={data} />;
  if (data === null || isError) {
    return (
      <Suspense fallback={<MedicationPageSkeleton />}>
        {data === null ? (
          <MedicationNotFound slug={slug} />
        ) : (
          <MedicationLoadError retry={() => void refetch()} isRetrying={isFetching} />
        )}
      </Suspense>
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
