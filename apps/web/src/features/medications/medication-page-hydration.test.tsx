import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWhenComplete } from '../../app/ssr/render-when-complete';
import { InEnglish } from '../../testing/in-english';
import { buildMedicationPage } from '../../testing/medication-page-handlers';
import { type MedicationPageData, medicationPageQueryOptions } from './api/get-medication-page';
import { MedicationPage } from './components/medication-page';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/**
 * What the server will do: put the prefetched answer in a cache, render to HTML as the server
 * renders (every part in place, the parts loaded on demand included), then the browser hydrates
 * that HTML from the same cache. Any difference is a recoverable error.
 */
async function renderOnServerThenHydrate(slug: string, data: MedicationPageData) {
  const cacheWith = () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    client.setQueryData(medicationPageQueryOptions(slug).queryKey, data);
    return client;
  };
  const tree = (client: QueryClient) => (
    <InEnglish>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/drugs/${slug}`]}>
          <MedicationPage slug={slug} />
        </MemoryRouter>
      </QueryClientProvider>
    </InEnglish>
  );
  const html = await renderWhenComplete(tree(cacheWith()));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // As the browser parsed the server's HTML, before React touched it.
  const parsed = container.innerHTML;
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, tree(cacheWith()), { onRecoverableError: (error) => errors.push(error) });
  });
  return { html, hydrated: container.innerHTML, parsed, errors };
}

describe('the medication page rendered on the server', () => {
  it('when the prices are in the cache, then the browser hydrates the same page', async () => {
    const { html, hydrated, parsed, errors } = await renderOnServerThenHydrate('atorvastatin', buildMedicationPage());
    expect(html).toContain('<h1');
    expect(html).toContain('$31.00 (78%)');
    expect(errors).toEqual([]);
    expect(hydrated).toBe(parsed);
  });

  it('when the medication was not found, then the browser hydrates the same not-found page', async () => {
    const { html, hydrated, parsed, errors } = await renderOnServerThenHydrate('no-such-drug', null);
    expect(html).toContain('We couldn&#x27;t find that medication');
    expect(errors).toEqual([]);
    expect(hydrated).toBe(parsed);
  });
});
