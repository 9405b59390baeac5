import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildMedication } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';

describe('links to a medication page', () => {
  it('when a visitor reads the estimator, then each name links to /drugs/<slug> in the table and the cards', async () => {
    const { router } = renderRoute('/drug-pricing');
    const table = await screen.findByRole('table');
    const row = within(await within(table).findByRole('rowheader', { name: /^Atorvastatin/ }));
    expect(row.getByRole('link', { name: 'Atorvastatin' })).toHaveAttribute('href', '/drugs/atorvastatin');
    const card = screen.getByRole('heading', { level: 3, name: 'Atorvastatin' });
    expect(within(card).getByRole('link', { name: 'Atorvastatin' })).toHaveAttribute('href', '/drugs/atorvastatin');

    await userEvent.click(row.getByRole('link', { name: 'Atorvastatin' }));
    expect(router.state.location.pathname).toBe('/drugs/atorvastatin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Atorvastatin' })).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Atorvastatin 20 mg tablet: estimated prices for each pack' }),
    ).toBeInTheDocument();
  });

  it("when a visitor reads the home page's savings cards, then each name links to its page", async () => {
    const medications = [
      buildMedication({ id: 1, display_name: 'Insulin Glargine (Lantus)', highlighted: true }),
      buildMedication({ id: 2, display_name: 'Metformin', highlighted: true }),
    ];
    server.use(http.get('*/api/v1/medications', () => HttpResponse.json({ medications, total: 2 })));
    renderRoute('/');
    const savings = within(await screen.findByRole('region', { name: 'Real Member Savings' }));
    expect(await savings.findByRole('link', { name: 'Insulin Glargine (Lantus)' })).toHaveAttribute(
      'href',
      '/drugs/insulin-glargine-lantus',
    );
    expect(savings.getByRole('link', { name: 'Metformin' })).toHaveAttribute('href', '/drugs/metformin');
    // The name is still the card's heading, which labels the card.
    expect(savings.getByRole('article', { name: 'Metformin' })).toBeInTheDocument();
  });
});
