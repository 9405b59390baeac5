import { PRICE_REPORT_MESSAGES } from '@arx/contracts/price-report-rules';
import { RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogs as dashboardCatalogs } from '../../app/routes/dashboard';
import { buildSubscriptionStatus, signInAs } from '../../testing/factories';
import { notFound, rateLimited } from '../../testing/refusals';
import { renderRoute } from '../../testing/render';
import { buildFill } from '../../testing/savings-factories';
import { server, serveSubscriptionStatus } from '../../testing/server';
import { onSpanishPage } from '../../testing/spanish-page';
import { loadAuthMessages } from '../auth/messages';

/** The words of the report dialog, in a page's language. */
type Words = {
  report: string;
  dialog: string;
  charged: string;
  send: string;
  fillNotFound: string;
  membershipRequired: string;
  tooManyOpen: string;
  rateLimited: string;
};

const SPANISH: Words = {
  report: 'Reportar un precio distinto para Lisinopril 10 mg tablet',
  dialog: 'Reportar un precio distinto',
  charged: 'Precio cobrado ($)',
  send: 'Enviar reporte',
  fillNotFound: 'No se encontró el surtido',
  membershipRequired: 'Para reportar un precio necesita una membresía activa.',
  tooManyOpen: 'Tiene 20 reportes esperando respuesta. Espere una respuesta antes de enviar otro.',
  rateLimited: 'Demasiados reportes de precios enviados. Espere una hora e inténtelo de nuevo.',
};

const ENGLISH: Words = {
  report: 'Report a different price for Lisinopril 10 mg tablet',
  dialog: 'Report a Different Price',
  charged: 'Price charged ($)',
  send: 'Send Report',
  // The API's words, unchanged.
  fillNotFound: PRICE_REPORT_MESSAGES.fillNotFound,
  membershipRequired: PRICE_REPORT_MESSAGES.membershipRequired,
  tooManyOpen: PRICE_REPORT_MESSAGES.tooManyOpen,
  rateLimited: RATE_LIMIT_MESSAGES.priceReport,
};

const refusal = (status: number, code: string, message: string) => HttpResponse.json({ message, code }, { status });

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

  /** Sends a report of the fill and returns what the dialog's summary lists. */
  async function refusedWith(answer: () => Response) {
    server.use(http.post('*/api/v1/price_reports', answer));
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: words.report }));
    const dialog = within(await screen.findByRole('dialog', { name: words.dialog }));
    await user.type(dialog.getByLabelText(words.charged), '18');
    await user.click(dialog.getByRole('button', { name: words.send }));
    const summary = within(await dialog.findByRole('alert'));
    return summary.getAllByRole('listitem').map((li) => li.textContent);
  }

  it.each([
    [
      'without a membership (403)',
      () => refusal(403, 'forbidden', PRICE_REPORT_MESSAGES.membershipRequired),
      'membershipRequired',
    ],
    [
      'with too many open reports (409)',
      () => refusal(409, 'conflict', PRICE_REPORT_MESSAGES.tooManyOpen),
      'tooManyOpen',
    ],
    ['past the hourly limit (429)', () => rateLimited(RATE_LIMIT_MESSAGES.priceReport), 'rateLimited'],
  ] as const)('a report refused %s says why, in the page’s language', async (_, answer, key) => {
    expect(await refusedWith(answer)).toEqual([words[key]]);
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
