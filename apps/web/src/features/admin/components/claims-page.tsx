import { AdminPageTitle } from './admin-layout';

/** /admin/claims: Import the card processor's claims file into members' savings. (being built; docs/decisions/0017-counter-and-savings.md). */
export function ClaimsPage() {
  return (
    <section aria-labelledby="admin-claims-title">
      <AdminPageTitle id="admin-claims-title" title="Claims">
        Import the card processor's claims file into members' savings.
      </AdminPageTitle>
    </section>
  );
}
