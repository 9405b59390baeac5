import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildMedicationPage, serveMedicationPageHandler } from '../../testing/medication-page-handlers';
import { renderRoute } from '../../testing/render';
import { recordRequests, server } from '../../testing/server';
import { isMedicationPageNotFound } from './api/get-medication-page';

const PAGE_API = '*/api/v1/medications/pages/:slug';

/** The cells of each body row, as text: the pack's row header first. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

describe('the medication page (/drugs/<slug>)', () => {
  it('when the API has the medication, then it shows every strength and pack with its prices', async () => {
    server.use(serveMedicationPageHandler(buildMedicationPage()));
    const requests = recordRequests('get', PAGE_API);
    renderRoute('/drugs/atorvastatin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Atorvastatin' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/v1/medications/pages/atorvastatin']);
    expect(screen.getByText('Generic medication · Brand name: Lipitor')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '10 mg tablet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '20 mg tablet' })).toBeInTheDocument();

    const ten = screen.getByRole('table', { name: 'Atorvastatin 10 mg tablet: estimated prices for each pack' });
    expect(
      within(ten)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Pack', 'Day supply', 'Retail cash price', 'Member price', 'You save']);
    expect(rowsOf(ten)).toEqual([
      ['30 tablets', '30-day supply', '$30.00', '$6.00', '$24.00 (80%)'],
      ['90 tablets', '90-day supply', '$80.00', '$15.00', '$65.00 (81%)'],
    ]);
    // 30 days first, then 90, then the pack not sold by day supply, whatever order the API sent.
    const twenty = screen.getByRole('table', { name: 'Atorvastatin 20 mg tablet: estimated prices for each pack' });
    expect(rowsOf(twenty)).toEqual([
      ['30 tablets', '30-day supply', '$40.00', '$9.00', '$31.00 (78%)'],
      ['90 tablets', '90-day supply', '$110.00', '$22.00', '$88.00 (80%)'],
      ['500 tablets', 'Sold by the pack', '$400.00', '$100.00', '$300.00 (75%)'],
    ]);
  });

  it('when on a narrow screen, then the same packs show as cards', async () => {
    server.use(serveMedicationPageHandler(buildMedicationPage()));
    renderRoute('/drugs/atorvastatin');
    const cards = await screen.findByRole('list', {
      name: 'Atorvastatin 20 mg tablet: estimated prices for each pack',
    });
    const items = within(cards).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '30 tablets30-day supplyMember price$9.00You save$31.00 (78%)Retail cash price$40.00',
      '90 tablets90-day supplyMember price$22.00You save$88.00 (80%)Retail cash price$110.00',
      '500 tabletsSold by the packMember price$100.00You save$300.00 (75%)Retail cash price$400.00',
    ]);
    expect(within(items[0]!).getByText('Member price').nextElementSibling).toHaveTextContent('$9.00');
  });

  it('explains how to use the card at the pharmacy, says it is not insurance and links to the plans', async () => {
    server.use(serveMedicationPageHandler(buildMedicationPage()));
    renderRoute('/drugs/atorvastatin');
    const howTo = (await screen.findByRole('heading', { level: 2, name: 'How to use your card for Atorvastatin' }))
      .parentElement as HTMLElement;
    expect(howTo).toHaveTextContent('your member ID, the BIN and the group number');
    expect(howTo).toHaveTextContent("the lower of the member price and the pharmacy's own cash price");
    expect(howTo).toHaveTextContent('cannot be combined with insurance on the same prescription fill');
    expect(howTo).toHaveTextContent('is a prescription savings membership, not insurance.');

    const main = within(screen.getByRole('main'));
    expect(
      main.getByText(/Prices shown are estimates; the pharmacy confirms the final price at the counter\./),
    ).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'See membership plans' })).toHaveAttribute('href', '/register');
    expect(main.getByRole('link', { name: 'Compare other medications' })).toHaveAttribute('href', '/drug-pricing');
    const breadcrumb = within(main.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Drug pricing' })).toHaveAttribute('href', '/drug-pricing');
  });

  it('when the prices are still loading, then it says so', async () => {
    server.use(
      http.get(PAGE_API, async () => {
        await delay('infinite');
      }),
    );
    renderRoute('/drugs/atorvastatin');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading medication prices...');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('when the API answers 404, then it shows the not-found page whose search opens the estimator', async () => {
    const requests = recordRequests('get', PAGE_API);
    const { router, queryClient } = renderRoute('/drugs/no-such-drug');

    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that medication" }),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(isMedicationPageNotFound(queryClient, 'no-such-drug')).toBe(true);
    expect(screen.getByRole('link', { name: 'See all medication prices' })).toHaveAttribute('href', '/drug-pricing');

    const box = screen.getByRole('searchbox', { name: 'Search medications' });
    // A plain GET form, so the search works before the page's script has loaded.
    expect(box.closest('form')).toHaveAttribute('action', '/drug-pricing');
    expect(box).toHaveAttribute('name', 'search');
    expect(box).toHaveValue('no such drug');
    await userEvent.clear(box);
    await userEvent.type(box, '  Lipitor 20 mg {Enter}');

    expect(router.state.location.pathname).toBe('/drug-pricing');
    expect(router.state.location.search).toBe('?search=Lipitor+20+mg');
    expect(await screen.findByRole('heading', { level: 1, name: 'Savings Estimator' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search medications' })).toHaveValue('Lipitor 20 mg');
  });

  it('when the address cannot be a medication, then it shows the not-found page without asking the API', async () => {
    const requests = recordRequests('get', PAGE_API);
    const { queryClient } = renderRoute('/drugs/Atorvastatin--20');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that medication" }),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(isMedicationPageNotFound(queryClient, 'Atorvastatin--20')).toBe(true);
  });

  it('when the API fails, then it shows an error and loads again on Try again', async () => {
    let calls = 0;
    server.use(
      http.get(PAGE_API, () => {
        calls++;
        if (calls === 1) return HttpResponse.json({ code: 'internal', message: 'Boom' }, { status: 500 });
      }),
    );
    const { queryClient } = renderRoute('/drugs/atorvastatin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load medication prices');
    expect(isMedicationPageNotFound(queryClient, 'atorvastatin')).toBe(false);
    await act(async () => {
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Atorvastatin' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
