import { FaqTeaser } from '../../features/faqs/components/faq-teaser';
import { ClosingCta } from '../../features/home/components/closing-cta';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { TrustStrip } from '../../features/home/components/trust-strip';
import { loadHomeMessages } from '../../features/home/messages';
import { RealMemberSavings } from '../../features/medications/components/real-member-savings';
import { loadCatalogs } from '../../lib/i18n/catalogs';

await loadCatalogs(loadHomeMessages);

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
