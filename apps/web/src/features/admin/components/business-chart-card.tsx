import type { ReactNode } from 'react';
import { EmptyState } from './admin-states';

export type ChartTable = {
  /** The first column's heading (the weeks, or the pages). */
  rowHeader: string;
  columns: string[];
  rows: { label: string; cells: string[] }[];
};

type Props = {
  id: string;
  title: string;
  /** What the axes measure, in words, above the chart. */
  reads: string;
  /** Shown instead of the chart when there is nothing to draw; the table stays. */
  empty: { title: string; detail: string } | null;
  /** "How these are counted". */
  note: ReactNode;
  table: ChartTable;
  children: ReactNode;
};

const HEAD = 'whitespace-nowrap px-3 py-2 text-left font-semibold text-slate-700 text-xs uppercase tracking-wide';

/**
 * One chart of the business page: its heading, the chart (or why there is none), how its figures
 * are counted, and the same figures as a table, the chart's text alternative.
 */
export function BusinessChartCard({ id, title, reads, empty, note, table, children }: Props) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="font-semibold text-ink text-xl">
        {title}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">{reads}</p>
      <div className="mt-4">{empty ? <EmptyState title={empty.title}>{empty.detail}</EmptyState> : children}</div>
      <div className="mt-4 rounded-lg bg-slate-50 p-3 text-slate-700 text-sm">
        <h3 className="font-semibold text-ink">How these are counted</h3>
        <div className="mt-1 space-y-1">{note}</div>
      </div>
      <details className="group mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md font-semibold text-brand-800 text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
          Show the numbers<span className="sr-only">: {title}</span>
        </summary>
        <section
          aria-label={`${title}: the numbers`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so keyboard users can scroll it (WCAG 2.1.1)
          tabIndex={0}
          className="mt-2 max-h-96 overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-slate-50">
              <tr>
                <th scope="col" className={HEAD}>
                  {table.rowHeader}
                </th>
                {table.columns.map((column) => (
                  <th key={column} scope="col" className={`${HEAD} text-right`}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {table.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium text-ink">
                    {row.label}
                  </th>
                  {row.cells.map((cell, i) => (
                    <td key={table.columns[i]} className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </section>
  );
}
