import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { medicationsQueryOptions } from '../../features/medications/api/get-medications';
import { SavingsEstimator } from '../../features/medications/components/savings-estimator';
import { priceSearchListParams } from '../../features/medications/use-price-search';
import { ApiError } from '../../lib/api-client';
import { buildMedication } from '../../testing/factories';
import { AppProviders, createQueryClient } from '../providers';
import { hydrateQueryState, serializeQueryState } from './state';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const MINUTE = 60_000;

describe('the query state a server-rendered page hands over', () => {
  it('travels as JSON with no "<" in it, and a failed call comes back as an ApiError', () => {
    const server = createQueryClient();
    server.setQueryData(['faqs'], { faqs: [{ question: '</script><script>alert(1)</script>' }] });
    server
      .getQueryCache()
      .build(server, { queryKey: ['medications', 'page', 'x'] })
      .setState({
        status: 'error',
        error: new ApiError(503, 'The database is unavailable', { code: 'service_unavailable', message: 'down' }),
        errorUpdatedAt: 1,
      } as never);
    const json = serializeQueryState(server);
    expect(json).not.toContain('<');

    const browser = createQueryClient();
    hydrateQueryState(browser, json);
    expect(browser.getQueryData(['faqs'])).toEqual({ faqs: [{ question: '</script><script>alert(1)</script>' }] });
    const error = browser.getQueryState(['medications', 'page', 'x'])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: 'The database is unavailable' });
  });

  it('when the page was rendered long ago, then the browser still hydrates it as it is, without fetching again', async () => {
    const search = new URLSearchParams();
    const query = medicationsQueryOptions(priceSearchListParams(search));
    const answer = { medications: [buildMedication()], total: 1 };
    const server = createQueryClient();
    server.setQueryData(query.queryKey, answer);
    const tree = (client: ReturnType<typeof createQueryClient>) => (
      <AppProviders queryClient={client} initialAuthStatus="anonymous">
        <MemoryRouter initialEntries={['/drug-pricing']}>
          <SavingsEstimator />
        </MemoryRouter>
      </AppProviders>
    );
    const html = renderToString(tree(server));
    // Rendered ten minutes ago and kept by the server since (its answers unchanged): the state
    // says the data is older than the stale time.
    const tenMinutesAgo = Date.now() - 10 * MINUTE;
    const state = serializeQueryState(server).replace(/"dataUpdatedAt":\d+/g, `"dataUpdatedAt":${tenMinutesAgo}`);
    expect(state).toContain(`"dataUpdatedAt":${tenMinutesAgo}`);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const browser = createQueryClient();
    hydrateQueryState(browser, state);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, tree(browser), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(browser.getQueryState(query.queryKey)?.fetchStatus).toBe('idle');
  });
});
