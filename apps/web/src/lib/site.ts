/** Facts about the club shown across the site; one place so every page says the same. */
export const SITE = {
  name: 'ARX Savings Club',
  shortName: 'ARX',
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@arxsavingsclub.com',
  pharmacies: '60,000',
  pharmaciesShort: '65K+',
  medications: '50,000+',
  maxSavingsPercent: 85,
} as const;

export const supportMailto = (subject?: string) =>
  `mailto:${SITE.supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
