import { PassExpiredScreen } from '../../features/wallet/components/pass-expired-screen';
import { loadWalletMessages } from '../../features/wallet/messages';
import { loadCatalogs } from '../../lib/i18n/catalogs';

// The page's messages, in the page's language, before it first renders (lib/i18n/catalogs.ts).
await loadCatalogs(loadWalletMessages);

export default function PassExpiredPage() {
  return <PassExpiredScreen />;
}
