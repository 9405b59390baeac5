import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildCompletedMembership,
  buildMembership,
  buildSubscriptionStatus,
  buildUserProfile,
  signInAs,
} from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { serveMembership, server, serveSubscriptionStatus } from '../../testing/server';
import { COPY_FEEDBACK_MS } from './components/copy-member-id-button';
import { PROFILE_MODAL_DISMISSED_KEY } from './membership';

const cardSection = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Your Savings Card' })).closest('section')!;
const card = () => screen.getByRole('article', { name: /Member Card/ });

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

/** The demo card's issuer, as GET /card_issuer answers it on a fresh clone. */
const DEMO_ISSUER = {
  processor_name: 'Demo Rx Processing',
  rx_pcn: 'ARXDEMO',
  helpdesk_phone: '1-800-555-0134',
  member_services_phone: '1-800-555-0199',
  website_label: 'localhost:3000',
  website_url: 'http://localhost:3000',
};

describe('the savings card on the dashboard', () => {
  beforeEach(() => {
    signInAs({ name: 'Jamie Rivera' });
    serveSubscriptionStatus(buildSubscriptionStatus());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows a complete card as Ready to use, with title, PRIMARY, member, ID, group, BIN and the notice', async () => {
    serveMembership(
      buildCompletedMembership({
        full_member_id: 'ARX-004217-01',
        display_name: 'Jamie Rivera',
        card_title: 'Family Member Card',
        group_code: 'ARXFAM',
        bin_number: '610020',
      }),
    );
    renderRoute('/dashboard');
    const section = await cardSection();
    expect(await within(section).findByText('Ready to use')).toBeInTheDocument();
    const face = within(section).getByRole('article', { name: 'Family Member Card' });
    expect(face).toHaveAttribute('data-state', 'active');
    expect(face.className).not.toContain('opacity-');
    expect(within(face).getByText('PRIMARY')).toBeInTheDocument();
    expect(within(face).queryByText('INACTIVE')).toBeNull();
    expect(face).toHaveTextContent('Jamie Rivera');
    expect(face).toHaveTextContent('Member IDARX-004217-01');
    expect(face).toHaveTextContent('GroupARXFAM');
    expect(face).toHaveTextContent('BIN610020');
    expect(face).toHaveTextContent('THIS IS NOT INSURANCE');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Your profile is incomplete')).toBeNull();
  });

  it('dims an incomplete card and marks it INACTIVE, with "Premium Member Card" when there is no product title', async () => {
    window.localStorage.setItem(PROFILE_MODAL_DISMISSED_KEY, 'true');
    serveMembership(buildMembership({ card_title: '' }));
    renderRoute('/dashboard');
    const section = await cardSection();
    expect(await within(section).findByText('Profile incomplete')).toBeInTheDocument();
    const face = within(section).getByRole('article', { name: 'Premium Member Card' });
    expect(face).toHaveAttribute('data-state', 'inactive');
    expect(face.className).toContain('opacity-75');
    expect(within(face).getByText('INACTIVE')).toBeInTheDocument();
  });

  it('uses an INACTIVE placeholder with the profile values when the membership fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/v1/memberships/primary', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      http.get('*/api/v1/users/profile', () =>
        HttpResponse.json(buildUserProfile({ user: { name: 'Jamie Rivera', memberId: 'ARX-000777-01' } })),
      ),
    );
    renderRoute('/dashboard');
    const section = await cardSection();
    expect(await within(section).findByText('Profile incomplete')).toBeInTheDocument();
    const face = within(section).getByRole('article', { name: 'Premium Member Card' });
    expect(within(face).getByText('INACTIVE')).toBeInTheDocument();
    expect(face).toHaveTextContent('ARX-000777-01');
    expect(face).toHaveTextContent('GroupARXASOLO');
    expect(face).toHaveTextContent('BIN022352');
    // Nothing to complete yet, so no modal by itself: the banner says what is missing.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Your profile is incomplete')).toBeInTheDocument();
  });

  it('falls back to the sample member ID only when the profile has none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/v1/memberships/primary', () => HttpResponse.json({ message: 'none' }, { status: 404 })),
      http.get('*/api/v1/users/profile', () =>
        HttpResponse.json(buildUserProfile({ user: { memberId: null, groupCode: null, binNumber: null } })),
      ),
    );
    renderRoute('/dashboard');
    await cardSection();
    await waitFor(() => expect(card()).toHaveTextContent('ARX-000001'));
    expect(card()).toHaveTextContent('GroupARXASOLO');
    expect(card()).toHaveTextContent('BIN022352');
  });

  it('shows a card-sized placeholder while the membership loads', async () => {
    server.use(
      http.get('*/api/v1/memberships/primary', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderRoute('/dashboard');
    const section = await cardSection();
    expect(within(section).getByRole('status')).toHaveTextContent('Loading your card...');
  });

  it('copies the member ID, says "Copied!" for 2 seconds and confirms with a toast', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    serveMembership(buildCompletedMembership({ full_member_id: 'ARX-004217-01' }));
    renderRoute('/dashboard');
    await cardSection();
    const button = await screen.findByRole('button', { name: 'Copy member ID' });

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('ARX-004217-01');
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    expect(screen.getByText('Member ID copied to clipboard!').closest('[data-toast-type]')).toHaveAttribute(
      'data-toast-type',
      'success',
    );
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied!')).toBeNull();
  });

  it.each([
    ['the clipboard refuses', () => stubClipboard(() => Promise.reject(new Error('denied')))],
    ['there is no clipboard', () => stubClipboard(undefined)],
  ])('shows "Failed to copy Member ID" when %s', async (_case, arrange) => {
    arrange();
    serveMembership(buildCompletedMembership());
    renderRoute('/dashboard');
    await cardSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy member ID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to copy Member ID');
    expect(screen.queryByText('Copied!')).toBeNull();
  });

  it('prints just the card: front and back at 85.6 × 53.98 mm', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    server.use(http.get('/api/v1/card_issuer', () => HttpResponse.json(DEMO_ISSUER)));
    serveMembership(buildCompletedMembership({ full_member_id: 'ARX-004217-01' }));
    renderRoute('/dashboard');
    await cardSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Print card' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const printable = document.querySelector('[data-print-card]')!;
    expect(printable.parentElement).toBe(document.body);
    expect(printable).toHaveTextContent('ARX-004217-01');
    expect(within(printable as HTMLElement).queryByRole('button', { name: 'Copy member ID' })).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.querySelector('[data-print-card]')).toBeNull();
  });
});
