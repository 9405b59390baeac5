import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { SITE, type SiteFigures } from '../../../lib/site';

type HeroSlide = { headline: MessageDescriptor; line: MessageDescriptor; icon: string };

const { maxSavingsPercent: percent, pharmacies } = SITE;

/** The four marketing claims the hero cycles through (docs/product.md §1), with the figures of the page's language. */
export const heroSlides = ({ medications }: SiteFigures): readonly HeroSlide[] => [
  {
    headline: msg`Save up to ${percent}% on prescriptions`,
    line: msg`Member-only prices on ${medications} medications. Members saved an average of 85% in 2024.`,
    icon: 'M19 5L5 19M7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm9 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  },
  {
    headline: msg`Accepted at over ${pharmacies} pharmacies`,
    line: msg`Show your digital card at national chains and neighborhood pharmacies across the US.`,
    icon: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  },
  {
    headline: msg`Works with or without insurance`,
    line: msg`Use it when you have no coverage, or whenever the member price beats your copay.`,
    icon: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4',
  },
  {
    headline: msg`Cover your family and pets`,
    line: msg`Family plans cover up to 6 members, and the Partner/Pet plan covers you plus a partner or pet.`,
    icon: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  },
];

/** A stylised membership card: decoration only, so the hero needs no image download. */
export function HeroCardArt() {
  return (
    <div aria-hidden="true" className="relative hidden h-56 w-80 md:block lg:h-60 lg:w-96">
      <div className="absolute inset-0 translate-x-6 translate-y-6 rotate-6 rounded-2xl bg-brand-500/40" />
      <div className="absolute inset-0 flex flex-col justify-between rounded-2xl border border-white/20 bg-linear-to-br from-white/25 to-white/5 p-6 shadow-2xl backdrop-blur">
        <div className="flex items-center justify-between">
          <span className="font-bold text-lg text-white">{SITE.name}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-8 text-brand-100"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3z" />
          </svg>
        </div>
        <div className="h-8 w-12 rounded-md bg-amber-200/80" />
        <div className="space-y-1 font-mono text-brand-50 text-sm">
          <p>
            <Trans>MEMBER ID ARX-000001</Trans>
          </p>
          <p>
            <Trans>GROUP ARXASOLO · BIN 022352</Trans>
          </p>
        </div>
      </div>
    </div>
  );
}
