import { render, screen } from '@testing-library/react';
import { type ComponentType, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish } from '../testing/in-english';
import { AppErrorBoundary } from './app-error-boundary';
import { lazyPage } from './lazy-route';

describe('lazyPage', () => {
  const original = window.location;
  afterEach(() => {
    Object.defineProperty(window, 'location', { value: original, configurable: true });
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('reloads the page once when a page module fails to load (a new deploy)', async () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...original, reload }, configurable: true });
    const Page = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(<Page />, { wrapper: InEnglish });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem('arx.chunk_reload_at')).not.toBeNull();
  });

  it('shows the error screen instead of reloading again right after a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...original, reload }, configurable: true });
    window.sessionStorage.setItem('arx.chunk_reload_at', String(Date.now()));
    const Page = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <MemoryRouter>
        <AppErrorBoundary>
          <Page />
        </AppErrorBoundary>
      </MemoryRouter>,
      { wrapper: InEnglish },
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the loading screen, then the page when it loads', async () => {
    const Page = lazyPage(async () => ({ default: () => <h1>Loaded</h1> }));
    render(<Page />, { wrapper: InEnglish });
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders a preloaded page at once, without the loading screen', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>Ready</h1> }));
    const Page = lazyPage(load);
    await Page.preload();
    render(<Page />, { wrapper: InEnglish });
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the page when its code arrives between the first render and the effect', async () => {
    let release: (module: { default: ComponentType<object> }) => void = () => {};
    const Page = lazyPage(() => new Promise((resolve) => (release = resolve)));
    void Page.preload();
    // Resolves the code at commit, so it is in before the passive effects run (as when a busy
    // start delays them): the case where the loading screen used to stay up for good.
    function ReleaseAtCommit() {
      useLayoutEffect(() => release({ default: () => <h1>Arrived</h1> }), []);
      return null;
    }
    // Outside act(), so React runs the effects in a later task, as in a browser.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(
        <InEnglish>
          <Page />
          <ReleaseAtCommit />
        </InEnglish>,
      );
      await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Arrived'));
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });
});
