import { useDeferredValue } from 'react';
import { FaqTeaser } from '../../features/faqs/components/faq-teaser';
import { ClosingCta } from '../../features/home/components/closing-cta';
import { HeroCarousel } from '../../features/home/components/hero-carousel';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { TrustStrip } from '../../features/home/components/trust-strip';
import { RealMemberSavings } from '../../features/medications/components/real-member-savings';

/** Home, also shown at /login (docs/product.md §2). */
export default function HomePage() {
  // The hero paints first; the sections below it follow in a background render, in slices, so
  // the page never holds the main thread in one long task. They appear under the hero and the
  // footer starts below the fold, so nothing on screen moves when they do.
  const showSections = useDeferredValue(true, false);
  return (
    <>
      <HeroCarousel />
      {showSections && (
        <>
          <TrustStrip />
          <HowItWorks />
          <RealMemberSavings />
          <FaqTeaser />
          <ClosingCta />
        </>
      )}
    </>
  );
}
