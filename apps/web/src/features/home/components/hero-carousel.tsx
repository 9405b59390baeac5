import { Trans, useLingui } from '@lingui/react/macro';
import { type FocusEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { SITE, siteFigures } from '../../../lib/site';
import { HeroCardArt, heroSlides } from './hero-slides';

/** Auto-advance interval (docs/product.md §9). */
export const CAROUSEL_INTERVAL_MS = 5000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

const ARROW_CLASSES =
  'inline-flex size-11 items-center justify-center rounded-full border border-white/40 text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2';

export function HeroCarousel() {
  const [index, setIndex] = useState(0);
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const [isStopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const isRotating = !isHovered && !hasFocus && !isStopped && !reducedMotion;
  const { t, i18n } = useLingui();
  const site = SITE.name;
  const slides = heroSlides(siteFigures(i18n.locale));
  const count = slides.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the index so a manual change restarts the full interval
  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, isRotating]);

  const goTo = (next: number) => setIndex(((next % count) + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
  };

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Membership highlights`}
      className="relative isolate overflow-hidden bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={onBlur}
    >
      <div
        aria-hidden="true"
        className="-z-10 absolute -top-24 -right-24 size-96 rounded-full bg-brand-500/30 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="-z-10 absolute -bottom-32 -left-16 size-80 rounded-full bg-teal-300/20 blur-3xl"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-8 md:grid-cols-[1fr_auto] md:pt-20">
        <div>
          <h1 className="inline-flex rounded-full bg-white/10 px-4 py-1.5 font-semibold text-brand-50 text-sm ring-1 ring-white/20">
            <Trans>{site}: a prescription savings membership, not insurance</Trans>
          </h1>
          {/* Every slide shares one grid cell, so the hero is as tall as the tallest slide: no layout shift. */}
          <div className="mt-6 grid" aria-live={isRotating ? 'off' : 'polite'}>
            {slides.map((slide, i) => {
              const isActive = i === index;
              const number = i + 1;
              return (
                // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group; a fieldset is for form controls
                <div
                  key={slide.icon}
                  role="group"
                  aria-roledescription={t`slide`}
                  aria-label={t`${number} of ${count}`}
                  aria-hidden={!isActive}
                  inert={!isActive}
                  className={`col-start-1 row-start-1 transition-opacity duration-500 motion-reduce:transition-none ${isActive ? 'opacity-100' : 'opacity-0'}`}
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-10 text-brand-200"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d={slide.icon} />
                  </svg>
                  <h2 className="mt-4 max-w-2xl text-balance font-extrabold text-4xl tracking-tight sm:text-5xl lg:text-6xl">
                    {i18n._(slide.headline)}
                  </h2>
                  <p className="mt-4 max-w-xl text-brand-50 text-lg">{i18n._(slide.line)}</p>
                  <ButtonLink to="/register" variant="inverse" className="mt-8 px-7 text-base">
                    <Trans>Get Started</Trans>
                  </ButtonLink>
                </div>
              );
            })}
          </div>
        </div>
        <HeroCardArt />
      </div>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-4 pb-10 sm:gap-2">
        <button type="button" className={ARROW_CLASSES} aria-label={t`Previous slide`} onClick={() => goTo(index - 1)}>
          <ControlIcon d="M15 6l-6 6 6 6" />
        </button>
        <div className="flex">
          {slides.map((slide, i) => (
            <button
              key={slide.icon}
              type="button"
              aria-label={t`Go to slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
              className="group inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${i === index ? 'w-7 bg-white' : 'w-2.5 bg-white/50 group-hover:bg-white/80'}`}
              />
            </button>
          ))}
        </div>
        <button type="button" className={ARROW_CLASSES} aria-label={t`Next slide`} onClick={() => goTo(index + 1)}>
          <ControlIcon d="M9 6l6 6-6 6" />
        </button>
        {/* WCAG 2.2.2: moving content needs a way to stop it, not only hover and focus. */}
        <button
          type="button"
          className={`${ARROW_CLASSES} ml-auto`}
          aria-label={isStopped ? t`Start slide rotation` : t`Stop slide rotation`}
          onClick={() => setStopped((stopped) => !stopped)}
        >
          <ControlIcon d={isStopped ? 'M8 5l11 7-11 7z' : 'M8 5v14M16 5v14'} />
        </button>
      </div>
    </section>
  );
}

function ControlIcon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
