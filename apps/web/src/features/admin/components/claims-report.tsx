import type { AdminClaimsImportResponse, AdminClaimsLine } from '@arx/contracts/admin';

type Props = { report: AdminClaimsImportResponse; isRefused: boolean; headingId: string };

const COUNTS = [
  ['lines', 'Lines'],
  ['imported', 'Imported'],
  ['already_imported', 'Already imported'],
  ['unmatched', 'Unmatched'],
  ['problems', 'Problems'],
] as const;

/** Lines by number (1 is the header), and how many more the API counted than it listed. */
function LineList({ title, lines, total }: { title: string; lines: AdminClaimsLine[]; total: number }) {
  if (total === 0) return null;
  const more = total - lines.length;
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-ink">
        {title} ({total.toLocaleString()})
      </h3>
      <ul className="mt-2 space-y-1 text-slate-800">
        {lines.map((line) => (
          <li key={line.line} className="break-words">
            <span className="font-semibold">Line {line.line}:</span> {line.message}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 font-medium text-slate-800">and {more.toLocaleString()} more</p>}
    </div>
  );
}

/** What an import did: the counts, then the unmatched lines and the lines with problems. */
export function ClaimsReport({ report, isRefused, headingId }: Props) {
  const { counts } = report;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border p-4 sm:p-6 ${isRefused ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white shadow-sm'}`}
    >
      <h2 id={headingId} tabIndex={-1} className="font-bold text-ink text-xl outline-none">
        {isRefused ? 'The file was not imported' : 'Import finished'}
      </h2>
      <p className="mt-1 text-slate-800">{report.message}</p>
      {!isRefused && (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
          {COUNTS.map(([key, label]) => (
            <div key={key} className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2">
              <dt className="text-slate-700 text-sm">{label}</dt>
              <dd className="font-bold text-2xl text-ink tabular-nums">{counts[key].toLocaleString()}</dd>
            </div>
          ))}
        </dl>
      )}
      <LineList title="Unmatched lines" lines={report.unmatched} total={counts.unmatched} />
      <LineList title="Lines with problems" lines={report.problems} total={counts.problems} />
    </section>
  );
}
