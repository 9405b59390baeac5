import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildCompletedMembership,
  buildFamilyHousehold,
  buildFamilyMember,
  buildSubscriptionStatus,
  signInAs,
} from '../../testing/factories';
import { familySection, familyTable } from '../../testing/family-section';
import { renderRoute } from '../../testing/render';
import { serveMembership, server, serveSubscriptionStatus } from '../../testing/server';

/** The dashboard has loaded the card holder's membership once the card shows. */
const cardLoaded = () => screen.findByRole('article', { name: /Member Card/ });

describe('the Family Members section', () => {
  beforeEach(() => {
    signInAs({ name: 'Jamie Rivera' });
    serveSubscriptionStatus(buildSubscriptionStatus());
  });

  it('is hidden when the plan holds no family and there are no members', async () => {
    serveMembership(buildCompletedMembership({ family_plan_eligible: false, family_members: [] }));
    renderRoute('/dashboard');
    await cardLoaded();
    expect(screen.queryByRole('heading', { name: 'Family Members' })).toBeNull();
    expect(screen.queryByText('Family Plan Required')).toBeNull();
  });

  it('shows "No family members yet" with "Add Your First Family Member" and the slot count on a family plan', async () => {
    serveMembership(buildFamilyHousehold([]));
    renderRoute('/dashboard');
    const region = await familySection();
    expect(region.getByText('No family members yet')).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Add Your First Family Member' })).toBeEnabled();
    expect(region.getByRole('button', { name: 'Add Member (5 slots left)' })).toBeEnabled();
    expect(region.queryByRole('table')).toBeNull();
    await userEvent.click(region.getByRole('button', { name: 'Add Your First Family Member' }));
    expect(screen.getByRole('dialog', { name: 'Add Family Member' })).toBeInTheDocument();
  });

  it('shows the upgrade message, linking to the plans, when members cannot be added', async () => {
    serveMembership(buildFamilyHousehold([], { can_add_family_members: false, available_family_member_slots: 0 }));
    renderRoute('/dashboard');
    const region = await familySection();
    expect(region.getByText('No family members yet')).toBeInTheDocument();
    expect(region.getByText(/Upgrade to a Family or Partner\/Pet plan to add family members/)).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/register?step=plans');
    expect(region.queryByRole('button', { name: 'Add Your First Family Member' })).toBeNull();
  });

  it('warns "Family Plan Required" when members exist on a plan without family, and offers no adding', async () => {
    serveMembership(
      buildCompletedMembership({
        family_plan_eligible: false,
        can_add_family_members: false,
        available_family_member_slots: 0,
        family_members: [
          buildFamilyMember({ display_name: 'Alex Rivera', status: 'suspended', profile_completed: true }),
          buildFamilyMember({ display_name: 'Sam Rivera', status: 'suspended', profile_completed: false }),
        ],
      }),
    );
    renderRoute('/dashboard');
    const region = await familySection();
    const warning = region.getByRole('note');
    expect(warning).toHaveTextContent('Family Plan Required');
    expect(within(warning).getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/register?step=plans');
    const table = within(region.getByRole('table'));
    const alex = within(table.getByRole('row', { name: /Alex Rivera/ }));
    expect(alex.getByText('Suspended')).toHaveAttribute('data-tone', 'yellow');
    expect(alex.queryByText('(Pending)')).toBeNull();
    expect(within(table.getByRole('row', { name: /Sam Rivera/ })).getByText('(Pending)')).toBeInTheDocument();
    expect(region.queryByRole('button', { name: /Add Member|No slots left/ })).toBeNull();
    expect(region.queryByText('Add by details')).toBeNull();
  });

  it('lists the members in a table: name, Get Card with the member id, coloured status, profile and actions', async () => {
    serveMembership(
      buildFamilyHousehold([
        buildFamilyMember({
          display_name: 'Alex Rivera',
          full_member_id: 'ARX-000123-02',
          status: 'active',
          profile_completed: true,
        }),
        buildFamilyMember({
          display_name: 'Sam Rivera',
          person_code: 3,
          person_code_label: 'Dependent Child',
          full_member_id: 'ARX-000123-03',
          status: 'inactive',
        }),
      ]),
    );
    renderRoute('/dashboard');
    const table = await familyTable();
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Membership',
      'Status',
      'Profile',
      'Actions',
    ]);

    const alex = within(table.getByRole('row', { name: /Alex Rivera/ }));
    expect(alex.getByRole('rowheader')).toHaveTextContent('Alex RiveraSpouse');
    expect(alex.getByRole('button', { name: 'Get Card for Alex Rivera' })).toBeInTheDocument();
    expect(alex.getByText('ARX-000123-02')).toBeInTheDocument();
    expect(alex.getByText('Active')).toHaveAttribute('data-tone', 'green');
    expect(alex.getByText('Complete')).toBeInTheDocument();
    expect(alex.queryByRole('button', { name: /Complete Profile/ })).toBeNull();
    const menu = alex.getByRole('button', { name: 'Actions for Alex Rivera' });
    expect(menu).toHaveAttribute('aria-haspopup', 'menu');
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    const sam = within(table.getByRole('row', { name: /Sam Rivera/ }));
    expect(sam.getByRole('rowheader')).toHaveTextContent('Sam RiveraDependent Child');
    expect(sam.getByText('Inactive')).toHaveAttribute('data-tone', 'red');
    expect(sam.getByText('(Pending)')).toBeInTheDocument();
    expect(sam.getByRole('button', { name: 'Complete Profile for Sam Rivera' })).toBeInTheDocument();
  });

  it('gives narrow screens one card per member with the same facts', async () => {
    serveMembership(
      buildFamilyHousehold([buildFamilyMember({ display_name: 'Alex Rivera', full_member_id: 'ARX-000123-02' })]),
    );
    renderRoute('/dashboard');
    const region = await familySection();
    const card = within(region.getByRole('heading', { level: 3, name: 'Alex Rivera' }).closest('li')!);
    expect(card.getByText('ARX-000123-02')).toBeInTheDocument();
    expect(card.getByText('Inactive')).toBeInTheDocument();
    expect(card.getByText('(Pending)')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Get Card for Alex Rivera' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Actions for Alex Rivera' })).toBeInTheDocument();
  });

  it('says "1 slot left" for the last place, and "No slots left" on a disabled button when the plan is full', async () => {
    const members = [1, 2, 3, 4].map((n) => buildFamilyMember({ display_name: `Member ${n}` }));
    serveMembership(buildFamilyHousehold(members));
    const { unmount } = renderRoute('/dashboard');
    expect((await familySection()).getByRole('button', { name: 'Add Member (1 slot left)' })).toBeEnabled();
    unmount();

    serveMembership(buildFamilyHousehold([...members, buildFamilyMember({ display_name: 'Member 5' })]));
    renderRoute('/dashboard');
    const region = await familySection();
    expect(region.getByRole('button', { name: 'No slots left' })).toBeDisabled();
    expect(region.queryByText('Add by details')).toBeNull();
  });

  it('shows a loading state while the membership loads', async () => {
    server.use(
      http.get('*/api/v1/memberships/primary', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderRoute('/dashboard');
    const region = await familySection();
    expect(region.getByRole('status')).toHaveTextContent('Loading family members...');
  });

  it('says "Failed to load family members" and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.get('*/api/v1/memberships/primary', () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ code: 'internal', message: 'down' }, { status: 500 })
          : HttpResponse.json({ membership: buildFamilyHousehold([]) });
      }),
    );
    renderRoute('/dashboard');
    const region = await familySection();
    expect(await region.findByRole('alert')).toHaveTextContent('Failed to load family members');
    await userEvent.click(region.getByRole('button', { name: 'Try Again' }));
    expect(await region.findByText('No family members yet')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
