import type { Fill } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useFills } from '../api/get-fills';
import { useSavingsSummary } from '../api/get-savings-summary';
import { DeleteFillDialog } from './delete-fill-dialog';
import { FillDialog } from './fill-dialog';
import { FillList } from './fill-list';
import { SavingsTotalsTable } from './savings-totals';
import { SavingsVerdict } from './savings-verdict';

const PAGE = 10;

type Open = { kind: 'record' } | { kind: 'edit'; fill: Fill } | { kind: 'delete'; fill: Fill } | null;

/**
 * "My savings" (docs/decisions/0017-counter-and-savings.md): the year's verdict first, whichever
 * way it goes, then the totals per person and the fills themselves, newest first.
 */
export function SavingsSection({ renderFillAction }: { renderFillAction?: (fill: Fill) => ReactNode } = {}) {
  const { t } = useLingui();
  const summary = useSavingsSummary();
  const [limit, setLimit] = useState(PAGE);
  const fills = useFills(limit);
  const [open, setOpen] = useState<Open>(null);
  const people = summary.data?.people ?? [];
  const close = () => setOpen(null);

  return (
    <section
      aria-labelledby="savings-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="savings-title" className="font-bold text-ink text-xl">
          <Trans>My Savings</Trans>
        </h2>
        {people.length > 0 && (
          <Button onClick={() => setOpen({ kind: 'record' })}>
            <Trans>Record a Fill</Trans>
          </Button>
        )}
      </div>

      <div className="mt-4 space-y-6">
        {summary.isPending ? (
          <Spinner label={t`Loading your savings`} visibleLabel />
        ) : summary.isError ? (
          <ErrorBox>
            <Trans>Your savings could not be loaded. Please try again later.</Trans>
          </ErrorBox>
        ) : (
          <>
            <SavingsVerdict summary={summary.data} />
            {summary.data.household.all_time.fills > 0 && <SavingsTotalsTable summary={summary.data} />}
          </>
        )}

        <div>
          <h3 className="font-bold text-ink text-lg">
            <Trans>Fills</Trans>
          </h3>
          <div className="mt-3">
            {fills.isPending ? (
              <Spinner label={t`Loading your fills`} visibleLabel />
            ) : fills.isError ? (
              <ErrorBox>
                <Trans>Your fills could not be loaded. Please try again later.</Trans>
              </ErrorBox>
            ) : fills.data.fills.length === 0 ? (
              <div className="rounded-xl border border-slate-300 border-dashed px-6 py-8 text-center">
                <p className="font-semibold text-ink">
                  <Trans>No fills recorded yet</Trans>
                </p>
                <p className="mt-1 text-slate-600 text-sm">
                  <Trans>Record each prescription you fill with your card to see what your membership saves you.</Trans>
                </p>
              </div>
            ) : (
              <>
                <FillList
                  fills={fills.data.fills}
                  onEdit={(fill) => setOpen({ kind: 'edit', fill })}
                  onDelete={(fill) => setOpen({ kind: 'delete', fill })}
                  renderAction={renderFillAction}
                />
                {fills.data.has_more && (
                  <Button
                    variant="secondary"
                    className="mt-4"
                    disabled={fills.isFetching}
                    onClick={() => setLimit((n) => n + PAGE)}
                  >
                    {fills.isFetching ? <Trans>Loading...</Trans> : <Trans>Show More Fills</Trans>}
                  </Button>
                )}
              </>
            )}
          </div>
        </div>
      </div>

      {open?.kind === 'record' && <FillDialog people={people} onClose={close} />}
      {open?.kind === 'edit' && <FillDialog people={people} fill={open.fill} onClose={close} />}
      {open?.kind === 'delete' && <DeleteFillDialog fill={open.fill} onClose={close} />}
    </section>
  );
}

function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 font-semibold text-red-900 text-sm">
      {children}
    </p>
  );
}
