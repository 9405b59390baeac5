import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { failureMessage, isWorthRetrying } from '../admin-errors';

/** A few grey bars where rows will be, and words for screen readers and for anyone waiting. */
export function LoadingRows({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <p role="status" className="mb-4 text-slate-600 text-sm">
        {label}
      </p>
      <div aria-hidden="true" className="space-y-3">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing to tell them apart
          <div key={i} className="h-10 animate-pulse rounded-lg bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

/** Nothing to show: a dashed box with what that means. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center rounded-xl border border-slate-300 border-dashed px-6 py-8 text-center">
      <p className="font-semibold text-ink">{title}</p>
      {children && <div className="mt-1 text-slate-600 text-sm">{children}</div>}
    </div>
  );
}

/**
 * A read that failed: the API's words when it refused (a bad filter, "This area is for the club’s
 * operators."), else `fallback`; Try Again only where trying again could help.
 */
export function LoadError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <p className="font-semibold text-red-900">{failureMessage(error, fallback)}</p>
      {isWorthRetrying(error) && (
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </div>
  );
}
