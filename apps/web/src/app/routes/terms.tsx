import { LegalPage } from '../../features/legal/components/legal-page';
import { TERMS } from '../../features/legal/content/terms-content';
import { loadTermsMessages } from '../../features/legal/content/terms-messages';
import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The catalogues of the features this page shows, loaded before it first renders (app/lazy-route.tsx). */
export const catalogs: readonly CatalogLoader[] = [loadTermsMessages];

export default function TermsRoute() {
  return <LegalPage document={TERMS} />;
}
