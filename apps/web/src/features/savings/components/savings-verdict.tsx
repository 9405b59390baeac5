import type { SavingsSummary } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatUsd } from '../../../lib/format';

const LINK =
  'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * The year's verdict, first and in plain words, whichever way it goes: a membership that cost
 * more than it saved says so, with what the member can do about it (docs/decisions/0017). Until a
 * fill is recorded this year there is nothing to weigh, and the member is asked to record one.
 */
export function SavingsVerdict({ summary }: { summary: SavingsSummary }) {
  const { t } = useLingui();
  const { verdict, year } = summary;
  const saving = summary.household.this_year.saving;
  const fees = summary.fees_paid_this_year;
  const nothingRecorded = summary.household.this_year.fills === 0;
  if (nothingRecorded && fees > 0) {
    // A fee against no fills is no verdict yet: the member has only just begun (or not told us).
    const paid = formatUsd(fees);
    return (
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800">
        <p className="font-bold text-lg">
          <Trans>Record your first fill to see what your membership saves you.</Trans>
        </p>
        <p className="mt-1 text-sm">
          <Trans>
            You have paid {paid} in membership fees this year. Add the prescriptions you fill with your card: once there
            is one, this says plainly whether your membership saved you more than it cost.
          </Trans>
        </p>
      </div>
    );
  }
  if (nothingRecorded && verdict.kind === 'even' && fees === 0) {
    // Nothing paid and nothing recorded yet (a free trial, a new year): there is no verdict to give.
    return (
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800">
        <p className="font-bold text-lg">
          <Trans>Nothing to weigh up yet this year.</Trans>
        </p>
        <p className="mt-1 text-sm">
          <Trans>
            Record the prescriptions you fill with your card: once you have paid a membership fee this year, this says
            plainly whether your membership saved you more than it cost.
          </Trans>
        </p>
      </div>
    );
  }
  const saved = formatUsd(saving);
  const paid = formatUsd(fees);
  const amount = formatUsd(verdict.amount);
  const detail = t`In ${year} you saved ${saved} on the fills you recorded and paid ${paid} in membership fees.`;
  if (verdict.kind === 'cost_more') {
    return (
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <p className="font-bold text-lg">
          <Trans>So far this year your membership cost {amount} more than it saved.</Trans>
        </p>
        <p className="mt-1 text-sm">{detail}</p>
        <p className="mt-3 font-semibold text-sm">
          <Trans>What you can do</Trans>
        </p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
          <li>
            <Trans>Record any fills you have not added yet: they may change the picture.</Trans>
          </li>
          <li>
            <Trans>
              <Link to="/pricing" className={LINK}>
                Compare plans
              </Link>{' '}
              and choose a smaller one if it covers your household.
            </Trans>
          </li>
          <li>
            <Trans>
              <Link to="/billing" className={LINK}>
                Go to billing
              </Link>{' '}
              to change or cancel your membership.
            </Trans>
          </li>
        </ul>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
      <p className="font-bold text-lg">
        {verdict.kind === 'saved_more' ? (
          <Trans>Your membership has saved you {amount} more than it cost this year.</Trans>
        ) : (
          <Trans>So far this year your membership has saved you exactly what it cost.</Trans>
        )}
      </p>
      <p className="mt-1 text-sm">{detail}</p>
    </div>
  );
}
