import type { AdminCatalogUploadResponse } from '@arx/contracts/admin';

type Props = { answer: AdminCatalogUploadResponse; headingId: string };

/** A file the API refused: each problem with its line (1 is the header), and how many more there are. */
export function CatalogProblems({ answer, headingId }: Props) {
  const more = answer.problem_count - answer.problems.length;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-red-200 bg-red-50 p-4 sm:p-6">
      <h2 id={headingId} tabIndex={-1} className="font-bold text-red-900 text-xl outline-none">
        The file was not kept: {answer.problem_count.toLocaleString()}{' '}
        {answer.problem_count === 1 ? 'problem' : 'problems'}
      </h2>
      <p className="mt-1 text-red-900">{answer.message}</p>
      <ul className="mt-3 space-y-1 text-red-950">
        {answer.problems.map((problem, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one line can have several problems, in the API's order
          <li key={i}>
            <span className="font-semibold">Line {problem.line}:</span> {problem.message}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 font-medium text-red-900">and {more.toLocaleString()} more</p>}
    </section>
  );
}
