import { LegalPage } from '../../features/legal/components/legal-page';
import { DISCLAIMER } from '../../features/legal/content/disclaimer-content';
import { loadDisclaimerMessages } from '../../features/legal/content/disclaimer-messages';
import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The catalogues of the features this page shows, loaded before it first renders (app/lazy-route.tsx). */
export const catalogs: readonly CatalogLoader[] = [loadDisclaimerMessages];

export default function DisclaimerRoute() {
  return <LegalPage document={DISCLAIMER} />;
}
