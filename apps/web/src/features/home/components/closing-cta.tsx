import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '../../../components/ui/button';
import { SITE } from '../../../lib/site';

export function ClosingCta() {
  const percent = SITE.maxSavingsPercent;
  return (
    <section aria-labelledby="closing-cta-title" className="bg-linear-to-r from-brand-900 to-brand-700 text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="closing-cta-title" className="font-extrabold text-3xl tracking-tight sm:text-4xl">
            <Trans>Join thousands saving up to {percent}%</Trans>
          </h2>
          <p className="mt-3 max-w-xl text-brand-50 text-lg">
            <Trans>A savings membership, not insurance. Instant activation, no setup fees, cancel anytime.</Trans>
          </p>
        </div>
        <ButtonLink to="/register" variant="inverse" className="shrink-0 px-8 text-base">
          <Trans>Get Started</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}
