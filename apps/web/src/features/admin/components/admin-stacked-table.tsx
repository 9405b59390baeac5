import type { ReactNode } from 'react';

/**
 * The back office's tables (a member's records, uploads, price changes). At phone width each row becomes a card of its
 * own, every cell with its column's name before it (from data-label, as CSS content, so the
 * cell's text stays what it says); the header row is then read by screen readers only.
 */
const HEAD = 'whitespace-nowrap px-4 py-3 text-left font-semibold text-slate-700 text-xs uppercase tracking-wide';

export const STACKED_CELL =
  'px-4 py-2 align-middle max-sm:flex max-sm:min-h-9 max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 max-sm:text-right max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:font-medium max-sm:before:font-sans max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';

type TableProps = {
  columns: string[];
  children: ReactNode;
  /** The heading that names the table. */
  labelledBy?: string;
  className?: string;
};

export function StackedTable({ columns, children, labelledBy, className = '' }: TableProps) {
  return (
    <table aria-labelledby={labelledBy} className={`w-full text-sm max-sm:block ${className}`}>
      <thead className="bg-slate-50 max-sm:sr-only">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={HEAD}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 max-sm:block max-sm:space-y-3 max-sm:divide-y-0">{children}</tbody>
    </table>
  );
}

export function StackedRow({ children }: { children: ReactNode }) {
  return (
    <tr className="max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:px-4 max-sm:py-2">
      {children}
    </tr>
  );
}

/**
 * A cell: `label` is its column's name, shown before it on a phone. Its content is one box, so a
 * second line (a description under a number) stays under it rather than becoming a column.
 */
export function StackedCell({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <td data-label={label} className={`${STACKED_CELL} ${className}`}>
      <div className="min-w-0">{children}</div>
    </td>
  );
}
