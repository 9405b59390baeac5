import type { Faq } from '@arx/contracts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@arx/contracts/locales';
import { HttpResponse, http } from 'msw';
import { server } from './server';

/**
 * The public FAQ endpoints answering in the language asked, as the API does (`?locale=es`;
 * English without one, 400 for a language it does not have). Returns the addresses asked for,
 * path and query, in order.
 */
export function serveFaqsInLanguages(byLocale: { en: Faq[] } & Partial<Record<Locale, Faq[]>>): string[] {
  const asked: string[] = [];
  const answer = (request: Request, highlightedOnly: boolean) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
    const locale = url.searchParams.get('locale') ?? DEFAULT_LOCALE;
    if (!isLocale(locale)) {
      return HttpResponse.json({ code: 'validation_failed', message: 'locale must be one of en, es' }, { status: 400 });
    }
    const faqs = byLocale[locale] ?? byLocale.en;
    return HttpResponse.json({ faqs: highlightedOnly ? faqs.filter((faq) => faq.highlighted) : faqs });
  };
  server.use(
    http.get('*/api/v1/faqs', ({ request }) => answer(request, false)),
    http.get('*/api/v1/faqs/highlighted', ({ request }) => answer(request, true)),
  );
  return asked;
}
