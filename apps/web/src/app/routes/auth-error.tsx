import { AuthErrorScreen } from '../../features/auth/components/auth-error-screen';
import { loadAuthMessages } from '../../features/auth/messages';
import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The catalogues of the features this page shows, loaded before it first renders (app/lazy-route.tsx). */
export const catalogs: readonly CatalogLoader[] = [loadAuthMessages];

export default function AuthErrorPage() {
  return <AuthErrorScreen />;
}
