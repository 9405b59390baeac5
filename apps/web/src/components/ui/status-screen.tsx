import { type ReactNode, useId } from 'react';

const TONES = {
  brand: 'bg-brand-100 text-brand-800',
  warning: 'bg-amber-100 text-amber-800',
} as const;

/**
 * A centred full-page message: an icon, the page's h1, some text and the ways forward. Used by
 * screens that stand in for a page (sign-in error, expired pass link).
 */
export function StatusScreen({
  icon,
  tone = 'brand',
  title,
  children,
  actions,
}: {
  /** The inner SVG paths of a 24×24 stroke icon. */
  icon: ReactNode;
  tone?: keyof typeof TONES;
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <span className={`flex size-14 items-center justify-center rounded-full ${TONES[tone]}`}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-7"
        >
          {icon}
        </svg>
      </span>
      <h1 id={titleId} className="mt-6 font-bold text-3xl text-ink">
        {title}
      </h1>
      {children}
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{actions}</div>
    </section>
  );
}
