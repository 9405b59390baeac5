import type { SavingsSummary } from '@arx/contracts';
import { formatUsd } from '../../../lib/format';
import { Link } from '../../../lib/router';

const LINK =
  'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * The year's verdict, first and in plain words, whichever way it goes: a membership that cost
 * more than it saved says so, with what the member can do about it (docs/decisions/0017).
 */
export function SavingsVerdict({ summary }: { summary: SavingsSummary }) {
  const { verdict, year } = summary;
  const saving = summary.household.this_year.saving;
  const fees = summary.fees_paid_this_year;
  if (verdict.kind === 'even' && fees === 0 && summary.household.this_year.fills === 0) {
    // Nothing paid and nothing recorded yet (a free trial, a new year): there is no verdict to give.
    return (
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800">
        <p className="font-bold text-lg">Nothing to weigh up yet this year.</p>
        <p className="mt-1 text-sm">
          Record the prescriptions you fill with your card: once you have paid a membership fee this year, this says
          plainly whether your membership saved you more than it cost.
        </p>
      </div>
    );
  }
  const detail = `In ${year} you saved ${formatUsd(saving)} on the fills you recorded and paid ${formatUsd(fees)} in membership fees.`;
  if (verdict.kind === 'cost_more') {
    return (
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <p className="font-bold text-lg">
          So far this year your membership cost {formatUsd(verdict.amount)} more than it saved.
        </p>
        <p className="mt-1 text-sm">{detail}</p>
        <p className="mt-3 font-semibold text-sm">What you can do</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
          <li>Record any fills you have not added yet: they may change the picture.</li>
          <li>
            <Link to="/pricing" className={LINK}>
              Compare plans
            </Link>{' '}
            and choose a smaller one if it covers your household.
          </li>
          <li>
            <Link to="/billing" className={LINK}>
              Go to billing
            </Link>{' '}
            to change or cancel your membership.
          </li>
        </ul>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
      <p className="font-bold text-lg">
        {verdict.kind === 'saved_more'
          ? `Your membership has saved you ${formatUsd(verdict.amount)} more than it cost this year.`
          : 'So far this year your membership has saved you exactly what it cost.'}
      </p>
      <p className="mt-1 text-sm">{detail}</p>
    </div>
  );
}
