import type { SavingsSummary, SavingsTotals } from '@arx/contracts';
import { centsToDollars, dollarsToCents } from '@arx/contracts/money';
import { Plural, Trans } from '@lingui/react/macro';
import { formatUsd } from '../../../lib/format';

const CELL = 'px-3 py-2 text-right tabular-nums';

/**
 * The saving, and what was paid against what the same fills cost at retail: only the fills with
 * a retail price, so the three figures always add up (retail − paid = saved).
 */
function Amounts({ totals }: { totals: SavingsTotals }) {
  if (totals.fills === 0) {
    return (
      <span className="text-slate-600">
        <Trans>No fills</Trans>
      </span>
    );
  }
  // In cents, so no difference of floats decides a cent.
  const paid = formatUsd(centsToDollars(dollarsToCents(totals.retail) - dollarsToCents(totals.saving)));
  const retail = formatUsd(totals.retail);
  return (
    <>
      <span className={`block font-semibold ${totals.saving < 0 ? 'text-red-800' : 'text-ink'}`}>
        {formatUsd(totals.saving)}
      </span>
      {totals.fills > totals.unpriced_fills && (
        <span className="block text-slate-600 text-xs">
          <Trans>
            paid {paid} of {retail} retail
          </Trans>
        </span>
      )}
    </>
  );
}

/**
 * Savings this year and all time, for the household and each person. Fills without a retail
 * price have no saving to count, so they are left out of these figures; a note says how many.
 */
export function SavingsTotalsTable({ summary }: { summary: SavingsSummary }) {
  const unpriced = summary.household.all_time.unpriced_fills;
  const year = summary.year;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[18rem] text-sm">
        <caption className="sr-only">
          <Trans>Savings by person, this year and all time</Trans>
        </caption>
        <thead>
          <tr className="border-slate-200 border-b text-slate-600">
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              <Trans>Person</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              <Trans>Saved in {year}</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              <Trans>Saved all time</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.people.map((person) => (
            <tr key={person.membership_id} className="border-slate-100 border-b">
              <th scope="row" className="break-words px-3 py-2 text-left font-medium text-ink">
                {person.name}
              </th>
              <td className={CELL}>
                <Amounts totals={person.this_year} />
              </td>
              <td className={CELL}>
                <Amounts totals={person.all_time} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="px-3 py-2 text-left font-bold text-ink">
              <Trans>Household</Trans>
            </th>
            <td className={CELL}>
              <Amounts totals={summary.household.this_year} />
            </td>
            <td className={CELL}>
              <Amounts totals={summary.household.all_time} />
            </td>
          </tr>
        </tfoot>
      </table>
      {unpriced > 0 && (
        <p className="mt-2 text-slate-600 text-xs">
          <Plural
            value={unpriced}
            one="# fill has no retail price to compare with, so it is not in these figures."
            other="# fills have no retail price to compare with, so they are not in these figures."
          />
        </p>
      )}
    </div>
  );
}
