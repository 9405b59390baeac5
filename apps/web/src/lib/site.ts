import { isLocale, type Locale } from '@arx/contracts/locales';

/** Facts about the club shown across the site; one place so every page says the same. */
export const SITE = {
  name: 'ARX Savings Club',
  shortName: 'ARX',
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@arxsavingsclub.com',
  pharmacies: '60,000',
  maxSavingsPercent: 85,
} as const;

/**
 * The rounded figures, written as a reader of each language writes them: English keeps the
 * marketing forms "65K+" and "50,000+"; Spanish writes the number, and its messages say "más de"
 * ("más de 65,000 farmacias"), as a Spanish reader would.
 */
const FIGURES: Record<Locale, { pharmaciesShort: string; medications: string }> = {
  en: { pharmaciesShort: '65K+', medications: '50,000+' },
  es: { pharmaciesShort: '65,000', medications: '50,000' },
};

export type SiteFigures = (typeof FIGURES)[Locale];

/** The rounded figures in the language of the page (`i18n.locale`). */
export function siteFigures(locale: string): SiteFigures {
  return FIGURES[isLocale(locale) ? locale : 'en'];
}

export const supportMailto = (subject?: string) =>
  `mailto:${SITE.supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
