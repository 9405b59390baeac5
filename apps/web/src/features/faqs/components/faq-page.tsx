import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { SITE, supportMailto } from '../../../lib/site';
import { FaqList } from './faq-list';

export function FaqPage() {
  const { t } = useLingui();
  const site = SITE.name;
  return (
    <div>
      <section className="border-slate-200 border-b bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-12 pb-10 text-center md:pt-16">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">
            <Trans>Help center</Trans>
          </p>
          <h1 className="mt-2 font-bold text-3xl text-ink tracking-tight md:text-4xl">
            <Trans>Frequently Asked Questions</Trans>
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            <Trans>
              How the {site} works, what it costs and where you can use your card. It is a savings membership, not
              insurance.
            </Trans>
          </p>
          <div className="mt-6">
            <ButtonLink to="/register">
              <Trans>Get Started</Trans>
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="mx-auto min-h-96 max-w-3xl px-4 py-10 md:py-12">
        <FaqList />
      </div>

      <section aria-labelledby="faq-help" className="mx-auto max-w-3xl px-4 pb-16">
        <div className="rounded-2xl border border-brand-100 bg-brand-50 px-6 py-8 text-center md:px-10">
          <h2 id="faq-help" className="font-bold text-2xl text-ink">
            <Trans>Still have questions?</Trans>
          </h2>
          <p className="mt-2 text-slate-700">
            <Trans>Our support team is here 24/7 to help with your membership.</Trans>
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <a href={supportMailto(t`Question about my membership`)} className={buttonClasses('primary')}>
              <Trans>Contact Support</Trans>
            </a>
            <ButtonLink to="/register?step=plans" variant="secondary">
              <Trans>View Plans</Trans>
            </ButtonLink>
          </div>
        </div>
      </section>
    </div>
  );
}
