import type { Faq } from '@arx/contracts';
import { FaqAnswer } from './faq-answer';

/** A native disclosure: keyboard and screen-reader support come with <details>/<summary>. */
export function FaqItem({ faq }: { faq: Faq }) {
  return (
    <details className="group rounded-xl border border-slate-200 bg-white shadow-sm open:border-brand-200 open:shadow-md">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-ink hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2 [&::-webkit-details-marker]:hidden">
        <span>{faq.question}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
        >
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <FaqAnswer
        html={faq.answer}
        className="rich-text border-slate-100 border-t px-5 pt-3 pb-5 text-slate-700 leading-relaxed"
      />
    </details>
  );
}
