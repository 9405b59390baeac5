import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogs as dashboardCatalogs } from '../../app/routes/dashboard';
import { signInCardHolder } from '../../testing/card-holder';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { onSpanishPage } from '../../testing/spanish-page';
import { loadAuthMessages } from '../auth/messages';

const familySection = async () => within(await screen.findByRole('region', { name: 'Familiares' }));

describe('the family forms on a Spanish page', () => {
  onSpanishPage(loadAuthMessages, ...dashboardCatalogs);

  it('Add Family Member shows the rules’ messages under the name in Spanish', async () => {
    signInCardHolder({ plan: 'Family' });
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click((await familySection()).getByRole('button', { name: 'Agregar miembro (quedan 5 lugares)' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Agregar familiar' }));
    const name = dialog.getByLabelText('Nombre para mostrar');

    await user.click(dialog.getByRole('button', { name: 'Agregar miembro' }));
    expect(dialog.getByText('El nombre para mostrar es obligatorio')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, 'R');
    await user.click(dialog.getByRole('button', { name: 'Agregar miembro' }));
    expect(name).toHaveAccessibleDescription(
      '1 de 50 caracteres usados El nombre para mostrar debe tener entre 2 y 50 caracteres',
    );
  });

  it('Complete Profile lists the rules’ messages and the server’s reasons in Spanish', async () => {
    signInCardHolder({ plan: 'Family', family: ['Alex Rivera'] });
    renderRoute('/dashboard');
    const user = userEvent.setup();
    const row = within((await familySection()).getByRole('table')).getByRole('row', { name: /Alex Rivera/ });
    await user.click(within(row).getByRole('button', { name: 'Completar perfil de Alex Rivera' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Completar perfil' }));
    await user.clear(dialog.getByLabelText('Fecha de nacimiento'));
    await user.click(dialog.getByRole('button', { name: 'Completar perfil' }));
    const summary = dialog.getByRole('alert');
    expect(summary).toHaveTextContent('Corrija lo siguiente:');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'La fecha de nacimiento es obligatoria',
      'El sexo es obligatorio',
      'La dirección completa es obligatoria',
    ]);
    expect(dialog.getByLabelText('Fecha de nacimiento')).toHaveAttribute('aria-invalid', 'true');

    server.use(
      http.patch('*/api/v1/memberships/:id/complete_profile', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Please fix the following errors',
            errors: ['Date of birth cannot be in the future'],
            membership: null,
          },
          { status: 400 },
        ),
      ),
    );
    await user.type(dialog.getByLabelText('Fecha de nacimiento'), '2001-01-01');
    await user.selectOptions(dialog.getByLabelText('Sexo'), 'Femenino');
    await user.click(dialog.getByLabelText('Usar la misma dirección que el titular de la cuenta'));
    await user.click(dialog.getByRole('button', { name: 'Completar perfil' }));
    const failure = await dialog.findByText('No se pudo completar el perfil');
    expect(failure.closest('[role="alert"]')).toHaveTextContent('La fecha de nacimiento no puede ser posterior a hoy');
  });
});
