import { AdminPageTitle } from './admin-layout';

/** /admin/prices: Upload a catalogue file, check what it changes, publish it or roll back. (being built; docs/decisions/0016-back-office.md). */
export function CatalogPage() {
  return (
    <section aria-labelledby="admin-prices-title">
      <AdminPageTitle id="admin-prices-title" title="Prices">
        Upload a catalogue file, check what it changes, publish it or roll back.
      </AdminPageTitle>
    </section>
  );
}
