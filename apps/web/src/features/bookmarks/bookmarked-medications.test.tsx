import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBookmark, buildSubscriptionStatus, signInAs } from '../../testing/factories';
import { seedMockBookmarks } from '../../testing/member-handlers';
import { renderRoute } from '../../testing/render';
import { server, serveSubscriptionStatus } from '../../testing/server';

const section = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Bookmarked Medications' })).closest('section')!;

function serveBookmarks(answer: () => Response | Promise<Response>) {
  server.use(http.get('*/api/v1/bookmarks', answer));
}

describe('bookmarked medications on the dashboard', () => {
  beforeEach(() => {
    signInAs();
    // These tests are about bookmarks: keep the profile modal out of the way.
    window.localStorage.setItem('arx.profile_modal_dismissed', 'true');
    serveSubscriptionStatus(buildSubscriptionStatus());
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a bookmark with its retail price struck through, member price and savings', async () => {
    const bookmark = buildBookmark({
      medication: {
        display_name: 'Atorvastatin',
        strength: '20 mg',
        form: 'tablet',
        max_cash_price: 40,
        min_membership_price: 9,
        savings_amount: 31,
        savings_percentage: 78,
      },
    });
    serveBookmarks(() => HttpResponse.json({ bookmarks: [bookmark] }));
    renderRoute('/dashboard');
    const list = await section();
    const item = await within(list).findByRole('article', { name: 'Atorvastatin' });
    expect(item).toHaveTextContent('20 mg tablet');
    const retail = within(item).getByText('$40.00');
    expect(retail.tagName).toBe('S');
    expect(retail.parentElement).toHaveTextContent('Retail price $40.00');
    expect(within(item).getByText('Retail price')).toHaveClass('sr-only');
    expect(item).toHaveTextContent('Member price$9.00');
    expect(item).toHaveTextContent('You save $31.00 (78%)');
    expect(within(item).getByRole('button', { name: /^Remove Atorvastatin\b.* from bookmarks$/ })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Browse More' })).toHaveAttribute('href', '/member/drug-pricing');
    expect(within(list).queryByRole('link', { name: /View all/ })).toBeNull();
  });

  it('says a medication taken off the price list is no longer offered, and keeps its Remove button', async () => {
    const bookmark = buildBookmark({
      medication: {
        display_name: 'Ranitidine',
        max_cash_price: null,
        min_membership_price: null,
        savings_amount: 0,
        savings_percentage: 0,
        retired: true,
      },
    });
    serveBookmarks(() => HttpResponse.json({ bookmarks: [bookmark] }));
    renderRoute('/dashboard');
    const item = await within(await section()).findByRole('article', { name: 'Ranitidine' });
    expect(item).toHaveTextContent('No longer offered: this medication was taken off our price list.');
    expect(item).not.toHaveTextContent('Pricing is not available');
    expect(within(item).getByRole('button', { name: /^Remove Ranitidine\b.* from bookmarks$/ })).toBeEnabled();
  });

  it('shows the first 6 and a link to all of them when there are more', async () => {
    seedMockBookmarks([1, 2, 3, 4, 5, 6, 7, 8]);
    renderRoute('/dashboard');
    const list = await section();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(6));
    expect(within(list).getByRole('link', { name: 'View all 8 bookmarked medications' })).toHaveAttribute(
      'href',
      '/member/drug-pricing',
    );
  });

  it('shows exactly 6 without the "View all" link', async () => {
    seedMockBookmarks([1, 2, 3, 4, 5, 6]);
    renderRoute('/dashboard');
    const list = await section();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(6));
    expect(within(list).queryByRole('link', { name: /View all/ })).toBeNull();
  });

  it('offers Browse Medications when there are none', async () => {
    renderRoute('/dashboard');
    const list = await section();
    expect(await within(list).findByText('No bookmarked medications yet')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Browse Medications' })).toHaveAttribute(
      'href',
      '/member/drug-pricing',
    );
  });

  it('says "Failed to load bookmarked medications" when they fail to load', async () => {
    serveBookmarks(() => HttpResponse.json({ message: 'down' }, { status: 500 }));
    renderRoute('/dashboard');
    const list = await section();
    expect(await within(list).findByRole('alert')).toHaveTextContent('Failed to load bookmarked medications');
    expect(screen.getByRole('heading', { name: 'Plan Details' })).toBeInTheDocument();
  });

  it('says it is loading them meanwhile', async () => {
    serveBookmarks(async () => {
      await delay('infinite');
      return HttpResponse.json({ bookmarks: [] });
    });
    renderRoute('/dashboard');
    const list = await section();
    expect(within(list).getByRole('status')).toHaveTextContent('Loading bookmarked medications...');
  });

  it('removes a bookmark', async () => {
    seedMockBookmarks([1, 2]);
    renderRoute('/dashboard');
    const list = await section();
    const item = await within(list).findByRole('article', { name: 'Atorvastatin' });
    await userEvent.click(within(item).getByRole('button', { name: /^Remove Atorvastatin\b.* from bookmarks$/ }));
    await waitFor(() => expect(within(list).queryByRole('article', { name: 'Atorvastatin' })).toBeNull());
    expect(within(list).getByRole('article', { name: 'Metformin' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('arx.mock.members') ?? '{}')['1'].bookmarks).toHaveLength(1);
  });

  it('only logs a failed removal, and keeps the card', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    seedMockBookmarks([1]);
    server.use(http.delete('*/api/v1/bookmarks/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderRoute('/dashboard');
    const list = await section();
    const item = await within(list).findByRole('article', { name: 'Atorvastatin' });
    await userEvent.click(within(item).getByRole('button', { name: /^Remove Atorvastatin\b.* from bookmarks$/ }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to remove bookmark', expect.anything()));
    expect(within(list).getByRole('article', { name: 'Atorvastatin' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
