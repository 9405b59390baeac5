import type { Feature } from '@arx/contracts';
import { Fragment } from 'react';
import { splitBold } from '../plan-selection';
import { FeatureIcon } from './feature-icon';

/** One line of a plan's feature list: a plain string, or rich text with an icon and a hint. */
export function PlanFeatureItem({ feature }: { feature: Feature }) {
  const rich = typeof feature === 'string' ? null : feature;
  const text = rich ? rich.markdown_content : (feature as string);
  return (
    <li className="flex gap-3">
      <FeatureIcon name={rich?.prefix_icon ?? 'check'} className="mt-0.5 text-brand-700" />
      <span className="text-slate-700 text-sm leading-6">
        {splitBold(text).map((part, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed text in source order
          <Fragment key={i}>
            {part.isBold ? <strong className="font-semibold text-ink">{part.text}</strong> : part.text}
          </Fragment>
        ))}
        {rich?.hint_text && <span className="mt-0.5 block text-slate-600 text-xs">{rich.hint_text}</span>}
      </span>
    </li>
  );
}
