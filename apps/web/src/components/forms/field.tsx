import type { ReactNode } from 'react';

/** The look of every text input and select in the app's forms. */
export const INPUT_CLASSES =
  'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-1 disabled:bg-slate-100 disabled:text-slate-700 aria-[invalid=true]:border-red-700';

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block font-medium text-ink text-sm">
      {children}
    </label>
  );
}
