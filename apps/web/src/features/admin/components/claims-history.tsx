import { formatDateTime } from '../admin-format';
import { useClaimsImports } from '../api/get-claims-imports';
import { StackedCell, StackedRow, StackedTable } from './admin-stacked-table';
import { EmptyState, LoadError, LoadingRows } from './admin-states';

const HEADING_ID = 'admin-claims-history';
const COUNT_COLUMNS = [
  ['lines', 'Lines'],
  ['imported', 'Imported'],
  ['already_imported', 'Already imported'],
  ['unmatched', 'Unmatched'],
  ['problems', 'Problems'],
] as const;

/** The latest imports, newest first: which file, when and by whom, and what became of its lines. */
export function ClaimsHistory() {
  const imports = useClaimsImports();
  return (
    // A div: the table's scrolling box is the region this heading names.
    <div className="space-y-4">
      <h2 id={HEADING_ID} className="font-bold text-2xl text-ink">
        Imports
      </h2>
      {imports.isPending ? (
        <LoadingRows label="Loading imports..." />
      ) : !imports.data ? (
        <LoadError error={imports.error} fallback="Failed to load imports." onRetry={() => void imports.refetch()} />
      ) : imports.data.imports.length === 0 ? (
        <EmptyState title="No imports yet">Claims files imported here are listed with their counts.</EmptyState>
      ) : (
        <section
          aria-labelledby={HEADING_ID}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so keyboard users can scroll it (WCAG 2.1.1)
          tabIndex={0}
          className="rounded-2xl focus-visible:outline-2 focus-visible:outline-brand-700 sm:overflow-x-auto sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm"
        >
          <StackedTable
            labelledBy={HEADING_ID}
            columns={['File', 'When', ...COUNT_COLUMNS.map(([, label]) => label)]}
            className="sm:min-w-[56rem]"
          >
            {imports.data.imports.map((entry) => (
              <StackedRow key={entry.id}>
                <StackedCell label="File" className="font-semibold text-ink [overflow-wrap:anywhere] sm:min-w-48">
                  {entry.file_name}
                </StackedCell>
                <StackedCell label="When">
                  <span className="block whitespace-nowrap">{formatDateTime(entry.at)}</span>
                  <span className="block text-slate-600 text-xs max-sm:[overflow-wrap:anywhere] sm:whitespace-nowrap">
                    by {entry.operator_email}
                  </span>
                </StackedCell>
                {COUNT_COLUMNS.map(([key, label]) => (
                  <StackedCell key={key} label={label} className="tabular-nums">
                    {entry.counts[key].toLocaleString()}
                  </StackedCell>
                ))}
              </StackedRow>
            ))}
          </StackedTable>
        </section>
      )}
    </div>
  );
}
