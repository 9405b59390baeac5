import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor, setPageLocale } from '../../../lib/i18n/catalogs';
import { LanguageProvider } from '../../../lib/i18n/language-provider';
import { buildPlans } from '../../../testing/factories';
import { serveProductsInLanguages } from '../../../testing/product-handlers';
import { renderRoute } from '../../../testing/render';
import { productKeys, productsQueryOptions, useProducts } from './get-products';

const english = buildPlans();
const spanish = english.map((plan) => ({
  ...plan,
  name: ({ Individual: 'Individual', 'Partner/Pet': 'Pareja/Mascota', Family: 'Familiar' } as Record<string, string>)[
    plan.name
  ]!,
}));

describe('the plans query asks for the page’s language', () => {
  afterEach(() => setPageLocale('en'));

  it('on a Spanish page (/es/register), GET /products?locale=es, and the cards show the Spanish names', async () => {
    const asked = serveProductsInLanguages({ en: english, es: spanish });
    setPageLocale('es');
    const { queryClient } = renderRoute('/register');
    expect(await screen.findByRole('article', { name: 'Familiar' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pareja/Mascota' })).toBeInTheDocument();
    expect(asked).toEqual(['/api/v1/products?locale=es']);
    expect(queryClient.getQueryData(productKeys.list('es'))).toEqual({ products: spanish });
  });

  it('on an English page, asks with no locale at all (the API’s default), as before', async () => {
    const asked = serveProductsInLanguages({ en: english, es: spanish });
    renderRoute('/register');
    expect(await screen.findByRole('article', { name: 'Family' })).toBeInTheDocument();
    expect(asked).toEqual(['/api/v1/products']);
  });

  it('follows the language of the page being rendered, not the process’s (the server renders both at once)', async () => {
    const asked = serveProductsInLanguages({ en: english, es: spanish });
    // The server never sets the page language: it stays English while a Spanish page renders.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LanguageProvider i18n={i18nFor('es')}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LanguageProvider>
    );
    const { result } = renderHook(() => useProducts(), { wrapper });
    await waitFor(() => expect(result.current.data?.products[2]?.name).toBe('Familiar'));
    expect(asked).toEqual(['/api/v1/products?locale=es']);
  });

  it('keys each language apart, as the server hands the page over (app/ssr/server-pages.ts)', () => {
    expect(productsQueryOptions('es').queryKey).toEqual(['products', 'es']);
    expect(productsQueryOptions('en').queryKey).toEqual(['products', 'en']);
  });
});
