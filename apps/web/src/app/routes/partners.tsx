import { PartnersPage } from '../../features/legal/components/partners-page';
import { loadLegalMessages } from '../../features/legal/messages';
import { loadCatalogs } from '../../lib/i18n/catalogs';

// The page's messages, in the page's language, before it first renders (lib/i18n/catalogs.ts).
await loadCatalogs(loadLegalMessages);

export default function PartnersRoute() {
  return <PartnersPage />;
}
