import { useSanitizedHtml } from '../../../lib/use-sanitized-html';

/**
 * An FAQ answer (HTML from the API), cleaned by DOMPurify before it renders. It sits inside a
 * closed <details>, so the moment it takes the sanitizer to load is never seen.
 */
export function FaqAnswer({ html, className }: { html: string; className: string }) {
  const clean = useSanitizedHtml(html);
  return (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: only sanitizeHtml's output (the DOMPurify allow-list) is set
      dangerouslySetInnerHTML={clean === null ? undefined : { __html: clean }}
    />
  );
}
