import { PRICE_REPORT_MESSAGES } from '@arx/contracts/price-report-rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogs as dashboardCatalogs } from '../../app/routes/dashboard';
import { buildSubscriptionStatus, signInAs } from '../../testing/factories';
import { notFound } from '../../testing/refusals';
import { renderRoute } from '../../testing/render';
import { buildFill } from '../../testing/savings-factories';
import { server, serveSubscriptionStatus } from '../../testing/server';
import { onSpanishPage } from '../../testing/spanish-page';
import { loadAuthMessages } from '../auth/messages';

/** The words of the report dialog, in a page's language. */
type Words = { report: string; dialog: string; charged: string; send: string; fillNotFound: string };

const SPANISH: Words = {
  report: 'Reportar un precio distinto para Lisinopril 10 mg tablet',
  dialog: 'Reportar un precio distinto',
  charged: 'Precio cobrado ($)',
  send: 'Enviar reporte',
  fillNotFound: 'No se encontró el surtido',
};

const ENGLISH: Words = {
  report: 'Report a different price for Lisinopril 10 mg tablet',
  dialog: 'Report a Different Price',
  charged: 'Price charged ($)',
  send: 'Send Report',
  // The API's words, unchanged.
  fillNotFound: PRICE_REPORT_MESSAGES.fillNotFound,
};

function refusalsIn(words: Words) {
  beforeEach(() => {
    signInAs();
    window.localStorage.setItem('arx.profile_modal_dismissed', 'true');
    serveSubscriptionStatus(buildSubscriptionStatus());
    const fill = buildFill({ id: 31, medication_name: 'Lisinopril 10 mg tablet', pharmacy: 'Corner Pharmacy' });
    server.use(
      http.get('*/api/v1/savings/fills', () => HttpResponse.json({ fills: [fill], total: 1, has_more: false })),
    );
  });

  it('a report from a fill deleted meanwhile (404) says the fill is not found, in the page’s language', async () => {
    server.use(http.post('*/api/v1/price_reports', () => notFound(PRICE_REPORT_MESSAGES.fillNotFound)));
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: words.report }));
    const dialog = within(await screen.findByRole('dialog', { name: words.dialog }));
    await user.type(dialog.getByLabelText(words.charged), '18');
    await user.click(dialog.getByRole('button', { name: words.send }));

    const summary = within(await dialog.findByRole('alert'));
    expect(summary.getAllByRole('listitem').map((li) => li.textContent)).toEqual([words.fillNotFound]);
    expect(dialog.getByLabelText(words.charged)).toHaveValue('18');
  });
}

describe('a price report the server refuses, on a Spanish page', () => {
  onSpanishPage(loadAuthMessages, ...dashboardCatalogs);

  refusalsIn(SPANISH);
});

describe('a price report the server refuses, on an English page', () => {
  refusalsIn(ENGLISH);
});
