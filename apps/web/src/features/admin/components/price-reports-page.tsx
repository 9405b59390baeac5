import { AdminPageTitle } from './admin-layout';

/** /admin/price-reports: Prices members found different at the counter, to answer. (being built; docs/decisions/0017-counter-and-savings.md). */
export function PriceReportsPage() {
  return (
    <section aria-labelledby="admin-price-reports-title">
      <AdminPageTitle id="admin-price-reports-title" title="Price reports">
        Prices members found different at the counter, to answer.
      </AdminPageTitle>
    </section>
  );
}
