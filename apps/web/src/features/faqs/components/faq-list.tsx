import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useFaqs } from '../api/get-faqs';
import { FaqItem } from './faq-item';

/** Every FAQ, in the API's rank order. */
export function FaqList() {
  const { data, isPending, isError, refetch } = useFaqs();

  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
        <p className="font-semibold text-red-800">Failed to load FAQs</p>
        <Button variant="secondary" className="mt-4" onClick={() => refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (isPending) {
    return (
      <div className="flex min-h-64 flex-col items-center justify-center gap-3 rounded-xl border border-slate-200 bg-slate-50">
        <Spinner label="Loading FAQs..." />
        <p aria-hidden="true" className="text-slate-600">
          Loading FAQs...
        </p>
      </div>
    );
  }
  if (data.faqs.length === 0) {
    return (
      <div className="rounded-xl border border-slate-300 border-dashed px-6 py-12 text-center">
        <p className="font-semibold text-ink text-lg">No FAQs available yet</p>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {data.faqs.map((faq) => (
        <li key={faq.id}>
          <FaqItem faq={faq} />
        </li>
      ))}
    </ul>
  );
}
