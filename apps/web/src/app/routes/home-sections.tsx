import { FaqTeaser } from '../../features/faqs/components/faq-teaser';
import { loadFaqsMessages } from '../../features/faqs/messages';
import { ClosingCta } from '../../features/home/components/closing-cta';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { TrustStrip } from '../../features/home/components/trust-strip';
import { loadHomeMessages } from '../../features/home/messages';
import { RealMemberSavings } from '../../features/medications/components/real-member-savings';
import { loadRealMemberSavingsMessages } from '../../features/medications/real-member-savings-messages';
import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The catalogues of the features this page shows, loaded before it first renders (app/lazy-route.tsx). */
export const catalogs: readonly CatalogLoader[] = [loadFaqsMessages, loadHomeMessages, loadRealMemberSavingsMessages];

/** Home below the hero: its own chunk (home.tsx says why). */
export default function HomeSections() {
  return (
    <>
      <TrustStrip />
      <HowItWorks />
      <RealMemberSavings />
      <FaqTeaser />
      <ClosingCta />
    </>
  );
}
