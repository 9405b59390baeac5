import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'blue' | 'yellow' | 'red' | 'gray';

// Dark text on a pale fill: every pair passes WCAG AA.
const TONES: Record<BadgeTone, string> = {
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-600/20',
  blue: 'bg-sky-100 text-sky-900 ring-sky-600/20',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-600/20',
  red: 'bg-red-100 text-red-900 ring-red-600/20',
  gray: 'bg-slate-100 text-slate-800 ring-slate-500/20',
};

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/** Subscription and invoice statuses and their colours (docs/product.md §4, Badge colours). */
const STATUS_TONES: Record<string, BadgeTone> = {
  active: 'green',
  paid: 'green',
  trialing: 'blue',
  open: 'blue',
  canceling: 'yellow',
  past_due: 'yellow',
  incomplete: 'yellow',
  canceled: 'red',
  unpaid: 'red',
  uncollectible: 'red',
  draft: 'gray',
  void: 'gray',
};

export function statusTone(status: string): BadgeTone {
  return STATUS_TONES[status] ?? 'gray';
}

/** "past_due" → "Past Due". */
function statusLabel(status: string): string {
  return status
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>;
}
