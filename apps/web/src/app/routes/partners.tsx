import { loadPartnersMessages } from '../../features/legal/components/partners-messages';
import { PartnersPage } from '../../features/legal/components/partners-page';
import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The catalogues of the features this page shows, loaded before it first renders (app/lazy-route.tsx). */
export const catalogs: readonly CatalogLoader[] = [loadPartnersMessages];

export default function PartnersRoute() {
  return <PartnersPage />;
}
