import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../lib/i18n/catalogs';
import { stubBrowserTimeZone } from '../../testing/browser-time-zone';
import { buildSubscriptionStatus, signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server, serveSubscriptionStatus } from '../../testing/server';
import { PROFILE_COMPLETED_TOAST } from './components/primary-membership-area';
import { PROFILE_MODAL_DISMISSED_KEY } from './membership';

const REQUIRED = [
  'Date of birth is required',
  'Sex is required',
  'Street address is required',
  'City is required',
  'State is required',
  'ZIP code is required',
];

const dialog = () => screen.findByRole('dialog', { name: 'Welcome to ARX Savings Club!' });
const cardStatus = () => screen.getByRole('heading', { level: 2, name: 'Your Savings Card' }).closest('section')!;

async function fillProfile(modal: HTMLElement) {
  const user = userEvent.setup();
  const dob = within(modal).getByLabelText('Date of birth');
  await user.clear(dob);
  await user.type(dob, '1985-04-12');
  await user.selectOptions(within(modal).getByLabelText('Sex'), 'Female');
  await user.type(within(modal).getByLabelText('Street address'), '12 Main St');
  await user.type(within(modal).getByLabelText('City'), 'Boise');
  await user.selectOptions(within(modal).getByLabelText('State'), 'ID');
  await user.type(within(modal).getByLabelText('ZIP code'), '83702');
  return user;
}

describe('completing the primary profile', () => {
  beforeEach(() => {
    // The mock API gives this member an incomplete card holder's membership.
    signInAs({ name: 'Jamie Rivera' });
    serveSubscriptionStatus(buildSubscriptionStatus());
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens by itself for an incomplete profile, with its title, text, reassurance and fields', async () => {
    renderRoute('/dashboard');
    const modal = await dialog();
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(modal).toHaveAccessibleDescription('Complete your profile to activate your membership');
    expect(modal).toHaveTextContent('Your details are encrypted and used only to verify your membership.');
    expect(within(modal).getByLabelText('Date of birth')).toHaveValue('1990-01-01');
    expect(within(modal).getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
    const sex = within(modal).getByLabelText('Sex');
    expect(
      within(sex)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select...', 'Male', 'Female']);
    const states = within(within(modal).getByLabelText('State')).getAllByRole('option').slice(1);
    expect(states).toHaveLength(50);
    expect(states.every((o) => /^[A-Z]{2}$/.test(o.textContent ?? ''))).toBe(true);
    for (const label of ['Street address', 'City', 'ZIP code'])
      expect(within(modal).getByLabelText(label)).toBeInTheDocument();
    expect(within(modal).getByLabelText('Date of birth')).toHaveFocus();
  });

  it('lists every missing field at once under "Please fix the following errors:"', async () => {
    renderRoute('/dashboard');
    const modal = await dialog();
    const user = userEvent.setup();
    await user.clear(within(modal).getByLabelText('Date of birth'));
    await user.click(within(modal).getByRole('button', { name: 'Complete Profile' }));
    const summary = within(modal).getByRole('alert');
    expect(summary).toHaveTextContent('Please fix the following errors:');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(REQUIRED);
    expect(summary).toHaveFocus();
    expect(within(modal).getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the formats too: a future date, a bad ZIP', async () => {
    renderRoute('/dashboard');
    const modal = await dialog();
    const user = await fillProfile(modal);
    await user.clear(within(modal).getByLabelText('Date of birth'));
    await user.type(within(modal).getByLabelText('Date of birth'), '2999-01-01');
    await user.clear(within(modal).getByLabelText('ZIP code'));
    await user.type(within(modal).getByLabelText('ZIP code'), '8370');
    await user.click(within(modal).getByRole('button', { name: 'Complete Profile' }));
    const items = within(within(modal).getByRole('alert')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Date of birth must be in the past',
      'ZIP code must be in format 12345 or 12345-6789',
    ]);
  });

  it('keeps focus inside: Tab from the last control goes to the first, Shift+Tab goes back', async () => {
    renderRoute('/dashboard');
    const modal = await dialog();
    const user = userEvent.setup();
    const first = within(modal).getByLabelText('Date of birth');
    const last = within(modal).getByRole('button', { name: 'Complete Profile' });
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(modal.contains(document.activeElement)).toBe(true);
    }
  });

  it('Escape skips: the flag is stored, the banner shows, and the modal stays closed next visit', async () => {
    const first = renderRoute('/dashboard');
    await dialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(PROFILE_MODAL_DISMISSED_KEY)).toBe('true');
    const banner = screen.getByRole('region', { name: 'Profile reminder' });
    expect(banner).toHaveTextContent('Your profile is incomplete');
    first.unmount();

    renderRoute('/dashboard');
    expect(await screen.findByRole('region', { name: 'Profile reminder' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The banner's action opens it again; its close button hides the banner.
    await userEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(await dialog()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss profile reminder' }));
    expect(screen.queryByRole('region', { name: 'Profile reminder' })).toBeNull();
    expect(within(cardStatus()).getByText('Profile incomplete')).toBeInTheDocument();
  });

  it('completing turns the card to Ready to use, clears the flag, hides the banner and says so', async () => {
    window.localStorage.setItem(PROFILE_MODAL_DISMISSED_KEY, 'true');
    renderRoute('/dashboard');
    const banner = await screen.findByRole('region', { name: 'Profile reminder' });
    expect(within(cardStatus()).getByText('INACTIVE')).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Complete Profile' }));
    const modal = await dialog();
    const user = await fillProfile(modal);
    await user.click(within(modal).getByRole('button', { name: 'Complete Profile' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(cardStatus()).findByText('Ready to use')).toBeInTheDocument();
    expect(within(cardStatus()).queryByText('INACTIVE')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Profile reminder' })).toBeNull();
    expect(window.localStorage.getItem(PROFILE_MODAL_DISMISSED_KEY)).toBeNull();
    expect(await screen.findByText(i18nFor('en')._(PROFILE_COMPLETED_TOAST))).toBeInTheDocument();
  });

  it("sends the browser's time zone with the profile, so a member who joined before gets e-mails dated as the app does", async () => {
    stubBrowserTimeZone('America/Denver');
    const sent: unknown[] = [];
    // Records the body and answers nothing, so the mock API behind it saves the profile.
    server.use(
      http.patch('*/api/v1/memberships/update_profile', async ({ request }) => {
        sent.push(await request.clone().json());
      }),
    );
    renderRoute('/dashboard');
    const modal = await dialog();
    const user = await fillProfile(modal);
    await user.click(within(modal).getByRole('button', { name: 'Complete Profile' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        profile: expect.objectContaining({ date_of_birth: '1985-04-12', address_zip: '83702' }),
        time_zone: 'America/Denver',
      },
    ]);
  });

  it('shows "Completing..." on a disabled button while saving', async () => {
    server.use(
      http.patch('*/api/v1/memberships/update_profile', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderRoute('/dashboard');
    const modal = await dialog();
    const user = await fillProfile(modal);
    await user.click(within(modal).getByRole('button', { name: 'Complete Profile' }));
    expect(within(modal).getByRole('button', { name: 'Completing...' })).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Skip for now' })).toBeDisabled();
  });

  it("lists the server's errors and keeps what the member typed", async () => {
    server.use(
      http.patch('*/api/v1/memberships/update_profile', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Validation failed',
            errors: ['State must be one of the 50 US states', 'ZIP code must be in format 12345 or 12345-6789'],
          },
          { status: 400 },
        ),
      ),
    );
    renderRoute('/dashboard');
    const modal = await dialog();
    const user = await fillProfile(modal);
    await user.click(within(modal).getByRole('button', { name: 'Complete Profile' }));
    const summary = await within(modal).findByRole('alert');
    expect(summary).toHaveTextContent('Please fix the following errors:');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['State must be one of the 50 US states', 'ZIP code must be in format 12345 or 12345-6789']);
    expect(within(modal).getByLabelText('Date of birth')).toHaveValue('1985-04-12');
    expect(within(modal).getByLabelText('Sex')).toHaveValue('female');
    expect(within(modal).getByLabelText('Street address')).toHaveValue('12 Main St');
    expect(within(modal).getByLabelText('City')).toHaveValue('Boise');
    expect(within(modal).getByLabelText('State')).toHaveValue('ID');
    expect(within(modal).getByLabelText('ZIP code')).toHaveValue('83702');
    expect(within(modal).getByRole('button', { name: 'Complete Profile' })).toBeEnabled();
  });

  it('says "Failed to complete profile. Please try again." when the server gives no reasons', async () => {
    server.use(
      http.patch('*/api/v1/memberships/update_profile', () =>
        HttpResponse.json({ code: 'internal', message: 'Something broke' }, { status: 500 }),
      ),
    );
    renderRoute('/dashboard');
    const modal = await dialog();
    const user = await fillProfile(modal);
    await user.click(within(modal).getByRole('button', { name: 'Complete Profile' }));
    const summary = await within(modal).findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Failed to complete profile. Please try again.']);
    expect(within(modal).getByLabelText('City')).toHaveValue('Boise');
  });
});
