import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type SiteFigures, siteFigures } from '../../../lib/site';

const steps = ({ pharmaciesShort: pharmacies }: SiteFigures): readonly MessageDescriptor[] => [
  msg`Present your card or member ID at the pharmacy counter.`,
  msg`Your savings are applied automatically.`,
  msg`Works with or without insurance.`,
  msg`Accepted at ${pharmacies} pharmacies.`,
];

export function HowToUse() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="how-to-use-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="how-to-use-title" className="font-bold text-ink text-xl">
        <Trans>How to Use</Trans>
      </h2>
      <ol className="mt-4 space-y-3">
        {steps(siteFigures(i18n.locale)).map((step, i) => (
          <li key={step.id} className="flex items-start gap-3 text-slate-700">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900 text-sm"
            >
              {i + 1}
            </span>
            <span className="pt-0.5">{i18n._(step)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
