import { SAVINGS_MESSAGES } from '@arx/contracts/savings-rules';
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

/** The words of the ledger, in a page's language. */
type Words = {
  section: string;
  edit: RegExp;
  dialog: string;
  pricePaid: string;
  save: string;
  fillNotFound: string;
  personNotFound: string;
  /** The catalogue fill as the page names it. */
  medication: string;
};

const SPANISH: Words = {
  section: 'Mis ahorros',
  edit: /^Editar Atorvastatin tableta de 20 mg/,
  dialog: 'Editar surtido',
  pricePaid: 'Precio pagado ($)',
  save: 'Guardar cambios',
  fillNotFound: 'No se encontró el surtido',
  personNotFound: 'No se encontró la membresía',
  medication: 'Atorvastatin tableta de 20 mg',
};

const ENGLISH: Words = {
  section: 'My Savings',
  edit: /^Edit Atorvastatin 20 mg tablet/,
  dialog: 'Edit Fill',
  pricePaid: 'Price paid ($)',
  save: 'Save Changes',
  // The API's words, unchanged.
  fillNotFound: SAVINGS_MESSAGES.fillNotFound,
  personNotFound: SAVINGS_MESSAGES.personNotFound,
  medication: 'Atorvastatin 20 mg tablet',
};

function refusalsIn(words: Words) {
  beforeEach(() => {
    signInAs();
    window.localStorage.setItem('arx.profile_modal_dismissed', 'true');
    serveSubscriptionStatus(buildSubscriptionStatus());
    server.use(
      http.get('*/api/v1/savings/fills', () =>
        HttpResponse.json({ fills: [buildFill({ id: 7 })], total: 1, has_more: false }),
      ),
    );
  });

  it.each([
    ['the fill was deleted meanwhile', SAVINGS_MESSAGES.fillNotFound, 'fillNotFound'],
    ['its person was removed meanwhile', SAVINGS_MESSAGES.personNotFound, 'personNotFound'],
  ] as const)('an edit refused because %s (404) says so in the page’s language', async (_, message, shown) => {
    server.use(http.patch('*/api/v1/savings/fills/:id', () => notFound(message)));
    renderRoute('/dashboard');
    const savings = within(
      (await screen.findByRole('heading', { level: 2, name: words.section })).closest('section') as HTMLElement,
    );
    const user = userEvent.setup();
    const fill = within(await savings.findByRole('article', { name: words.medication }));
    await user.click(fill.getByRole('button', { name: words.edit }));
    const dialog = within(await screen.findByRole('dialog', { name: words.dialog }));
    await user.clear(dialog.getByLabelText(words.pricePaid));
    await user.type(dialog.getByLabelText(words.pricePaid), '6');
    await user.click(dialog.getByRole('button', { name: words.save }));

    const summary = within(await dialog.findByRole('alert'));
    expect(summary.getAllByRole('listitem').map((li) => li.textContent)).toEqual([words[shown]]);
  });
}

describe('a fill the server refuses, on a Spanish page', () => {
  onSpanishPage(loadAuthMessages, ...dashboardCatalogs);

  refusalsIn(SPANISH);
});

describe('a fill the server refuses, on an English page', () => {
  refusalsIn(ENGLISH);
});
