import type { CardIssuer } from '@arx/contracts/card';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOME_PROFILE, signInCardHolder } from '../../testing/card-holder';
import { familyTable } from '../../testing/family-section';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';

const ISSUER: CardIssuer = {
  processor_name: 'Demo Rx Processing',
  rx_pcn: null,
  helpdesk_phone: '1-800-555-0134',
  member_services_phone: '1-800-555-0199',
  website_label: 'localhost:3000',
  website_url: 'http://localhost:3000',
};

const row = async (name: string) => within((await familyTable()).getByRole('row', { name: new RegExp(name) }));

async function openCard(name: string) {
  renderRoute('/dashboard');
  await userEvent.click((await row(name)).getByRole('button', { name: `Get Card for ${name}` }));
  return within(screen.getByRole('dialog', { name: `${name}'s Card` }));
}

describe("a family member's card dialog", () => {
  it('shows the front fields and NOT INSURANCE in bold, and links to counter mode for that member', async () => {
    server.use(http.get('/api/v1/card_issuer', () => HttpResponse.json(ISSUER)));
    signInCardHolder({
      plan: 'Family',
      family: [{ display_name: 'Sam Rivera', person_code: 3, profile: { ...HOME_PROFILE, sex: 'unknown' } }],
    });
    const dialog = await openCard('Sam Rivera');
    const face = dialog.getByRole('article', { name: 'Family Member Card' });
    expect(await within(face).findByText('Demo Rx Processing')).toBeInTheDocument();
    expect(face).toHaveTextContent('Sam Rivera');
    expect(face).toHaveTextContent('Member IDARX-000001-02');
    expect(face).toHaveTextContent(/RxBIN\d+/);
    expect(face).toHaveTextContent(/RxGroup\w+/);
    expect(face).not.toHaveTextContent('RxPCN');
    expect(face).toHaveTextContent('Pharmacist help desk1-800-555-0134');
    expect(face).toHaveTextContent('Member services1-800-555-0199');
    expect(within(face).getByText('THIS IS NOT INSURANCE').tagName).toBe('STRONG');

    const counter = dialog.getByRole('link', { name: 'Show at pharmacy' });
    expect(counter.getAttribute('href')).toMatch(/^\/counter\?card=\d+$/);
    expect(dialog.getByRole('button', { name: 'Card back' })).toBeInTheDocument();
  });

  it('offers no counter mode while the member’s profile is incomplete', async () => {
    server.use(http.get('/api/v1/card_issuer', () => HttpResponse.json(ISSUER)));
    signInCardHolder({ plan: 'Family', family: ['Alex Rivera'] });
    const dialog = await openCard('Alex Rivera');
    expect(dialog.getByText('Profile must be completed to activate wallet passes')).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: 'Show at pharmacy' })).toBeNull();
  });

  it('names a pet as a pet: "Pet · Cat" in the dialog, and the species on its card for the pharmacist', async () => {
    server.use(http.get('/api/v1/card_issuer', () => HttpResponse.json(ISSUER)));
    signInCardHolder({
      plan: 'Partner/Pet',
      family: [{ display_name: 'Misu', person_code: 4, species: 'cat', profile: { ...HOME_PROFILE, sex: 'unknown' } }],
    });
    const dialog = await openCard('Misu');
    expect(dialog.getByRole('heading', { name: "Misu's Card" }).nextElementSibling).toHaveTextContent(/^Pet · Cat/);
    expect(dialog.queryByText(/Other/)).toBeNull();
    const face = dialog.getByRole('article', { name: /Member Card$/ });
    expect(within(face).getByText('Pet · Cat')).toBeInTheDocument();
  });
});
