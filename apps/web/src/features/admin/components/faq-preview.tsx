import { useId } from 'react';
import { FaqDisclosure } from '../../../components/ui/faq-disclosure';

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
  /** The preview's heading ("Preview", "Spanish preview"). */
  title: string;
  /** The language of the answer, when not English. */
  lang?: string;
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
 * The FAQ as the public FAQ page shows it, opened: the page's own FaqDisclosure, with the answer
 * through the same sanitiser as there, on top of the API's own.
 */
export function FaqPreview({ title, lang, question, html, changed, written, isStale }: Props) {
  const removed = disallowedTags(written);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-6">
      <h3 id={titleId} className="font-semibold text-ink">
        {title}
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
      <div lang={lang}>
        <FaqDisclosure question={question.trim() || 'Your question'} answerHtml={html} open className="mt-3" />
      </div>
    </section>
  );
}
