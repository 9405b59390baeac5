import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor, setPageLocale } from '../../../lib/i18n/catalogs';
import { LanguageProvider } from '../../../lib/i18n/language-provider';
import { buildFaq } from '../../../testing/factories';
import { serveFaqsInLanguages } from '../../../testing/faq-handlers';
import { renderRoute } from '../../../testing/render';
import { faqKeys, faqsQueryOptions, useFaqs } from './get-faqs';
import { highlightedFaqsQueryOptions, useHighlightedFaqs } from './get-highlighted-faqs';

const english = [
  buildFaq({ id: 1, rank: 1, highlighted: true, question: 'Is this insurance?', answer: '<p>No.</p>' }),
  buildFaq({ id: 2, rank: 2, question: 'How do refunds work?', answer: '<p>Ask support.</p>' }),
];
const spanish = [
  buildFaq({
    id: 1,
    rank: 1,
    highlighted: true,
    question: '¿Es un seguro?',
    answer: '<p>No. Esto no es un seguro.</p>',
  }),
  // No Spanish for this one: the API answers its English.
  buildFaq({ id: 2, rank: 2, question: 'How do refunds work?', answer: '<p>Ask support.</p>' }),
];

describe('the FAQ queries ask for the page’s language', () => {
  afterEach(() => setPageLocale('en'));

  it('on a Spanish page (/es/faq), GET /faqs?locale=es, and the page shows its answers', async () => {
    const asked = serveFaqsInLanguages({ en: english, es: spanish });
    setPageLocale('es');
    const { queryClient } = renderRoute('/faq');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('¿Es un seguro?')).toBeInTheDocument();
    expect(main.getByText('How do refunds work?')).toBeInTheDocument();
    expect(asked).toEqual(['/api/v1/faqs?locale=es']);
    expect(queryClient.getQueryData(faqKeys.list('es'))).toEqual({ faqs: spanish });
    expect(queryClient.getQueryData(faqKeys.list('en'))).toBeUndefined();
  });

  it('on a Spanish home page, GET /faqs/highlighted?locale=es', async () => {
    const asked = serveFaqsInLanguages({ en: english, es: spanish });
    setPageLocale('es');
    renderRoute('/');
    expect(await screen.findByText('¿Es un seguro?')).toBeInTheDocument();
    expect(asked).toContain('/api/v1/faqs/highlighted?locale=es');
    expect(asked.every((address) => address.endsWith('?locale=es'))).toBe(true);
  });

  it('on an English page, asks with no locale at all (the API’s default), as before', async () => {
    const asked = serveFaqsInLanguages({ en: english, es: spanish });
    renderRoute('/faq');
    expect(await within(await screen.findByRole('main')).findByText('Is this insurance?')).toBeInTheDocument();
    expect(asked).toEqual(['/api/v1/faqs']);
  });

  it('follows the language of the page being rendered, not the process’s (the server renders both at once)', async () => {
    const asked = serveFaqsInLanguages({ en: english, es: spanish });
    // The server never sets the page language: it stays English while a Spanish page renders.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LanguageProvider i18n={i18nFor('es')}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LanguageProvider>
    );
    const { result } = renderHook(() => [useFaqs(), useHighlightedFaqs()] as const, { wrapper });
    await waitFor(() => expect(result.current[1].data?.faqs[0]?.question).toBe('¿Es un seguro?'));
    await waitFor(() => expect(result.current[0].data?.faqs).toEqual(spanish));
    expect([...asked].sort()).toEqual(['/api/v1/faqs/highlighted?locale=es', '/api/v1/faqs?locale=es']);
  });

  it('keys each language apart, as the server hands the page over (app/ssr/server-pages.ts)', () => {
    expect(faqsQueryOptions('es').queryKey).toEqual(['faqs', 'list', 'es']);
    expect(faqsQueryOptions('en').queryKey).not.toEqual(faqsQueryOptions('es').queryKey);
    expect(highlightedFaqsQueryOptions('es').queryKey).toEqual(['faqs', 'highlighted', 'es']);
    // main.tsx loads the sanitizer before hydrating a page whose state holds answers.
    expect(faqsQueryOptions('es').queryKey[0]).toBe('faqs');
  });
});
