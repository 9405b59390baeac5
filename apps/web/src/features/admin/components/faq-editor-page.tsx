import { AdminPageTitle } from './admin-layout';

/** /admin/faqs: Write, order and highlight the questions on the public FAQ page. (being built; docs/decisions/0016-back-office.md). */
export function FaqEditorPage() {
  return (
    <section aria-labelledby="admin-faqs-title">
      <AdminPageTitle id="admin-faqs-title" title="FAQs">
        Write, order and highlight the questions on the public FAQ page.
      </AdminPageTitle>
    </section>
  );
}
