import type { Faq } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useHighlightedFaqs } from '../api/get-highlighted-faqs';
import { FaqAnswer } from './faq-answer';

/** 3 questions on narrow screens, 4 on wide (docs/product.md §2): the 4th is hidden by CSS below md. */
const FAQ_TEASER_MAX = 4;
const NARROW_MAX = 3;

export function FaqTeaser() {
  return (
    <section aria-labelledby="faq-teaser-title" className="bg-white py-16 md:py-24">
      <div className="mx-auto max-w-3xl px-4">
        <div className="text-center">
          <h2 id="faq-teaser-title" className="font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">
            <Trans>Frequently Asked Questions</Trans>
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            <Trans>Quick answers about how the membership works.</Trans>
          </p>
        </div>
        <div className="mt-10 min-h-72">
          <FaqTeaserBody />
        </div>
        <div className="mt-8 flex justify-center">
          <ButtonLink to="/faq" variant="secondary" className="px-8 text-base">
            <Trans>See More FAQ</Trans>
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

function FaqTeaserBody() {
  const { data, isPending, isError } = useHighlightedFaqs();
  const { t } = useLingui();
  if (isPending) {
    return (
      <StateMessage>
        <Spinner label={t`Loading FAQs...`} visibleLabel className="text-slate-600" />
      </StateMessage>
    );
  }
  if (isError) {
    return (
      <StateMessage>
        <p role="alert" className="font-semibold text-ink">
          <Trans>Failed to load FAQs</Trans>
        </p>
      </StateMessage>
    );
  }
  const faqs = data.faqs.slice(0, FAQ_TEASER_MAX);
  if (faqs.length === 0) {
    return (
      <StateMessage>
        <p className="text-slate-700">
          <Trans>No highlighted FAQs yet</Trans>
        </p>
      </StateMessage>
    );
  }
  return (
    <ul className="space-y-3">
      {faqs.map((faq, i) => (
        <li key={faq.id} className={i >= NARROW_MAX ? 'hidden md:block' : undefined}>
          <FaqDisclosure faq={faq} />
        </li>
      ))}
    </ul>
  );
}

function FaqDisclosure({ faq }: { faq: Faq }) {
  return (
    <details className="group rounded-xl border border-slate-200 bg-slate-50 open:bg-white open:shadow-sm">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-ink focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
        {faq.question}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      <FaqAnswer html={faq.answer} className="rich-text px-5 pb-5 text-slate-700" />
    </details>
  );
}

function StateMessage({ children }: { children: ReactNode }) {
  return <div className="flex min-h-72 items-center justify-center text-center">{children}</div>;
}
