import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-route';

describe('lazyPage', () => {
  const original = window.location;
  afterEach(() => {
    Object.defineProperty(window, 'location', { value: original, configurable: true });
  });

  it('reloads the page once when a page module fails to load (a new deploy)', async () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...original, reload }, configurable: true });
    const Page = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem('arx.chunk_reload_at')).not.toBeNull();
  });

  it('renders the page when it loads', async () => {
    const Page = lazyPage(async () => ({ default: () => <h1>Loaded</h1> }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
  });
});
