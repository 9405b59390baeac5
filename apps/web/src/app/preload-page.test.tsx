import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render';
import { preloadPage } from './router';

// Runs isolated: it needs pages whose code no earlier file has loaded.

describe('preloadPage', () => {
  it('without it, a page shows the loading screen until its code arrives', async () => {
    renderRoute('/terms');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('fetches the page behind a path, which then renders at once', async () => {
    await preloadPage('/disclaimer');
    renderRoute('/disclaimer');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).toBeNull();
  });

  it('finds the page inside a wrapper such as RedirectIfSignedIn, and ignores unknown paths', async () => {
    await preloadPage('/pricing');
    renderRoute('/register');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(preloadPage('/no/such/page')).resolves.toBeUndefined();
  });
});
