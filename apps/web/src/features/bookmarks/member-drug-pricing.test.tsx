import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSubscriptionStatus, signInAs } from '../../testing/factories';
import { seedMockBookmarks } from '../../testing/member-handlers';
import { renderRoute } from '../../testing/render';
import { server, serveSubscriptionStatus } from '../../testing/server';

const COLUMNS = ['Medication', 'Quantity', 'Cash Price', "Competitor's Price", 'Member Price', 'You Save', 'Bookmark'];

const table = () => screen.findByRole('table', { name: 'Member prices for a 30-day supply' });
/** The table's button and the narrow-screen card's button for one medication. */
const toggles = (name: RegExp) => screen.getAllByRole('button', { name });

describe('member drug pricing', () => {
  beforeEach(() => {
    signInAs();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the title, the Member Benefits banner and a table with a bookmark per row', async () => {
    renderRoute('/member/drug-pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Prescription Savings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Member Benefits' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search medications' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30-day supply' })).toBeChecked();
    const prices = await table();
    expect(
      within(prices)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(COLUMNS);
    const row = within(prices).getByRole('row', { name: /Atorvastatin/ });
    const toggle = within(row).getByRole('button', { name: /^Bookmark Atorvastatin\b/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(within(prices).getAllByRole('button', { name: /^Bookmark / })).toHaveLength(8);
  });

  it('marks bookmarked medications as pressed', async () => {
    seedMockBookmarks([2]);
    renderRoute('/member/drug-pricing');
    const row = within(await table()).getByRole('row', { name: /Metformin/ });
    expect(within(row).getByRole('button', { name: /^Bookmark Metformin\b/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('disables only that medication while its toggle saves, then flips it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls: string[] = [];
    server.use(
      http.post('*/api/v1/bookmarks/toggle/:id', async ({ params }) => {
        calls.push(String(params.id));
        await held;
        return HttpResponse.json({ is_bookmarked: true, bookmark_id: 501 });
      }),
    );
    renderRoute('/member/drug-pricing');
    await table();
    const [inTable, inCard] = toggles(/^Bookmark Atorvastatin\b/);
    await userEvent.click(inTable!);
    expect(calls).toEqual(['1']);
    // Both buttons for the medication (table and card) are busy; the others are not.
    expect(inTable).toBeDisabled();
    expect(inCard).toBeDisabled();
    expect(inTable).toHaveAttribute('aria-busy', 'true');
    for (const other of toggles(/^Bookmark Metformin\b/)) expect(other).toBeEnabled();

    release();
    await waitFor(() => expect(toggles(/^Bookmark Atorvastatin\b/)[0]).toHaveAttribute('aria-pressed', 'true'));
    for (const button of toggles(/^Bookmark Atorvastatin\b/)) {
      expect(button).toHaveAttribute('aria-pressed', 'true');
      expect(button).toBeEnabled();
    }
  });

  it("toggles a bookmark off and on, and the dashboard's bookmarks follow", async () => {
    serveSubscriptionStatus(buildSubscriptionStatus());
    window.localStorage.setItem('arx.profile_modal_dismissed', 'true');
    const { router } = renderRoute('/dashboard');
    const bookmarks = (await screen.findByRole('heading', { level: 2, name: 'Bookmarked Medications' })).closest(
      'section',
    )!;
    expect(await within(bookmarks).findByText('No bookmarked medications yet')).toBeInTheDocument();

    await router.navigate('/member/drug-pricing');
    const row = within(await table()).getByRole('row', { name: /Lisinopril/ });
    await userEvent.click(within(row).getByRole('button', { name: /^Bookmark Lisinopril\b/ }));
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: /^Bookmark Lisinopril\b/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );

    await router.navigate('/dashboard');
    const again = (await screen.findByRole('heading', { level: 2, name: 'Bookmarked Medications' })).closest(
      'section',
    )!;
    expect(await within(again).findByRole('article', { name: 'Lisinopril' })).toBeInTheDocument();

    // Removing it on the dashboard un-presses it on the pricing page.
    await userEvent.click(within(again).getByRole('button', { name: /^Remove Lisinopril\b.* from bookmarks$/ }));
    await waitFor(() => expect(within(again).queryByRole('article', { name: 'Lisinopril' })).toBeNull());
    await router.navigate('/member/drug-pricing');
    const back = within(await table()).getByRole('row', { name: /Lisinopril/ });
    expect(within(back).getByRole('button', { name: /^Bookmark Lisinopril\b/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('only logs a failed toggle and leaves the row as it was', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('*/api/v1/bookmarks/toggle/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    renderRoute('/member/drug-pricing');
    const row = within(await table()).getByRole('row', { name: /Atorvastatin/ });
    await userEvent.click(within(row).getByRole('button', { name: /^Bookmark Atorvastatin\b/ }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to toggle bookmark', expect.anything()));
    const button = within(row).getByRole('button', { name: /^Bookmark Atorvastatin\b/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toBeEnabled();
  });

  it('searches and switches to the 90-day supply', async () => {
    renderRoute('/member/drug-pricing');
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search medications' }), 'metformin{Enter}');
    const prices = await screen.findByRole('table', { name: 'Member prices for a 30-day supply' });
    await waitFor(() => expect(within(prices).getAllByRole('row')).toHaveLength(2));
    await userEvent.click(screen.getByRole('radio', { name: '90-day supply' }));
    const ninety = await screen.findByRole('table', { name: 'Member prices for a 90-day supply' });
    await waitFor(() => expect(within(ninety).getByRole('row', { name: /Metformin/ })).toHaveTextContent('90 tablets'));
  });

  it('says "Loading medications..." while loading', async () => {
    server.use(
      http.get('*/api/v1/medications', async () => {
        await delay('infinite');
        return HttpResponse.json({ medications: [], total: 0 });
      }),
    );
    renderRoute('/member/drug-pricing');
    expect(await screen.findByText('Loading medications...', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading medications...');
  });

  it('says "Failed to load medications" when they fail', async () => {
    server.use(http.get('*/api/v1/medications', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderRoute('/member/drug-pricing');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load medications');
  });

  it('says "No medications found" when nothing matches', async () => {
    renderRoute('/member/drug-pricing?search=zzzz');
    expect(await screen.findByText('No medications found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
