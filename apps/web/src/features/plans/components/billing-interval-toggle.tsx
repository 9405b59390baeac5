import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlanInterval } from '../plan-selection';

const OPTIONS: { value: PlanInterval; label: MessageDescriptor; note?: MessageDescriptor }[] = [
  { value: 'month', label: msg`Monthly` },
  { value: 'year', label: msg`Yearly`, note: msg`Get 1 Month Free` },
];

/** Monthly/yearly switch: two pressed-state buttons, so each choice is announced as on or off. */
export function BillingIntervalToggle({
  value,
  onChange,
}: {
  value: PlanInterval;
  onChange(interval: PlanInterval): void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="inline-flex justify-center gap-1 rounded-2xl border border-slate-200 bg-slate-50 p-1">
      <legend className="sr-only">
        <Trans>Billing interval</Trans>
      </legend>
      {OPTIONS.map((option) => {
        const isSelected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onChange(option.value)}
            className={`inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-xl px-3 py-2 sm:px-5 font-semibold text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2 ${
              isSelected ? 'bg-white text-brand-800 shadow-sm ring-1 ring-slate-200' : 'text-slate-700 hover:text-ink'
            }`}
          >
            {i18n._(option.label)}
            {option.note && (
              <span className="rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-900 text-xs">
                {i18n._(option.note)}
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
