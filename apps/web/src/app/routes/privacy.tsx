import { LegalPage } from '../../features/legal/components/legal-page';
import { PRIVACY } from '../../features/legal/content/privacy-content';
import { loadLegalMessages } from '../../features/legal/messages';
import { loadCatalogs } from '../../lib/i18n/catalogs';

// The page's messages, in the page's language, before it first renders (lib/i18n/catalogs.ts).
await loadCatalogs(loadLegalMessages);

export default function PrivacyRoute() {
  return <LegalPage document={PRIVACY} />;
}
