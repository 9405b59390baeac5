import type { Product } from '@arx/contracts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@arx/contracts/locales';
import { HttpResponse, http } from 'msw';
import { server } from './server';

/**
 * GET /products answering in the language asked, as the API does (`?locale=es`; English
 * without one, 400 for a language it does not have). Returns the addresses asked for, path and
 * query, in order.
 */
export function serveProductsInLanguages(byLocale: { en: Product[] } & Partial<Record<Locale, Product[]>>): string[] {
  const asked: string[] = [];
  server.use(
    http.get('*/api/v1/products', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
      const locale = url.searchParams.get('locale') ?? DEFAULT_LOCALE;
      if (!isLocale(locale)) {
        return HttpResponse.json(
          { code: 'validation_failed', message: 'locale must be one of en, es' },
          { status: 400 },
        );
      }
      return HttpResponse.json({ products: byLocale[locale] ?? byLocale.en });
    }),
  );
  return asked;
}
