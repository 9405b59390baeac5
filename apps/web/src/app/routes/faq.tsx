import { FaqPage } from '../../features/faqs/components/faq-page';
import { loadFaqsMessages } from '../../features/faqs/messages';
import { loadCatalogs } from '../../lib/i18n/catalogs';

// The page's messages, in the page's language, before it first renders (lib/i18n/catalogs.ts).
await loadCatalogs(loadFaqsMessages);

export default function Faq() {
  return <FaqPage />;
}
