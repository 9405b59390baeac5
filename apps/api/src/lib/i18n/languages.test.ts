import { describe, expect, it } from 'vitest';
import { appUrlIn, formatDollars, formatLongDate, requestLocale } from './languages';

describe('the API words in each language', () => {
  it('writes dollars the US way in both languages and dates in words of the language', () => {
    expect(formatDollars('en', 1234.5)).toBe('$1,234.50');
    expect(formatDollars('es', 1234.5)).toBe('$1,234.50');
    const day = new Date('2026-03-05T12:00:00Z');
    expect(formatLongDate('en', day)).toBe('March 5, 2026');
    expect(formatLongDate('es', day)).toBe('5 de marzo de 2026');
    // The member's zone decides the day: noon UTC is still the 5th in Los Angeles, 1 a.m. UTC is not.
    expect(formatLongDate('es', new Date('2026-03-05T01:00:00Z'), 'America/Los_Angeles')).toBe('4 de marzo de 2026');
  });

  it("puts a Spanish address under /es and leaves English's as it is", () => {
    expect(appUrlIn('https://club.example', '/dashboard', 'en')).toBe('https://club.example/dashboard');
    expect(appUrlIn('https://club.example/', '/billing?cancel=1', 'es')).toBe(
      'https://club.example/es/billing?cancel=1',
    );
  });

  it("reads a page's language from the lang parameter, then the saved choice, else English", () => {
    expect(requestLocale({ query: { lang: 'es' }, cookies: {} })).toBe('es');
    expect(requestLocale({ query: {}, cookies: { arx_locale: 'es' } })).toBe('es');
    expect(requestLocale({ query: { lang: 'en' }, cookies: { arx_locale: 'es' } })).toBe('en');
    expect(requestLocale({ query: { lang: 'fr' }, cookies: { arx_locale: 'xx' } })).toBe('en');
    expect(requestLocale({})).toBe('en');
  });
});
