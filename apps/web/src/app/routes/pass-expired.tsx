import { PassExpiredScreen } from '../../features/wallet/components/pass-expired-screen';
import { loadWalletMessages } from '../../features/wallet/messages';
import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The catalogues of the features this page shows, loaded before it first renders (app/lazy-route.tsx). */
export const catalogs: readonly CatalogLoader[] = [loadWalletMessages];

export default function PassExpiredPage() {
  return <PassExpiredScreen />;
}
