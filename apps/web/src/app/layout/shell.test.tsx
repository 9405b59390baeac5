import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';

describe('the app shell', () => {
  it('shows the navigation and footer for a visitor', async () => {
    renderRoute('/faq');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('How It Works');
    expect(nav).toHaveTextContent('Drug Pricing');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]).toHaveAttribute('href', '/register');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    for (const href of ['/drug-pricing', '/partners', '/faq', '/terms', '/privacy', '/disclaimer']) {
      expect(footer.querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
    expect(screen.getByRole('link', { name: /support@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('redirects any unknown path to the home page', async () => {
    const { router } = renderRoute('/no/such/page?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('reports the route path, without the query string, on each route change', async () => {
    const paths: string[] = [];
    server.use(
      http.post('*/api/v1/analytics/page_views', async ({ request }) => {
        paths.push(((await request.json()) as { path: string }).path);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router } = renderRoute('/drug-pricing?search=insulin');
    await waitFor(() => expect(paths).toEqual(['/drug-pricing']));
    await router.navigate('/faq?x=secret');
    await waitFor(() => expect(paths).toEqual(['/drug-pricing', '/faq']));
  });

  it('opens and closes the mobile menu', async () => {
    renderRoute('/terms');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toHaveTextContent('FAQ');
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('scrolls to an anchor on another page once that page has loaded and rendered it', async () => {
    const { router } = renderRoute('/faq');
    await screen.findByRole('navigation', { name: 'Main' });
    const scrollTo = window.scrollTo as unknown as { mock: { calls: unknown[][] }; mockClear(): void };
    scrollTo.mockClear();
    await router.navigate('/#how-it-works');
    await screen.findByRole('heading', { level: 2, name: 'How It Works' });
    await waitFor(() => expect(scrollTo.mock.calls).toContainEqual([expect.objectContaining({ behavior: 'smooth' })]));
  });

  it('scrolls to the top when the path or query changes without a hash', async () => {
    const { router } = renderRoute('/faq');
    await screen.findByRole('navigation', { name: 'Main' });
    const scrollTo = window.scrollTo as unknown as { mock: { calls: unknown[][] }; mockClear(): void };
    scrollTo.mockClear();
    await router.navigate('/terms?a=1');
    await waitFor(() => expect(scrollTo.mock.calls).toContainEqual([0, 0]));
  });
});

describe('the header', () => {
  it('turns scrolled on past 50 px and off again', async () => {
    renderRoute('/faq');
    const header = await screen.findByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(header).toHaveAttribute('data-protected', 'false');
    Object.defineProperty(window, 'scrollY', { value: 51, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
    Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
  });
});
