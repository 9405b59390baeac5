import { UNSHOWN_RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogs as dashboardCatalogs } from '../../app/routes/dashboard';
import { buildSubscriptionStatus, signInAs } from '../../testing/factories';
import { rateLimited } from '../../testing/refusals';
import { renderRoute } from '../../testing/render';
import { server, serveSubscriptionStatus } from '../../testing/server';
import { onSpanishPage } from '../../testing/spanish-page';
import { loadAuthMessages } from '../auth/messages';

/** The words of the Complete-profile modal, in a page's language. */
type Words = {
  dialog: string;
  dateOfBirth: string;
  sex: string;
  female: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  submit: string;
  failed: string;
};

const SPANISH: Words = {
  dialog: '¡Le damos la bienvenida a ARX Savings Club!',
  dateOfBirth: 'Fecha de nacimiento',
  sex: 'Sexo',
  female: 'Femenino',
  street: 'Dirección',
  city: 'Ciudad',
  state: 'Estado',
  zip: 'Código postal',
  submit: 'Completar perfil',
  failed: 'No se pudo completar su perfil. Inténtelo de nuevo.',
};

const ENGLISH: Words = {
  dialog: 'Welcome to ARX Savings Club!',
  dateOfBirth: 'Date of birth',
  sex: 'Sex',
  female: 'Female',
  street: 'Street address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  submit: 'Complete Profile',
  // docs/product.md's words for a failure without a list of problems.
  failed: 'Failed to complete profile. Please try again.',
};

function refusalsIn(words: Words) {
  beforeEach(() => {
    signInAs({ name: 'Jamie Rivera' });
    serveSubscriptionStatus(buildSubscriptionStatus());
  });

  it('a profile update refused for too many updates (429) says the form’s own words in the page’s language, and keeps the form', async () => {
    server.use(
      http.patch('*/api/v1/memberships/update_profile', () => rateLimited(UNSHOWN_RATE_LIMIT_MESSAGES.profileUpdate)),
    );
    renderRoute('/dashboard');
    const modal = within(await screen.findByRole('dialog', { name: words.dialog }));
    const user = userEvent.setup();
    await user.clear(modal.getByLabelText(words.dateOfBirth));
    await user.type(modal.getByLabelText(words.dateOfBirth), '1985-04-12');
    await user.selectOptions(modal.getByLabelText(words.sex), words.female);
    await user.type(modal.getByLabelText(words.street), '12 Main St');
    await user.type(modal.getByLabelText(words.city), 'Boise');
    await user.selectOptions(modal.getByLabelText(words.state), 'ID');
    await user.type(modal.getByLabelText(words.zip), '83702');
    await user.click(modal.getByRole('button', { name: words.submit }));

    const summary = within(await modal.findByRole('alert'));
    expect(summary.getAllByRole('listitem').map((li) => li.textContent)).toEqual([words.failed]);
    expect(modal.getByLabelText(words.city)).toHaveValue('Boise');
  });
}

describe('the card holder’s profile refused by the server, on a Spanish page', () => {
  onSpanishPage(loadAuthMessages, ...dashboardCatalogs);

  refusalsIn(SPANISH);
});

describe('the card holder’s profile refused by the server, on an English page', () => {
  refusalsIn(ENGLISH);
});
