import type { PrefixIcon } from '@arx/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FeatureIcon } from './feature-icon';

const BLURBS: { title: MessageDescriptor; text: MessageDescriptor; icon: PrefixIcon }[] = [
  {
    title: msg`100% Secure`,
    text: msg`Payments are handled by our card processor; we never see your card number.`,
    icon: 'lock',
  },
  {
    title: msg`Cancel Anytime`,
    text: msg`No contracts and no setup fees. Stop your membership whenever you like.`,
    icon: 'heart',
  },
  {
    title: msg`Instant Activation`,
    text: msg`Join in minutes and get your digital card right away; it activates within 24 hours.`,
    icon: 'zap',
  },
];

export function TrustBlurbs() {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-6 sm:grid-cols-3">
      {BLURBS.map((blurb) => (
        <li key={blurb.icon} className="flex gap-4 rounded-2xl bg-slate-50 p-5">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <FeatureIcon name={blurb.icon} />
          </span>
          <div>
            <p className="font-semibold text-ink">{i18n._(blurb.title)}</p>
            <p className="mt-1 text-slate-700 text-sm">{i18n._(blurb.text)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
