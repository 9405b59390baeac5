import type { SavingsSummary, SavingsTotals } from '@arx/contracts';
import { formatUsd } from '../../../lib/format';

const CELL = 'px-3 py-2 text-right tabular-nums';

function Amounts({ totals }: { totals: SavingsTotals }) {
  return (
    <>
      <span className={`block font-semibold ${totals.saving < 0 ? 'text-red-800' : 'text-ink'}`}>
        {formatUsd(totals.saving)}
      </span>
      <span className="block text-slate-600 text-xs">
        paid {formatUsd(totals.paid)} of {formatUsd(totals.retail)} retail
      </span>
    </>
  );
}

/**
 * Savings this year and all time, for the household and each person. Fills without a retail
 * price count in what was paid but not in the saving; a note says how many there were.
 */
export function SavingsTotalsTable({ summary }: { summary: SavingsSummary }) {
  const unpriced = summary.household.all_time.unpriced_fills;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[18rem] text-sm">
        <caption className="sr-only">Savings by person, this year and all time</caption>
        <thead>
          <tr className="border-slate-200 border-b text-slate-600">
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Person
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Saved in {summary.year}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Saved all time
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
              Household
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
          {unpriced === 1 ? '1 fill has' : `${unpriced} fills have`} no retail price to compare with, so{' '}
          {unpriced === 1 ? 'it counts' : 'they count'} in what you paid but not in your savings.
        </p>
      )}
    </div>
  );
}
