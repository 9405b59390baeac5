import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_PROFILE, signInCardHolder } from '../../testing/card-holder';
import { familyRow, familySection, familyTable } from '../../testing/family-section';
import { renderRoute } from '../../testing/render';
import { recordBodies, server } from '../../testing/server';

describe('the family dialogs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('Add Family Member: a display name capped at 50 with a counter, Spouse by default, and the rules’ messages', async () => {
    signInCardHolder({ plan: 'Family' });
    const posts = recordBodies('post', '*/api/v1/memberships');
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click((await familySection()).getByRole('button', { name: 'Add Member (5 slots left)' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Family Member' }));
    const name = dialog.getByLabelText('Display name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('maxLength', '50');
    expect(dialog.getByText('0/50')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('0 of 50 characters used');
    const relationship = dialog.getByLabelText('Relationship');
    expect(relationship).toHaveDisplayValue('Spouse');
    expect(
      within(relationship)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Spouse', 'Dependent Child', 'Other']);

    await user.click(dialog.getByRole('button', { name: 'Add Member' }));
    expect(dialog.getByText('Display name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, 'R');
    await user.click(dialog.getByRole('button', { name: 'Add Member' }));
    expect(dialog.getByText('Display name must be between 2 and 50 characters')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(
      '1 of 50 characters used Display name must be between 2 and 50 characters',
    );
    expect(posts).toHaveLength(0);

    await user.type(name, 'x'.repeat(60));
    expect(name).toHaveValue(`R${'x'.repeat(49)}`);
    expect(dialog.getByText('50/50')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('50 of 50 characters used');
  });

  it('shows "Failed to add family member" with the server’s errors joined by comma', async () => {
    signInCardHolder({ plan: 'Family' });
    server.use(
      http.post('*/api/v1/memberships', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Refused',
            errors: ['Display name is required', 'No family member slots available on your plan'],
            membership: null,
          },
          { status: 422 },
        ),
      ),
    );
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click((await familySection()).getByRole('button', { name: 'Add Your First Family Member' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Family Member' }));
    await user.type(dialog.getByLabelText('Display name'), 'Robin Rivera');
    await user.click(dialog.getByRole('button', { name: 'Add Member' }));
    const failure = await dialog.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to add family member');
    expect(failure).toHaveTextContent('Display name is required, No family member slots available on your plan');
    expect(dialog.getByLabelText('Display name')).toHaveValue('Robin Rivera');
    const toast = await screen.findByText('Failed to add family member', { selector: '[data-toast-type] *' });
    expect(toast).toBeInTheDocument();
  });

  it('adds a member: the dialog closes, the new row appears and the slot count goes down', async () => {
    signInCardHolder({ plan: 'Family', family: ['Alex Rivera'] });
    const posts = recordBodies('post', '*/api/v1/memberships');
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click((await familySection()).getByRole('button', { name: 'Add Member (4 slots left)' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Family Member' }));
    await user.type(dialog.getByLabelText('Display name'), '  Robin Rivera ');
    await user.selectOptions(dialog.getByLabelText('Relationship'), 'Dependent Child');
    await user.click(dialog.getByRole('button', { name: 'Add Member' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([{ membership: { display_name: 'Robin Rivera', person_code: 3, species: null } }]);
    const robin = await familyRow('Robin Rivera');
    expect(robin.getByRole('rowheader')).toHaveTextContent('Robin RiveraDependent Child');
    expect(robin.getByText('Inactive')).toBeInTheDocument();
    expect(robin.getByText('(Pending)')).toBeInTheDocument();
    expect((await familySection()).getByRole('button', { name: 'Add Member (3 slots left)' })).toBeInTheDocument();
    expect(screen.getByText('Family member added').closest('[data-toast-type]')).toHaveAttribute(
      'data-toast-type',
      'success',
    );
  });

  it('Edit Member changes the display name and relationship through PATCH, with the same rules', async () => {
    signInCardHolder({ plan: 'Family', family: ['Alex Rivera'] });
    const patches = recordBodies('patch', '*/api/v1/memberships/:id');
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click((await familyRow('Alex Rivera')).getByRole('button', { name: 'Actions for Alex Rivera' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit Member' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Member' }));
    const name = dialog.getByLabelText('Display name');
    expect(name).toHaveValue('Alex Rivera');
    expect(dialog.getByLabelText('Relationship')).toHaveDisplayValue('Spouse');

    await user.clear(name);
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(dialog.getByText('Display name is required')).toBeInTheDocument();
    expect(patches).toHaveLength(0);

    await user.type(name, 'Alexis Rivera');
    await user.selectOptions(dialog.getByLabelText('Relationship'), 'Other');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toEqual([{ membership: { display_name: 'Alexis Rivera', person_code: 4, species: null } }]);
    expect((await familyRow('Alexis Rivera')).getByRole('rowheader')).toHaveTextContent('Alexis RiveraOther');
    expect((await familyTable()).queryByRole('row', { name: /Alex Rivera/ })).toBeNull();
  });

  it('completes a member’s profile with the account holder’s address, and the member turns Active', async () => {
    signInCardHolder({ plan: 'Family', family: ['Alex Rivera'] });
    const patches = recordBodies('patch', '*/api/v1/memberships/:id/complete_profile');
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click(
      (await familyRow('Alex Rivera')).getByRole('button', { name: 'Complete Profile for Alex Rivera' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Complete Profile' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      "Complete Alex Rivera's profile to activate their card.",
    );
    expect(dialog.getByLabelText('Date of birth')).toHaveValue('1990-01-01');
    expect(
      within(dialog.getByLabelText('Sex'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select...', 'Male', 'Female', 'Prefer not to say']);
    expect(within(dialog.getByLabelText('State')).getAllByRole('option')).toHaveLength(51);

    await user.type(dialog.getByLabelText('Street address'), '9 Elm St');
    await user.click(dialog.getByLabelText('Use same address as account holder'));
    for (const [label, value] of [
      ['Street address', '12 Main St'],
      ['City', 'Boise'],
      ['State', 'ID'],
      ['ZIP code', '83702'],
    ] as const) {
      expect(dialog.getByLabelText(label)).toHaveValue(value);
      expect(dialog.getByLabelText(label)).toBeDisabled();
    }
    // Unticking gives back what had been typed.
    await user.click(dialog.getByLabelText('Use same address as account holder'));
    expect(dialog.getByLabelText('Street address')).toHaveValue('9 Elm St');
    expect(dialog.getByLabelText('Street address')).toBeEnabled();
    await user.click(dialog.getByLabelText('Use same address as account holder'));

    await user.clear(dialog.getByLabelText('Date of birth'));
    await user.type(dialog.getByLabelText('Date of birth'), '1986-02-03');
    await user.selectOptions(dialog.getByLabelText('Sex'), 'Male');
    await user.click(dialog.getByRole('button', { name: 'Complete Profile' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toEqual([
      {
        profile: {
          date_of_birth: '1986-02-03',
          sex: 'male',
          address_street: '12 Main St',
          address_city: 'Boise',
          address_state: 'ID',
          address_zip: '83702',
        },
      },
    ]);
    const alex = await familyRow('Alex Rivera');
    expect(await alex.findByText('Active')).toHaveAttribute('data-tone', 'green');
    expect(alex.queryByText('(Pending)')).toBeNull();
    expect(alex.getByText('Complete')).toBeInTheDocument();
    expect(await screen.findByText("Alex Rivera's profile is complete")).toBeInTheDocument();
  });

  it('offers no same-address box while the account holder’s own profile is incomplete', async () => {
    signInCardHolder({ plan: 'Family', family: ['Alex Rivera'], profileComplete: false });
    renderRoute('/dashboard');
    await userEvent.click(
      (await familyRow('Alex Rivera')).getByRole('button', { name: 'Complete Profile for Alex Rivera' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Complete Profile' }));
    expect(dialog.getByLabelText('Street address')).toBeEnabled();
    expect(dialog.queryByLabelText('Use same address as account holder')).toBeNull();
  });

  it('lists every problem at once, and shows "Failed to complete profile" with the server’s reasons', async () => {
    signInCardHolder({ plan: 'Family', family: ['Alex Rivera'] });
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click(
      (await familyRow('Alex Rivera')).getByRole('button', { name: 'Complete Profile for Alex Rivera' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Complete Profile' }));
    await user.clear(dialog.getByLabelText('Date of birth'));
    await user.click(dialog.getByRole('button', { name: 'Complete Profile' }));
    const summary = dialog.getByRole('alert');
    expect(summary).toHaveTextContent('Please fix the following errors:');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Date of birth is required', 'Sex is required', 'Complete address is required']);
    expect(summary).toHaveFocus();

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
    await user.type(dialog.getByLabelText('Date of birth'), '2001-01-01');
    await user.selectOptions(dialog.getByLabelText('Sex'), 'Female');
    await user.click(dialog.getByLabelText('Use same address as account holder'));
    await user.click(dialog.getByRole('button', { name: 'Complete Profile' }));
    const failure = await dialog.findByText('Failed to complete profile');
    expect(failure.closest('[role="alert"]')).toHaveTextContent('Date of birth cannot be in the future');
    expect(screen.getByRole('dialog', { name: 'Complete Profile' })).toBeInTheDocument();
  });

  it('takes a pet: "Other" with "Prefer not to say" works end to end', async () => {
    signInCardHolder({ plan: 'Family' });
    const profiles = recordBodies('patch', '*/api/v1/memberships/:id/complete_profile');
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click((await familySection()).getByRole('button', { name: 'Add Your First Family Member' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Add Family Member' }));
    await user.type(dialog.getByLabelText('Display name'), 'Biscuit');
    await user.selectOptions(dialog.getByLabelText('Relationship'), 'Other');
    await user.click(dialog.getByRole('button', { name: 'Add Member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await familyRow('Biscuit')).getByRole('rowheader')).toHaveTextContent('BiscuitOther');

    await user.click((await familyRow('Biscuit')).getByRole('button', { name: 'Complete Profile for Biscuit' }));
    dialog = within(screen.getByRole('dialog', { name: 'Complete Profile' }));
    await user.clear(dialog.getByLabelText('Date of birth'));
    await user.type(dialog.getByLabelText('Date of birth'), '2021-06-01');
    await user.selectOptions(dialog.getByLabelText('Sex'), 'Prefer not to say');
    await user.click(dialog.getByLabelText('Use same address as account holder'));
    await user.click(dialog.getByRole('button', { name: 'Complete Profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(profiles).toEqual([expect.objectContaining({ profile: expect.objectContaining({ sex: 'unknown' }) })]);
    expect(await (await familyRow('Biscuit')).findByText('Active')).toBeInTheDocument();
  });

  it('shows "{name}’s Card" with the card, the wallet notice while incomplete, and Print Card at card size', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    signInCardHolder({ plan: 'Family', family: ['Alex Rivera'] });
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click((await familyRow('Alex Rivera')).getByRole('button', { name: 'Get Card for Alex Rivera' }));
    const dialogElement = screen.getByRole('dialog', { name: "Alex Rivera's Card" });
    const dialog = within(dialogElement);
    const face = dialog.getByRole('article', { name: 'Family Member Card' });
    expect(face).toHaveTextContent('Alex Rivera');
    expect(face).toHaveTextContent('ARX-000001-02');
    expect(within(face).getByText('INACTIVE')).toBeInTheDocument();
    expect(within(face).queryByText('PRIMARY')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Copy member ID' })).toBeInTheDocument();
    expect(dialog.getByText('Profile must be completed to activate wallet passes')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /wallet/i })).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Print Card' }));
    expect(print).toHaveBeenCalledTimes(1);
    const printable = document.querySelector('[data-print-card]') as HTMLElement;
    expect(printable.parentElement).toBe(document.body);
    expect(printable).toHaveTextContent('ARX-000001-02');
    expect(
      within(printable)
        .getAllByRole('region')
        .map((face) => face.getAttribute('aria-label')),
    ).toEqual(['Card front', 'Card back']);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await familyRow('Alex Rivera')).getByRole('button', { name: 'Get Card for Alex Rivera' })).toHaveFocus();
  });

  it('leaves the wallet notice out once the member’s profile is complete', async () => {
    signInCardHolder({
      plan: 'Family',
      family: [{ display_name: 'Sam Rivera', person_code: 3, profile: { ...HOME_PROFILE, sex: 'unknown' } }],
    });
    renderRoute('/dashboard');
    await userEvent.click((await familyRow('Sam Rivera')).getByRole('button', { name: 'Get Card for Sam Rivera' }));
    const dialog = within(screen.getByRole('dialog', { name: "Sam Rivera's Card" }));
    expect(dialog.getByRole('article')).toHaveAttribute('data-state', 'active');
    expect(dialog.queryByText('Profile must be completed to activate wallet passes')).toBeNull();
  });

  it('asks before removing; Cancel keeps the member, Remove takes them off the plan', async () => {
    signInCardHolder({ plan: 'Family', family: ['Alex Rivera', 'Sam Rivera'] });
    renderRoute('/dashboard');
    const user = userEvent.setup();
    const openRemoval = async () => {
      await user.click((await familyRow('Sam Rivera')).getByRole('button', { name: 'Actions for Sam Rivera' }));
      await user.click(screen.getByRole('menuitem', { name: 'Remove Member' }));
      return within(screen.getByRole('dialog', { name: 'Remove Member' }));
    };
    let dialog = await openRemoval();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Are you sure you want to remove Sam Rivera? This action cannot be undone.',
    );
    // Their ledger goes with the card: the dialog says so before anything is removed.
    expect(dialog.getByText(/Any fills recorded for Sam Rivera in My Savings are deleted/)).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await familyRow('Sam Rivera')).toBeTruthy();

    dialog = await openRemoval();
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await familyTable()).queryByRole('row', { name: /Sam Rivera/ })).toBeNull();
    expect((await familyTable()).getByRole('row', { name: /Alex Rivera/ })).toBeInTheDocument();
    expect((await familySection()).getByRole('button', { name: 'Add Member (4 slots left)' })).toBeInTheDocument();
    expect(await screen.findByText('Sam Rivera was removed from your plan')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Family Members' })).toHaveFocus());
  });

  it('says "Failed to remove family member" when the removal fails, and keeps the member', async () => {
    signInCardHolder({ plan: 'Family', family: ['Alex Rivera'] });
    server.use(
      http.delete('*/api/v1/memberships/:id', () =>
        HttpResponse.json({ code: 'internal', message: 'Something went wrong' }, { status: 500 }),
      ),
    );
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click((await familyRow('Alex Rivera')).getByRole('button', { name: 'Actions for Alex Rivera' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove Member' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove Member' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to remove family member');
    expect(dialog.getByRole('button', { name: 'Remove' })).toBeEnabled();
    expect((await familyTable()).getByRole('row', { name: /Alex Rivera/ })).toBeInTheDocument();
  });
});
