import { FaqPage } from '../../features/faqs/components/faq-page';
import { loadFaqsMessages } from '../../features/faqs/messages';
import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The catalogues of the features this page shows, loaded before it first renders (app/lazy-route.tsx). */
export const catalogs: readonly CatalogLoader[] = [loadFaqsMessages];

export default function Faq() {
  return <FaqPage />;
}
