import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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

/** The statuses the providers send, in words ("past_due" → "Past Due"). */
const STATUS_LABELS: Record<string, MessageDescriptor> = {
  active: msg`Active`,
  paid: msg`Paid`,
  trialing: msg`Trialing`,
  open: msg`Open`,
  canceling: msg`Canceling`,
  past_due: msg`Past Due`,
  incomplete: msg`Incomplete`,
  canceled: msg`Canceled`,
  unpaid: msg`Unpaid`,
  uncollectible: msg`Uncollectible`,
  draft: msg`Draft`,
  void: msg`Void`,
};

/** A status no label is known for, as the provider spells it: "incomplete_expired" → "Incomplete Expired". */
function spelledOut(status: string): string {
  return status
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function StatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const label = STATUS_LABELS[status];
  return <Badge tone={statusTone(status)}>{label ? i18n._(label) : spelledOut(status)}</Badge>;
}
