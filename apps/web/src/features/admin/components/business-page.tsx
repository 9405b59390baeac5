import { AdminPageTitle } from './admin-layout';

/** /admin/business: Members, revenue and visits over time. (being built; docs/decisions/0016-back-office.md). */
export function BusinessPage() {
  return (
    <section aria-labelledby="admin-business-title">
      <AdminPageTitle id="admin-business-title" title="Business">
        Members, revenue and visits over time.
      </AdminPageTitle>
    </section>
  );
}
