import { ACCOUNT_MESSAGES } from '@arx/contracts/account';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogs as dashboardCatalogs } from '../../app/routes/dashboard';
import { signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { onSpanishPage } from '../../testing/spanish-page';
import { loadAuthMessages } from '../auth/messages';

const yourData = async () => within(await screen.findByRole('region', { name: 'Sus datos' }));

async function deleteAccount() {
  const user = userEvent.setup();
  await user.click((await yourData()).getByRole('button', { name: 'Eliminar la cuenta' }));
  const dialog = within(await screen.findByRole('dialog', { name: '¿Eliminar su cuenta?' }));
  await user.type(dialog.getByLabelText('Escriba DELETE para confirmar'), 'DELETE');
  await user.click(dialog.getByRole('button', { name: 'Eliminar mi cuenta' }));
  return dialog.findByRole('alert');
}

describe('Your data on a Spanish page', () => {
  onSpanishPage(loadAuthMessages, ...dashboardCatalogs);
  beforeEach(() => signInAs({ name: 'Jamie Rivera' }));

  it('a deletion the payment provider stopped (503) says why in Spanish', async () => {
    server.use(
      http.delete('*/api/v1/account', () =>
        HttpResponse.json({ code: 'service_unavailable', message: ACCOUNT_MESSAGES.cancelFailed }, { status: 503 }),
      ),
    );
    renderRoute('/dashboard');
    expect(await deleteAccount()).toHaveTextContent(
      'No pudimos cancelar su membresía con el proveedor de pagos, así que no se eliminó nada. Inténtelo de nuevo en unos minutos.',
    );
  });

  it('a deletion refused for an old sign-in (403) asks in Spanish to sign in again', async () => {
    server.use(
      http.delete('*/api/v1/account', () =>
        HttpResponse.json({ code: 'forbidden', message: ACCOUNT_MESSAGES.signInAgain }, { status: 403 }),
      ),
    );
    renderRoute('/dashboard');
    expect(await deleteAccount()).toHaveTextContent('Vuelva a iniciar sesión para eliminar su cuenta');
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeInTheDocument();
  });
});
