import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOME_PROFILE, signInCardHolder } from '../../testing/card-holder';
import { familyRow, familySection } from '../../testing/family-section';
import { renderRoute } from '../../testing/render';
import { recordBodies, server } from '../../testing/server';

describe('pets in the family', () => {
  it('Add Family Member: "This is a pet" swaps Relationship for Species, and the pet is listed as "Pet · Cat"', async () => {
    signInCardHolder({ plan: 'Partner/Pet' });
    const posts = recordBodies('post', '*/api/v1/memberships');
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click((await familySection()).getByRole('button', { name: 'Add Your First Family Member' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Family Member' }));
    const isPet = dialog.getByRole('checkbox', { name: 'This is a pet' });
    expect(isPet).not.toBeChecked();
    expect(dialog.queryByLabelText('Species')).toBeNull();

    await user.click(isPet);
    const species = dialog.getByLabelText('Species');
    expect(dialog.queryByLabelText('Relationship')).toBeNull();
    expect(species).toHaveDisplayValue('Dog');
    expect(
      within(species)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Dog', 'Cat', 'Other']);
    await user.type(dialog.getByLabelText('Display name'), 'Biscuit');
    await user.selectOptions(species, 'Cat');
    await user.click(dialog.getByRole('button', { name: 'Add Member' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([{ membership: { display_name: 'Biscuit', person_code: 4, species: 'cat' } }]);
    expect((await familyRow('Biscuit')).getByRole('rowheader')).toHaveTextContent('BiscuitPet · Cat');
  });

  it('unticking "This is a pet" brings Relationship back and sends a person', async () => {
    signInCardHolder({ plan: 'Family' });
    const posts = recordBodies('post', '*/api/v1/memberships');
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click((await familySection()).getByRole('button', { name: 'Add Your First Family Member' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Family Member' }));
    await user.type(dialog.getByLabelText('Display name'), 'Robin');
    await user.click(dialog.getByRole('checkbox', { name: 'This is a pet' }));
    await user.click(dialog.getByRole('checkbox', { name: 'This is a pet' }));
    expect(dialog.queryByLabelText('Species')).toBeNull();
    await user.selectOptions(dialog.getByLabelText('Relationship'), 'Dependent Child');
    await user.click(dialog.getByRole('button', { name: 'Add Member' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([{ membership: { display_name: 'Robin', person_code: 3, species: null } }]);
  });

  it('completes a pet’s profile without a sex: "unknown" is sent and the pet turns Active', async () => {
    signInCardHolder({ plan: 'Family', family: [{ display_name: 'Rex', person_code: 4, species: 'dog' }] });
    const profiles = recordBodies('patch', '*/api/v1/memberships/:id/complete_profile');
    renderRoute('/dashboard');
    const user = userEvent.setup();
    expect((await familyRow('Rex')).getByRole('rowheader')).toHaveTextContent('RexPet · Dog');
    await user.click((await familyRow('Rex')).getByRole('button', { name: 'Complete Profile for Rex' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Complete Profile' }));
    await user.clear(dialog.getByLabelText('Date of birth'));
    await user.type(dialog.getByLabelText('Date of birth'), '2021-06-01');
    await user.click(dialog.getByLabelText('Use same address as account holder'));
    await user.click(dialog.getByRole('button', { name: 'Complete Profile' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(profiles).toEqual([
      {
        profile: {
          date_of_birth: '2021-06-01',
          sex: 'unknown',
          address_street: HOME_PROFILE.address_street,
          address_city: HOME_PROFILE.address_city,
          address_state: HOME_PROFILE.address_state,
          address_zip: HOME_PROFILE.address_zip,
        },
      },
    ]);
    expect(await (await familyRow('Rex')).findByText('Active')).toBeInTheDocument();
  });

  it('Edit Member shows a pet as a pet, and making it a spouse sends it as a person', async () => {
    signInCardHolder({ plan: 'Family', family: [{ display_name: 'Rex', person_code: 4, species: 'dog' }] });
    const patches = recordBodies('patch', '*/api/v1/memberships/:id');
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click((await familyRow('Rex')).getByRole('button', { name: 'Actions for Rex' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit Member' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Member' }));
    expect(dialog.getByRole('checkbox', { name: 'This is a pet' })).toBeChecked();
    expect(dialog.getByLabelText('Species')).toHaveDisplayValue('Dog');

    await user.click(dialog.getByRole('checkbox', { name: 'This is a pet' }));
    await user.selectOptions(dialog.getByLabelText('Relationship'), 'Spouse');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toEqual([{ membership: { display_name: 'Rex', person_code: 2, species: null } }]);
    expect((await familyRow('Rex')).getByRole('rowheader')).toHaveTextContent('RexSpouse');
  });

  it('puts the server’s refusal of a species on the Species field’s dialog', async () => {
    signInCardHolder({ plan: 'Family' });
    server.use(
      http.post('*/api/v1/memberships', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Please fix the following errors',
            errors: ['Please select a valid species: Dog, Cat or Other'],
            membership: null,
          },
          { status: 400 },
        ),
      ),
    );
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click((await familySection()).getByRole('button', { name: 'Add Your First Family Member' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Family Member' }));
    await user.type(dialog.getByLabelText('Display name'), 'Rex');
    await user.click(dialog.getByRole('checkbox', { name: 'This is a pet' }));
    await user.click(dialog.getByRole('button', { name: 'Add Member' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to add family member');
    expect(alert).toHaveTextContent('Please select a valid species: Dog, Cat or Other');
  });
});
