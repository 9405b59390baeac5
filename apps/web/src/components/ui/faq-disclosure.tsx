import { useSanitizedHtml } from '../../lib/use-sanitized-html';

type Props = {
  question: string;
  /** The answer's HTML as the API gives it; it is cleaned by DOMPurify before it renders. */
  answerHtml: string;
  /** Open from the start (the back office's preview); the public page starts closed. */
  open?: boolean;
  className?: string;
};

/**
 * One question of the FAQ page as a native disclosure (keyboard and screen-reader support come
 * with <details>/<summary>). Shared by the public page and the back office's preview, so the
 * preview is the public page's own markup, not a copy of it.
 */
export function FaqDisclosure({ question, answerHtml, open, className = '' }: Props) {
  const clean = useSanitizedHtml(answerHtml);
  return (
    <details
      open={open}
      className={`group rounded-xl border border-slate-200 bg-white shadow-sm open:border-brand-200 open:shadow-md ${className}`}
    >
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-ink hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2 [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
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
      <div
        className="rich-text border-slate-100 border-t px-5 pt-3 pb-5 text-slate-700 leading-relaxed"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: only sanitizeHtml's output (the DOMPurify allow-list) is set
        dangerouslySetInnerHTML={clean === null ? undefined : { __html: clean }}
      />
    </details>
  );
}
