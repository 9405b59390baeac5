import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInCardHolder } from '../../testing/card-holder';
import { familySection, familyTable } from '../../testing/family-section';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';

describe('the actions menu', () => {
  it('opens from the keyboard, moves with the arrows, Home and End, and closes on Escape back to its button', async () => {
    signInCardHolder({ plan: 'Family', family: ['Alex Rivera'] });
    renderRoute('/dashboard');
    const user = userEvent.setup();
    const button = (await familyTable()).getByRole('button', { name: 'Actions for Alex Rivera' });
    button.focus();

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Actions for Alex Rivera' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit Member', 'Remove Member']);
    const edit = within(menu).getByRole('menuitem', { name: 'Edit Member' });
    const remove = within(menu).getByRole('menuitem', { name: 'Remove Member' });
    expect(edit).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(remove).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(edit).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(remove).toHaveFocus();
    await user.keyboard('{Home}');
    expect(edit).toHaveFocus();
    await user.keyboard('{End}');
    expect(remove).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Remove Member' })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('runs an item with Enter, and the dialog it opens gives the focus back to the menu button', async () => {
    signInCardHolder({ plan: 'Family', family: ['Alex Rivera'] });
    renderRoute('/dashboard');
    const user = userEvent.setup();
    const button = (await familyTable()).getByRole('button', { name: 'Actions for Alex Rivera' });
    button.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit Member' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes on a click elsewhere', async () => {
    signInCardHolder({ plan: 'Family', family: ['Alex Rivera'] });
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click((await familyTable()).getByRole('button', { name: 'Actions for Alex Rivera' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Family Members' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('adding by details (the older name-and-relationship form)', () => {
  const openForm = async () => {
    const section = await familySection();
    await userEvent.click(section.getByText('Add by details'));
    return within(section.getByRole('form', { name: 'Add a family member by details' }));
  };

  it('has the spec’s fields, types and defaults', async () => {
    signInCardHolder({ plan: 'Family' });
    renderRoute('/dashboard');
    const form = await openForm();
    expect(form.getByLabelText('First name')).toHaveValue('');
    expect(form.getByLabelText('Last name')).toHaveValue('');
    expect(form.getByLabelText('Date of birth')).toHaveValue('1990-01-01');
    const relationship = form.getByLabelText('Relationship');
    expect(relationship).toHaveDisplayValue('Spouse');
    expect(
      within(relationship)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['spouse', 'child', 'parent', 'other']);
    expect(form.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(form.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    expect(form.getByLabelText('Phone number')).toHaveAttribute('placeholder', '(555) 123-4567');
  });

  it('requires first name, last name and date of birth, in plain words', async () => {
    signInCardHolder({ plan: 'Family' });
    let posts = 0;
    server.use(
      http.post('*/api/v1/memberships', () => {
        posts++;
      }),
    );
    renderRoute('/dashboard');
    const user = userEvent.setup();
    const form = await openForm();
    await user.clear(form.getByLabelText('Date of birth'));
    await user.click(form.getByRole('button', { name: 'Add Member' }));
    expect(form.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(form.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(form.getByLabelText('Date of birth')).toHaveAccessibleDescription('Date of birth is required');
    expect(posts).toBe(0);
  });

  it('adds "first last" with the relationship’s person code, then clears the form', async () => {
    signInCardHolder({ plan: 'Family', family: ['Alex Rivera'] });
    const posts: unknown[] = [];
    server.use(
      http.post('*/api/v1/memberships', async ({ request }) => {
        posts.push(await request.clone().json());
      }),
    );
    renderRoute('/dashboard');
    const user = userEvent.setup();
    const form = await openForm();
    await user.type(form.getByLabelText('First name'), 'Robin');
    await user.type(form.getByLabelText('Last name'), 'Rivera');
    await user.clear(form.getByLabelText('Date of birth'));
    await user.type(form.getByLabelText('Date of birth'), '2014-05-06');
    await user.selectOptions(form.getByLabelText('Relationship'), 'Child');
    await user.type(form.getByLabelText('Email'), 'robin@example.com');
    await user.type(form.getByLabelText('Phone number'), '(208) 555-0100');
    await user.click(form.getByRole('button', { name: 'Add Member' }));

    expect(await (await familyTable()).findByRole('row', { name: /Robin Rivera/ })).toHaveTextContent(
      'Dependent Child',
    );
    expect(posts).toEqual([{ membership: { display_name: 'Robin Rivera', person_code: 3, species: null } }]);
    await waitFor(() => expect(form.getByLabelText('First name')).toHaveValue(''));
    expect(form.getByLabelText('Last name')).toHaveValue('');
    expect(form.getByLabelText('Date of birth')).toHaveValue('1990-01-01');
    expect(form.getByLabelText('Relationship')).toHaveDisplayValue('Spouse');
    expect(form.getByLabelText('Email')).toHaveValue('');
    expect(form.getByLabelText('Phone number')).toHaveValue('');

    // A parent (like "other") is person code 4.
    await user.type(form.getByLabelText('First name'), 'Pat');
    await user.type(form.getByLabelText('Last name'), 'Rivera');
    await user.selectOptions(form.getByLabelText('Relationship'), 'Parent');
    await user.click(form.getByRole('button', { name: 'Add Member' }));
    expect(await (await familyTable()).findByRole('row', { name: /Pat Rivera/ })).toHaveTextContent('Other');
    expect(posts[1]).toEqual({ membership: { display_name: 'Pat Rivera', person_code: 4, species: null } });
  });

  it('keeps what was typed and shows "Failed to add family member" with the reasons when the plan is full', async () => {
    signInCardHolder({ plan: 'Partner/Pet' });
    renderRoute('/dashboard');
    const user = userEvent.setup();
    expect((await familySection()).getByRole('button', { name: 'Add Member (1 slot left)' })).toBeEnabled();
    server.use(
      http.post('*/api/v1/memberships', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Full',
            errors: ['No family member slots available on your plan'],
            membership: null,
          },
          { status: 422 },
        ),
      ),
    );
    const form = await openForm();
    await user.type(form.getByLabelText('First name'), 'Biscuit');
    await user.type(form.getByLabelText('Last name'), 'Rivera');
    await user.click(form.getByRole('button', { name: 'Add Member' }));
    const failure = await form.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to add family member');
    expect(failure).toHaveTextContent('No family member slots available on your plan');
    expect(form.getByLabelText('First name')).toHaveValue('Biscuit');
  });
});

describe('a Partner/Pet plan', () => {
  it('has one place: once it is taken the button says no slots are left', async () => {
    signInCardHolder({ plan: 'Partner/Pet', family: ['Biscuit'] });
    renderRoute('/dashboard');
    const section = await familySection();
    expect(section.getByRole('button', { name: 'No slots left' })).toBeDisabled();
    expect(section.getByRole('table')).toHaveTextContent('Biscuit');
  });
});
