import { Trans } from '@lingui/react/macro';
import type { Ref } from 'react';

type ErrorSummaryProps = {
  errors: string[];
  /**
   * Shows a message in the page's language: the rules' and the API's come in English, and the
   * feature that checks the form knows their translations (lib/i18n/rule-messages.ts).
   */
  translate?: (message: string) => string;
  ref?: Ref<HTMLDivElement>;
};

const asIs = (message: string) => message;

/**
 * Every problem of a form at once, under the heading of docs/product.md §2 (Complete-profile modal). It is
 * an alert, and focusable so a form can move focus to it after a failed submit.
 */
export function ErrorSummary({ errors, translate = asIs, ref }: ErrorSummaryProps) {
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="mt-5 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 text-sm outline-none focus-visible:outline-2 focus-visible:outline-red-700"
    >
      <p className="font-semibold">
        <Trans>Please fix the following errors:</Trans>
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {errors.map((message) => (
          <li key={message}>{translate(message)}</li>
        ))}
      </ul>
    </div>
  );
}
