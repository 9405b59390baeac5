import type { CardIssuer } from '@arx/contracts/card';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildCompletedMembership,
  buildFamilyMember,
  buildSubscriptionStatus,
  signInAs,
} from '../../testing/factories';
import { mockLocation } from '../../testing/location';
import { renderRoute } from '../../testing/render';
import { serveMembership, server, serveSubscriptionStatus } from '../../testing/server';
import { counterCardOf, readSavedCard, saveCard } from './saved-card';

const ISSUER: CardIssuer = {
  processor_name: 'Navitus Health Solutions',
  rx_pcn: null,
  helpdesk_phone: '1-800-555-0134',
  member_services_phone: '1-888-555-0100',
  website_label: 'arxsavingsclub.com',
  website_url: 'https://arxsavingsclub.com',
};
const STORAGE_KEY = 'arx.counter_card';

function serveIssuer(issuer: CardIssuer) {
  server.use(http.get('*/api/v1/card_issuer', () => HttpResponse.json(issuer)));
}

/** The row of one field: its label, the value and its Copy button. */
const fieldRow = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('counter mode', () => {
  beforeEach(() => {
    signInAs({ name: 'Jamie Rivera', user_id: 1 });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows the name, member ID, BIN and group large, the processor, a tap-to-call help desk and the not-insurance line', async () => {
    serveMembership(
      buildCompletedMembership({ display_name: 'Jamie Rivera', full_member_id: 'ARX-004217-01', group_code: 'ARXFAM' }),
    );
    serveIssuer(ISSUER);
    renderRoute('/counter');

    expect(await screen.findByRole('heading', { level: 1, name: 'Jamie Rivera' })).toBeInTheDocument();
    expect(fieldRow('Member ID')).toHaveTextContent('ARX-004217-01');
    expect(fieldRow('RxBIN')).toHaveTextContent('022352');
    expect(fieldRow('RxGroup')).toHaveTextContent('ARXFAM');
    // The processor decides whether pharmacies need a PCN: none configured, none shown.
    expect(screen.queryByText('RxPCN')).toBeNull();
    expect(screen.getByText('Navitus Health Solutions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute('href', 'tel:+18005550134');
    expect(screen.getByText('THIS IS NOT INSURANCE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to dashboard/ })).toHaveAttribute('href', '/dashboard');
    // Shown from the API: no "saved on this device" line.
    expect(screen.queryByText(/saved on this device/)).toBeNull();
    // Full screen: neither the site's header nor its footer.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows the RxPCN, between BIN and group, when the processor has one', async () => {
    serveMembership(buildCompletedMembership());
    serveIssuer({ ...ISSUER, rx_pcn: 'ARXPCN' });
    renderRoute('/counter');

    expect(await screen.findByText('RxPCN', { selector: 'dt' })).toBeInTheDocument();
    expect(fieldRow('RxPCN')).toHaveTextContent('ARXPCN');
    const labels = screen.getAllByRole('term').map((term) => term.textContent);
    expect(labels).toEqual(['Member ID', 'RxBIN', 'RxPCN', 'RxGroup']);
  });

  it('copies a field and says "Copied" on its button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    serveMembership(buildCompletedMembership({ full_member_id: 'ARX-004217-01' }));
    serveIssuer(ISSUER);
    renderRoute('/counter');

    const copy = await screen.findByRole('button', { name: 'Copy Member ID' });
    await userEvent.click(copy);
    expect(writeText).toHaveBeenCalledWith('ARX-004217-01');
    expect(copy).toHaveTextContent('Copied');
    expect(within(fieldRow('Member ID')).getByRole('status')).toHaveTextContent('Member ID copied');
    expect(within(fieldRow('RxBIN')).getByRole('button')).toHaveTextContent('Copy');
  });

  it("shows a household member's card with ?card=<membership id>", async () => {
    const child = buildFamilyMember({
      display_name: 'Sam Rivera',
      full_member_id: 'ARX-000123-03',
      person_code: 3,
      status: 'active',
      profile_completed: true,
    });
    serveMembership(buildCompletedMembership({ family_members: [child] }));
    serveIssuer(ISSUER);
    renderRoute(`/counter?card=${child.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Rivera' })).toBeInTheDocument();
    expect(fieldRow('Member ID')).toHaveTextContent('ARX-000123-03');
  });

  it('keeps only the card fields on the device: no birth date, sex, address or status detail', async () => {
    const spouse = buildFamilyMember({ display_name: 'Alex Rivera', date_of_birth: '1986-01-02', sex: 'male' });
    const membership = buildCompletedMembership({ family_members: [spouse] });
    serveMembership(membership);
    serveIssuer(ISSUER);
    renderRoute('/counter');
    await screen.findByRole('heading', { level: 1, name: 'Jamie Rivera' });

    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEY)).not.toBeNull());
    const stored = window.localStorage.getItem(STORAGE_KEY)!;
    const card = JSON.parse(stored);
    expect(Object.keys(card).sort()).toEqual(['holders', 'issuer', 'refreshed_at', 'user_id']);
    expect(card.holders).toHaveLength(2);
    for (const holder of card.holders) {
      expect(Object.keys(holder).sort()).toEqual(
        // A pet's species is printed on its card too ("Pet · Cat"); a person's is null.
        ['is_active', 'member_id', 'membership_id', 'name', 'person_code', 'rx_bin', 'rx_group', 'species'].sort(),
      );
    }
    expect(Object.keys(card.issuer).sort()).toEqual(Object.keys(ISSUER).sort());
    for (const secret of ['1985-04-12', '1986-01-02', '12 Main St', 'Boise', '83702', 'female']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('offline, shows the card saved on this device and when it was last refreshed', async () => {
    const membership = buildCompletedMembership({ full_member_id: 'ARX-004217-01' });
    saveCard(counterCardOf(1, membership, ISSUER, new Date('2026-11-20T15:30:00Z')));
    server.use(
      http.get('*/api/v1/memberships/primary', () => HttpResponse.error()),
      http.get('*/api/v1/card_issuer', () => HttpResponse.error()),
    );
    renderRoute('/counter');

    expect(await screen.findByRole('heading', { level: 1, name: 'Jamie Rivera' })).toBeInTheDocument();
    expect(fieldRow('Member ID')).toHaveTextContent('ARX-004217-01');
    expect(screen.getByText(/^Card saved on this device\. Last refreshed Nov 20, 2026/)).toBeInTheDocument();
  });

  it("never shows another account's saved card", async () => {
    saveCard(counterCardOf(2, buildCompletedMembership({ display_name: 'Someone Else' }), ISSUER));
    server.use(
      http.get('*/api/v1/memberships/primary', () => HttpResponse.error()),
      http.get('*/api/v1/card_issuer', () => HttpResponse.error()),
    );
    renderRoute('/counter');

    expect(await screen.findByText(/Your card is not saved on this device yet/)).toBeInTheDocument();
    expect(screen.queryByText('Someone Else')).toBeNull();
    expect(readSavedCard(1)).toBeNull();
  });

  it('saves the card when the dashboard shows it, and signing out removes it', async () => {
    const location = mockLocation();
    try {
      serveSubscriptionStatus(buildSubscriptionStatus());
      serveMembership(buildCompletedMembership({ display_name: 'Jamie Rivera' }));
      serveIssuer(ISSUER);
      renderRoute('/dashboard');
      expect(await screen.findByRole('link', { name: 'Show at pharmacy' })).toHaveAttribute('href', '/counter');
      await waitFor(() => expect(readSavedCard(1)?.holders[0]?.name).toBe('Jamie Rivera'));
      // Installable from here on: the manifest (counter mode is its start page) and the home-screen icon.
      expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      expect(document.head.querySelector('link[rel="apple-touch-icon"]')).not.toBeNull();

      await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
      await waitFor(() => expect(location.assign).toHaveBeenCalled());
      expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    } finally {
      location.restore();
    }
  });
});
