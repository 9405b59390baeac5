import { FAMILY_MESSAGES } from '@arx/contracts/family';
import { RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogs as dashboardCatalogs } from '../../app/routes/dashboard';
import { signInCardHolder } from '../../testing/card-holder';
import { notFound, rateLimited } from '../../testing/refusals';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { onSpanishPage } from '../../testing/spanish-page';
import { loadAuthMessages } from '../auth/messages';

/** The words of a page, in its language. */
type Words = {
  section: string;
  addMember: string;
  addDialog: string;
  submitAdd: string;
  displayName: string;
  addFailed: string;
  actions: (name: string) => string;
  editMember: string;
  save: string;
  updateFailed: string;
  tooMany: string;
  notFound: string;
};

const SPANISH: Words = {
  section: 'Familiares',
  addMember: 'Agregar miembro (quedan 5 lugares)',
  addDialog: 'Agregar familiar',
  submitAdd: 'Agregar miembro',
  displayName: 'Nombre para mostrar',
  addFailed: 'No se pudo agregar al familiar',
  actions: (name) => `Acciones para ${name}`,
  editMember: 'Editar miembro',
  save: 'Guardar cambios',
  updateFailed: 'No se pudo actualizar el familiar',
  tooMany: 'Demasiados cambios en los familiares. Espere un minuto e inténtelo de nuevo.',
  notFound: 'No se encontró la membresía',
};

const ENGLISH: Words = {
  section: 'Family Members',
  addMember: 'Add Member (5 slots left)',
  addDialog: 'Add Family Member',
  submitAdd: 'Add Member',
  displayName: 'Display name',
  addFailed: 'Failed to add family member',
  actions: (name) => `Actions for ${name}`,
  editMember: 'Edit Member',
  save: 'Save Changes',
  updateFailed: 'Failed to update family member',
  // The API's words, unchanged.
  tooMany: RATE_LIMIT_MESSAGES.familyWrite,
  notFound: FAMILY_MESSAGES.membershipNotFound,
};

const familySection = async (words: Words) => within(await screen.findByRole('region', { name: words.section }));

async function addRobin(words: Words) {
  const user = userEvent.setup();
  await user.click((await familySection(words)).getByRole('button', { name: words.addMember }));
  const dialog = within(screen.getByRole('dialog', { name: words.addDialog }));
  await user.type(dialog.getByLabelText(words.displayName), 'Robin Rivera');
  await user.click(dialog.getByRole('button', { name: words.submitAdd }));
  return dialog.findByRole('alert');
}

async function renameAlex(words: Words) {
  const user = userEvent.setup();
  const table = within((await familySection(words)).getByRole('table'));
  const row = within(table.getByRole('row', { name: /Alex Rivera/ }));
  await user.click(row.getByRole('button', { name: words.actions('Alex Rivera') }));
  await user.click(screen.getByRole('menuitem', { name: words.editMember }));
  const dialog = within(screen.getByRole('dialog', { name: words.editMember }));
  await user.type(dialog.getByLabelText(words.displayName), 's');
  await user.click(dialog.getByRole('button', { name: words.save }));
  return dialog.findByRole('alert');
}

function refusalsIn(words: Words) {
  it('a family write refused for too many changes (429) says so in the page’s language', async () => {
    signInCardHolder({ plan: 'Family' });
    server.use(http.post('*/api/v1/memberships', () => rateLimited(RATE_LIMIT_MESSAGES.familyWrite)));
    renderRoute('/dashboard');
    const failure = await addRobin(words);
    expect(failure).toHaveTextContent(words.addFailed);
    expect(failure).toHaveTextContent(words.tooMany);
  });

  it('an edit of a member removed meanwhile (404) says the membership is not found, in the page’s language', async () => {
    signInCardHolder({ plan: 'Family', family: ['Alex Rivera'] });
    server.use(http.patch('*/api/v1/memberships/:id', () => notFound(FAMILY_MESSAGES.membershipNotFound)));
    renderRoute('/dashboard');
    const failure = await renameAlex(words);
    expect(failure).toHaveTextContent(words.updateFailed);
    expect(failure).toHaveTextContent(words.notFound);
  });
}

describe('a family write the server refuses, on a Spanish page', () => {
  onSpanishPage(loadAuthMessages, ...dashboardCatalogs);

  refusalsIn(SPANISH);
});

describe('a family write the server refuses, on an English page', () => {
  refusalsIn(ENGLISH);
});
