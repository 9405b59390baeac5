import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildMedication, buildPricing } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { pickPricing } from './components/price-rows';

/** Records each medication request, then lets the default mock handler answer it. */
function captureMedicationRequests() {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('*/api/v1/medications', ({ request }) => {
      requests.push(new URL(request.url).searchParams);
    }),
  );
  return requests;
}

const page = () => within(screen.getByRole('main'));
const table = () => within(screen.getByRole('table'));

async function findTableRow(name: string) {
  const tableElement = await screen.findByRole('table', {}, { timeout: 3000 });
  const header = await within(tableElement).findByRole(
    'rowheader',
    { name: new RegExp(`^${name}`) },
    { timeout: 3000 },
  );
  return within(header.closest('tr')!);
}

describe('the Savings Estimator (/drug-pricing)', () => {
  it('asks the API for 50 priced medications with a 30-day supply and shows them in its order', async () => {
    const requests = captureMedicationRequests();
    renderRoute('/drug-pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Savings Estimator' })).toBeInTheDocument();
    await findTableRow('Amlodipine');
    const first = requests[0]!;
    expect(first.get('limit')).toBe('50');
    expect(first.get('has_prices')).toBe('true');
    expect(first.get('day_supply')).toBe('30');
    expect(first.has('search')).toBe(false);
    const names = table()
      .getAllByRole('rowheader')
      .map((cell) => cell.querySelector('span')?.textContent);
    expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
    expect(names).toHaveLength(8);
    expect(page().getByText('Showing 8 of 8 medications')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30-day supply' })).toBeChecked();
  });

  it('shows a table with the six columns, prices with 2 decimals and savings as "$X (Y%)"', async () => {
    renderRoute('/drug-pricing');
    const row = await findTableRow('Atorvastatin');
    expect(
      table()
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Medication', 'Quantity', 'Cash Price', "Competitor's Price", 'Member Price', 'You Save']);
    expect(row.getByRole('rowheader')).toHaveTextContent('Atorvastatin20 mg tabletBrand: Lipitor');
    expect(row.getByText('30 tablets')).toBeInTheDocument();
    expect(row.getByText('$40.00')).toBeInTheDocument();
    expect(row.getByText('$15.00')).toBeInTheDocument();
    expect(row.getByText('$9.00')).toBeInTheDocument();
    expect(row.getByText('$31.00 (78%)')).toBeInTheDocument();
  });

  it('shows the same facts as cards for narrow screens', async () => {
    renderRoute('/drug-pricing');
    const heading = await page().findByRole('heading', { level: 3, name: 'Atorvastatin' });
    const card = within(heading.closest('li')!);
    expect(card.getByText('20 mg tablet · Brand: Lipitor')).toBeInTheDocument();
    for (const [term, value] of [
      ['Member Price', '$9.00'],
      ['You Save', '$31.00 (78%)'],
      ['Quantity', '30 tablets'],
      ['Cash Price', '$40.00'],
      ["Competitor's Price", '$15.00'],
    ] as const) {
      expect(card.getByText(term).nextElementSibling).toHaveTextContent(value);
    }
  });

  it('sends the trimmed search to the API, shows its results and keeps the term in the URL', async () => {
    const requests = captureMedicationRequests();
    const { router } = renderRoute('/drug-pricing');
    await findTableRow('Metformin');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search medications' }), '  Lipitor ');
    await waitFor(() => expect(table().queryByRole('rowheader', { name: /^Metformin/ })).toBeNull(), {
      timeout: 3000,
    });
    expect(table().getAllByRole('rowheader')).toHaveLength(1);
    expect(table().getByRole('rowheader', { name: /^Atorvastatin/ })).toBeInTheDocument();
    expect(requests.at(-1)?.get('search')).toBe('Lipitor');
    expect(router.state.location.search).toBe('?search=Lipitor');
    expect(page().getByText('Showing 1 of 1 medication')).toBeInTheDocument();
  });

  it('waits for typing to pause before searching', async () => {
    const requests = captureMedicationRequests();
    renderRoute('/drug-pricing');
    await findTableRow('Metformin');
    const before = requests.length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search medications' }), { target: { value: 'Lip' } });
    expect(requests).toHaveLength(before);
    await waitFor(() => expect(requests.at(-1)?.get('search')).toBe('Lip'), { timeout: 3000 });
    expect(requests).toHaveLength(before + 1);
  });

  it('keeps the previous results on screen, marked busy, while a new search loads', async () => {
    server.use(
      http.get('*/api/v1/medications', async ({ request }) => {
        if (new URL(request.url).searchParams.has('search')) await delay('infinite');
      }),
    );
    renderRoute('/drug-pricing');
    await findTableRow('Metformin');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search medications' }), 'zzz');
    await waitFor(() => expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true'), {
      timeout: 3000,
    });
    expect(table().getByRole('rowheader', { name: /^Metformin/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading medications...', { selector: 'p' })).toBeNull();
  });

  it('sends day_supply=90 and shows 90-day prices when the 90-day supply is chosen', async () => {
    const requests = captureMedicationRequests();
    const { router } = renderRoute('/drug-pricing');
    await findTableRow('Atorvastatin');
    await userEvent.click(screen.getByRole('radio', { name: '90-day supply' }));
    await waitFor(() => expect(table().getAllByText('$110.00').length).toBeGreaterThan(0), { timeout: 3000 });
    expect(requests.at(-1)?.get('day_supply')).toBe('90');
    const row = await findTableRow('Atorvastatin');
    expect(row.getByText('90 tablets')).toBeInTheDocument();
    expect(row.getByText('$22.00')).toBeInTheDocument();
    expect(row.getByText('$88.00 (80%)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '90-day supply' })).toBeChecked();
    expect(router.state.location.search).toBe('?days=90');
  });

  it('restores the search and supply from the URL', async () => {
    const requests = captureMedicationRequests();
    renderRoute('/drug-pricing?search=metformin&days=90');
    await findTableRow('Metformin');
    expect(screen.getByRole('searchbox', { name: 'Search medications' })).toHaveValue('metformin');
    expect(screen.getByRole('radio', { name: '90-day supply' })).toBeChecked();
    expect(requests[0]!.get('search')).toBe('metformin');
    expect(requests[0]!.get('day_supply')).toBe('90');
  });

  it('shows "Loading medications..." while the list loads', async () => {
    server.use(
      http.get('*/api/v1/medications', async () => {
        await delay('infinite');
      }),
    );
    renderRoute('/drug-pricing');
    expect(await screen.findByText('Loading medications...', { selector: 'p' })).toBeInTheDocument();
    expect(page().getByRole('status')).toHaveTextContent('Loading medications...');
  });

  it('shows "Failed to load medications" and loads again on Try again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/medications', () => {
        calls++;
        if (calls === 1) return HttpResponse.json({ code: 'internal', message: 'Boom' }, { status: 500 });
      }),
    );
    renderRoute('/drug-pricing');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load medications');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await findTableRow('Atorvastatin');
    expect(screen.queryByText('Failed to load medications')).toBeNull();
  });

  it('shows "No medications found" when nothing matches', async () => {
    server.use(http.get('*/api/v1/medications', () => HttpResponse.json({ medications: [], total: 0 })));
    renderRoute('/drug-pricing?search=nothing');
    expect(await page().findByText('No medications found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('links to registration and to the pricing plans', async () => {
    renderRoute('/drug-pricing');
    await findTableRow('Atorvastatin');
    expect(page().getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(page().getByRole('link', { name: 'View Pricing Plans' })).toHaveAttribute('href', '/register?step=plans');
  });
});

describe('pickPricing (which price a row shows)', () => {
  const thirty = buildPricing({ day_supply: 30 });
  const ninety = buildPricing({ day_supply: 90 });
  const pack = buildPricing({ day_supply: null });
  const other = buildPricing({ day_supply: 28 });

  it('prefers the chosen supply, then a pack without day supply, then another supply', () => {
    expect(pickPricing([thirty, ninety, pack], 90)).toBe(ninety);
    expect(pickPricing([thirty, other, pack], 90)).toBe(pack);
    expect(pickPricing([thirty, other], 90)).toBe(other);
    expect(pickPricing([thirty], 90)).toBeNull();
    expect(pickPricing(buildMedication().pricings, 30)?.day_supply).toBe(30);
  });
});
