import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_PROFILE, signInCardHolder } from '../../testing/card-holder';
import { familyTable } from '../../testing/family-section';
import { renderRoute } from '../../testing/render';
import { recordRequests } from '../../testing/server';
import { AGENTS, stubUserAgent } from '../../testing/user-agents';

/** seedMockFamily's ids for user 1: 1000 + 10 + 2 for the first dependent, and on. */
const SAM_ID = 1012;

async function openCard(name: string) {
  const row = (await familyTable()).getByRole('row', { name: new RegExp(name) });
  await userEvent.click(within(row).getByRole('button', { name: `Get Card for ${name}` }));
  return within(screen.getByRole('dialog', { name: `${name}'s Card` }));
}

describe('wallet buttons in a family member’s card', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks about that member’s card and makes the pass for it (membership_id)', async () => {
    stubUserAgent(AGENTS.windowsEdge);
    signInCardHolder({
      plan: 'Family',
      family: [{ display_name: 'Sam Rivera', person_code: 3, profile: { ...HOME_PROFILE, sex: 'unknown' } }],
    });
    const checks = recordRequests('get', '*/api/v1/wallet_passes/eligibility');
    const posts = recordRequests('post', '*/api/v1/wallet_passes');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderRoute('/dashboard');

    const dialog = await openCard('Sam Rivera');
    const google = await dialog.findByRole('button', { name: 'Add to Google Wallet' });
    await waitFor(() => expect(google).toBeEnabled());
    expect(dialog.getByRole('button', { name: 'Add to Apple Wallet' })).toBeEnabled();
    expect(dialog.getByRole('button', { name: 'Send to my phone' })).toBeEnabled();
    expect(checks.map((c) => c.url.searchParams.get('membership_id'))).toContain(String(SAM_ID));

    await userEvent.click(google);
    expect(await screen.findByText('Pass added to wallet successfully!')).toBeInTheDocument();
    expect(posts.map((p) => p.body)).toEqual([{ platform: 'android', membership_id: SAM_ID }]);
    expect(open).toHaveBeenCalledWith(`https://pay.google.com/gp/v/save/mock.${SAM_ID}.jwt`, '_blank', 'noopener');
  });

  it('shares a link for that member’s card', async () => {
    stubUserAgent(AGENTS.macChrome);
    signInCardHolder({
      plan: 'Family',
      family: [{ display_name: 'Sam Rivera', person_code: 3, profile: HOME_PROFILE }],
    });
    const links = recordRequests('get', '*/api/v1/wallet_passes/add_link');
    renderRoute('/dashboard');
    const card = await openCard('Sam Rivera');
    const share = await card.findByRole('button', { name: 'Send to my phone' });
    await waitFor(() => expect(share).toBeEnabled());
    await userEvent.click(share);
    const dialog = within(await screen.findByRole('dialog', { name: 'Send your card to your phone' }));
    expect(await dialog.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(links.map((l) => l.url.searchParams.get('membership_id'))).toEqual([String(SAM_ID)]);
  });

  it('explains a card the plan has suspended instead of offering a pass', async () => {
    signInCardHolder({
      plan: 'Individual',
      family: [{ display_name: 'Sam Rivera', person_code: 3, profile: HOME_PROFILE }],
    });
    renderRoute('/dashboard');
    const dialog = await openCard('Sam Rivera');
    const panel = within(await dialog.findByRole('region', { name: 'Wallet Pass Not Available' }));
    expect(panel.getByText('Your membership card is not yet available.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Wallet/ })).toBeNull();
  });

  it('offers no wallet while the member’s profile is incomplete, only the notice', async () => {
    signInCardHolder({ plan: 'Family', family: ['Alex Rivera'] });
    const checks = recordRequests('get', '*/api/v1/wallet_passes/eligibility');
    renderRoute('/dashboard');
    const dialog = await openCard('Alex Rivera');
    expect(dialog.getByText('Profile must be completed to activate wallet passes')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Wallet|phone/ })).toBeNull();
    expect(checks.filter((c) => c.url.searchParams.has('membership_id'))).toHaveLength(0);
  });
});
