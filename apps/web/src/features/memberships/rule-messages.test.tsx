import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogs as dashboardCatalogs } from '../../app/routes/dashboard';
import { buildSubscriptionStatus, signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server, serveSubscriptionStatus } from '../../testing/server';
import { onSpanishPage } from '../../testing/spanish-page';
import { loadAuthMessages } from '../auth/messages';

const dialog = () => screen.findByRole('dialog', { name: '¡Le damos la bienvenida a ARX Savings Club!' });
const listed = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the Complete-profile modal on a Spanish page', () => {
  onSpanishPage(loadAuthMessages, ...dashboardCatalogs);
  beforeEach(() => {
    signInAs({ name: 'Jamie Rivera' });
    serveSubscriptionStatus(buildSubscriptionStatus());
  });

  it('lists the rules’ messages in Spanish, and still marks their fields', async () => {
    renderRoute('/dashboard');
    const modal = within(await dialog());
    const user = userEvent.setup();
    await user.clear(modal.getByLabelText('Fecha de nacimiento'));
    await user.click(modal.getByRole('button', { name: 'Completar perfil' }));
    const summary = modal.getByRole('alert');
    expect(summary).toHaveTextContent('Corrija lo siguiente:');
    expect(listed(summary)).toEqual([
      'La fecha de nacimiento es obligatoria',
      'El sexo es obligatorio',
      'La dirección es obligatoria',
      'La ciudad es obligatoria',
      'El estado es obligatorio',
      'El código postal es obligatorio',
    ]);
    expect(modal.getByLabelText('Ciudad')).toHaveAttribute('aria-invalid', 'true');

    await user.type(modal.getByLabelText('Fecha de nacimiento'), '1985-04-12');
    await user.selectOptions(modal.getByLabelText('Sexo'), 'Femenino');
    await user.type(modal.getByLabelText('Dirección'), '12 Main St');
    await user.type(modal.getByLabelText('Ciudad'), 'Boise');
    await user.selectOptions(modal.getByLabelText('Estado'), 'ID');
    await user.type(modal.getByLabelText('Código postal'), '8370');
    await user.click(modal.getByRole('button', { name: 'Completar perfil' }));
    expect(listed(modal.getByRole('alert'))).toEqual(['El código postal debe tener el formato 12345 o 12345-6789']);
    expect(modal.getByLabelText('Código postal')).toHaveAttribute('aria-invalid', 'true');
    expect(modal.getByLabelText('Ciudad')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s refusal in Spanish, and a message it does not know as it came', async () => {
    server.use(
      http.patch('*/api/v1/memberships/update_profile', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Please fix the following errors',
            errors: ['State must be one of the 50 US states', 'Something only the server knows'],
            membership: null,
          },
          { status: 400 },
        ),
      ),
    );
    renderRoute('/dashboard');
    const modal = within(await dialog());
    const user = userEvent.setup();
    await user.selectOptions(modal.getByLabelText('Sexo'), 'Masculino');
    await user.type(modal.getByLabelText('Dirección'), '12 Main St');
    await user.type(modal.getByLabelText('Ciudad'), 'Boise');
    await user.selectOptions(modal.getByLabelText('Estado'), 'ID');
    await user.type(modal.getByLabelText('Código postal'), '83702');
    await user.click(modal.getByRole('button', { name: 'Completar perfil' }));
    expect(listed(await modal.findByRole('alert'))).toEqual([
      'El estado debe ser uno de los 50 estados de EE. UU.',
      'Something only the server knows',
    ]);
    expect(modal.getByLabelText('Estado')).toHaveAttribute('aria-invalid', 'true');
  });
});
