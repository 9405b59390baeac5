import { useId } from 'react';
import { useSanitizedHtml } from '../../../lib/use-sanitized-html';

/** The tags an answer may use (the API's and the public page's allow-list). */
export const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a'];

/**
 * The elements of `html` that are not on the allow-list, once each ("script", "img"). The API only
 * says that sanitising changed something; naming what tells the operator what to fix.
 */
export function disallowedTags(html: string): string[] {
  const names = Array.from(html.matchAll(/<\s*([a-z][a-z0-9-]*)/gi), (match) => (match[1] ?? '').toLowerCase());
  return [...new Set(names.filter((name) => !ALLOWED_TAGS.includes(name)))];
}

type Props = {
  question: string;
  /** The answer as the API sanitised it for the preview. */
  html: string;
  /** True when sanitising removed something of `written`. */
  changed: boolean;
  /** What the operator wrote, to name what was removed. */
  written: string;
  /** The answer has been edited since this preview was made. */
  isStale: boolean;
};

/**
 * The FAQ as the public FAQ page shows it, opened: the same markup and classes as its question
 * (features/faqs' FaqItem, which a feature may not import), and the answer through the same
 * sanitiser as there, on top of the API's own.
 */
export function FaqPreview({ question, html, changed, written, isStale }: Props) {
  const clean = useSanitizedHtml(html);
  const removed = disallowedTags(written);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-6">
      <h3 id={titleId} className="font-semibold text-ink">
        Preview
      </h3>
      <div role="status" className="mt-2 space-y-2 text-sm">
        {changed ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
            <strong>Some of the answer is not allowed and was removed.</strong>{' '}
            {removed.length > 0
              ? `Removed: ${removed.map((name) => `<${name}>`).join(', ')}. `
              : 'An attribute, a link address or unfinished markup was dropped. '}
            The public page shows only what is below.
          </p>
        ) : (
          <p className="text-slate-700">Nothing was removed: the public page shows the answer as written.</p>
        )}
        {isStale && (
          <p className="text-slate-700">The answer has changed since this preview. Preview again to see the latest.</p>
        )}
      </div>
      <details
        open
        className="group mt-3 rounded-xl border border-slate-200 bg-white shadow-sm open:border-brand-200 open:shadow-md"
      >
        <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-ink hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2 [&::-webkit-details-marker]:hidden">
          <span>{question.trim() || 'Your question'}</span>
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
    </section>
  );
}
