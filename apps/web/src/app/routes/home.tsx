import { FaqTeaser } from '../../features/faqs/components/faq-teaser';
import { ClosingCta } from '../../features/home/components/closing-cta';
import { HeroCarousel } from '../../features/home/components/hero-carousel';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { TrustStrip } from '../../features/home/components/trust-strip';
import { RealMemberSavings } from '../../features/medications/components/real-member-savings';

/** Home, also shown at /login (spec §2). */
export default function HomePage() {
  return (
    <>
      <HeroCarousel />
      <TrustStrip />
      <HowItWorks />
      <RealMemberSavings />
      <FaqTeaser />
      <ClosingCta />
    </>
  );
}
