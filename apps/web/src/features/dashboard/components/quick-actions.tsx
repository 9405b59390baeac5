import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { type SiteFigures, siteFigures } from '../../../lib/site';

type QuickAction = { label: MessageDescriptor; to: string; hint: MessageDescriptor; hintId: string };

const actions = ({ medications }: SiteFigures): readonly QuickAction[] => [
  {
    label: msg`Browse Medications`,
    to: '/member/drug-pricing',
    hint: msg`Member prices on ${medications} medications`,
    hintId: 'quick-action-medications-hint',
  },
  { label: msg`Get Help`, to: '/faq', hint: msg`Answers to common questions`, hintId: 'quick-action-help-hint' },
];

export function QuickActions() {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="quick-actions-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="quick-actions-title" className="font-bold text-ink text-lg">
        <Trans>Quick Actions</Trans>
      </h2>
      <ul className="mt-4 space-y-2">
        {actions(siteFigures(i18n.locale)).map((action) => (
          <li key={action.to}>
            <Link
              to={action.to}
              aria-label={i18n._(action.label)}
              aria-describedby={action.hintId}
              className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3 hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span>
                <span className="block font-semibold text-brand-800">{i18n._(action.label)}</span>
                <span id={action.hintId} className="block text-slate-600 text-sm">
                  {i18n._(action.hint)}
                </span>
              </span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                className="size-5 text-brand-700"
              >
                <path d="M9 6l6 6-6 6" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
