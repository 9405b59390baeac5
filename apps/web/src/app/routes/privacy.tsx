import { LegalPage } from '../../features/legal/components/legal-page';
import { PRIVACY } from '../../features/legal/content/privacy-content';
import { loadPrivacyMessages } from '../../features/legal/content/privacy-messages';
import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The catalogues of the features this page shows, loaded before it first renders (app/lazy-route.tsx). */
export const catalogs: readonly CatalogLoader[] = [loadPrivacyMessages];

export default function PrivacyRoute() {
  return <LegalPage document={PRIVACY} />;
}
