import type { ReactNode } from 'react';
import type { FamilyRequestError } from '../api/family-request';

export const INPUT_CLASSES =
  'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-1 disabled:bg-slate-100 disabled:text-slate-700 aria-[invalid=true]:border-red-700';

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block font-medium text-ink text-sm">
      {children}
    </label>
  );
}

/** A field's own message, tied to it by aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-red-800 text-sm">
      {message}
    </p>
  );
}

/** Spec §8: the failure in the spec's words, then the server's reasons joined by comma. */
export function FailureAlert({ heading, error }: { heading: string; error: FamilyRequestError | Error | null }) {
  if (!error) return null;
  const reasons = 'errors' in error && Array.isArray(error.errors) ? error.errors.join(', ') : '';
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 text-sm">
      <p className="font-semibold">{heading}</p>
      {reasons && <p className="mt-1">{reasons}</p>}
    </div>
  );
}
