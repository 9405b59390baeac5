import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { SITE, supportMailto } from '../../../lib/site';
import { FaqList } from './faq-list';

export function FaqPage() {
  return (
    <div>
      <section className="border-slate-200 border-b bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-12 pb-10 text-center md:pt-16">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">Help center</p>
          <h1 className="mt-2 font-bold text-3xl text-ink tracking-tight md:text-4xl">Frequently Asked Questions</h1>
          <p className="mt-4 text-lg text-slate-700">
            How the {SITE.name} works, what it costs and where you can use your card. It is a savings membership, not
            insurance.
          </p>
          <div className="mt-6">
            <ButtonLink to="/register">Get Started</ButtonLink>
          </div>
        </div>
      </section>

      <div className="mx-auto min-h-96 max-w-3xl px-4 py-10 md:py-12">
        <FaqList />
      </div>

      <section aria-labelledby="faq-help" className="mx-auto max-w-3xl px-4 pb-16">
        <div className="rounded-2xl border border-brand-100 bg-brand-50 px-6 py-8 text-center md:px-10">
          <h2 id="faq-help" className="font-bold text-2xl text-ink">
            Still have questions?
          </h2>
          <p className="mt-2 text-slate-700">Our support team is here 24/7 to help with your membership.</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <a href={supportMailto('Question about my membership')} className={buttonClasses('primary')}>
              Contact Support
            </a>
            <ButtonLink to="/register?step=plans" variant="secondary">
              View Plans
            </ButtonLink>
          </div>
        </div>
      </section>
    </div>
  );
}
