import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useFaqs } from '../api/get-faqs';
import { FaqItem } from './faq-item';

const PLACEHOLDER_ROWS = [1, 2, 3, 4, 5, 6, 7, 8];

/** Every FAQ, in the API's rank order. */
export function FaqList() {
  const { data, isPending, isError, refetch } = useFaqs();
  const { t } = useLingui();
  // Twenty-odd disclosures are rendered in the background, in slices, rather than in one long
  // task the moment the answer arrives; the placeholder stays until they are ready.
  const faqs = useDeferredValue(data?.faqs);

  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
        <p className="font-semibold text-red-800">
          <Trans>Failed to load FAQs</Trans>
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (isPending || !faqs) {
    // Placeholder rows about as tall as the list, so the section below it does not jump down
    // into view when the questions arrive.
    return (
      <div className="space-y-3">
        <div className="flex items-center justify-center gap-3 py-3">
          <Spinner label={t`Loading FAQs...`} />
          <p aria-hidden="true" className="text-slate-600">
            <Trans>Loading FAQs...</Trans>
          </p>
        </div>
        {PLACEHOLDER_ROWS.map((row) => (
          <div key={row} aria-hidden="true" className="h-14 rounded-xl border border-slate-200 bg-slate-50" />
        ))}
      </div>
    );
  }
  if (faqs.length === 0) {
    return (
      <div className="rounded-xl border border-slate-300 border-dashed px-6 py-12 text-center">
        <p className="font-semibold text-ink text-lg">
          <Trans>No FAQs available yet</Trans>
        </p>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {faqs.map((faq) => (
        <li key={faq.id}>
          <FaqItem faq={faq} />
        </li>
      ))}
    </ul>
  );
}
