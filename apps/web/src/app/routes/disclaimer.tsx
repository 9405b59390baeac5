import { LegalPage } from '../../features/legal/components/legal-page';
import { DISCLAIMER } from '../../features/legal/content/disclaimer-content';
import { loadLegalMessages } from '../../features/legal/messages';
import { loadCatalogs } from '../../lib/i18n/catalogs';

// The page's messages, in the page's language, before it first renders (lib/i18n/catalogs.ts).
await loadCatalogs(loadLegalMessages);

export default function DisclaimerRoute() {
  return <LegalPage document={DISCLAIMER} />;
}
