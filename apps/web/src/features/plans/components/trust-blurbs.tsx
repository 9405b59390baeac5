import type { PrefixIcon } from '@arx/contracts';
import { FeatureIcon } from './feature-icon';

const BLURBS: { title: string; text: string; icon: PrefixIcon }[] = [
  {
    title: '100% Secure',
    text: 'Payments are handled by our card processor; we never see your card number.',
    icon: 'lock',
  },
  {
    title: 'Cancel Anytime',
    text: 'No contracts and no setup fees. Stop your membership whenever you like.',
    icon: 'heart',
  },
  {
    title: 'Instant Activation',
    text: 'Join in minutes and get your digital card right away; it activates within 24 hours.',
    icon: 'zap',
  },
];

export function TrustBlurbs() {
  return (
    <ul className="grid gap-6 sm:grid-cols-3">
      {BLURBS.map((blurb) => (
        <li key={blurb.title} className="flex gap-4 rounded-2xl bg-slate-50 p-5">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <FeatureIcon name={blurb.icon} />
          </span>
          <div>
            <p className="font-semibold text-ink">{blurb.title}</p>
            <p className="mt-1 text-slate-700 text-sm">{blurb.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
