import type { ReactNode } from 'react';

/** One part of the member page: a card with its heading, which names it for screen readers too. */
export function MemberSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  /** A button beside the heading ("Show"). */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-bold text-ink text-xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Nothing of a kind recorded: one quiet line, so a new member's page is not a wall of boxes. */
export function NoneYet({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-slate-300 border-dashed px-4 py-5 text-center text-slate-600 text-sm">
      {children}
    </p>
  );
}

/** Terms and values side by side on a wide screen, one under the other on a phone. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">{children}</dl>;
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-ink max-sm:mb-1">{children}</dd>
    </div>
  );
}
