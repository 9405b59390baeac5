import type { CardIssuer } from '@arx/contracts/card';
import type { Messages } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18nFor, setPageLocale } from '../../lib/i18n/catalogs';
import { saveLocaleChoice } from '../../lib/i18n/saved-locale';
import { buildCompletedMembership, buildFamilyMember, signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { serveMembership, server } from '../../testing/server';
import { counterCardOf, saveCard } from './saved-card';

const ISSUER: CardIssuer = {
  processor_name: 'Navitus Health Solutions',
  rx_pcn: 'ARXPCN',
  helpdesk_phone: '1-800-555-0134',
  member_services_phone: '1-888-555-0100',
  website_label: 'arxsavingsclub.com',
  website_url: 'https://arxsavingsclub.com',
};

// Every Spanish catalogue, as a Spanish page has those of its parts loaded before it renders.
const spanish = import.meta.glob<{ messages: Messages }>(
  ['../../locales/es.po', '../../app/ssr/locales/es.po', '../*/locales/es.po', '../*/locales/*/es.po'],
  { eager: true },
);

/**
 * Counter mode on a Spanish page: the member reads it in Spanish, then hands it to a US
 * pharmacist, so what the pharmacist reads keeps its English beside the Spanish.
 */
describe('counter mode on a Spanish page', () => {
  beforeAll(() => {
    for (const catalogue of Object.values(spanish)) i18nFor('es').load('es', catalogue.messages);
  });
  beforeEach(() => {
    setPageLocale('es');
    saveLocaleChoice('es');
    signInAs({ name: 'Rosa Díaz', user_id: 1 });
  });
  afterEach(() => {
    // The page's language is the module's for the whole test run: the next test reads English.
    setPageLocale('en');
  });

  it('when the page is in Spanish, then the labels the pharmacist reads say both, and the numbers are as printed', async () => {
    serveMembership(buildCompletedMembership({ display_name: 'Rosa Díaz', full_member_id: 'ARX-004217-01' }));
    server.use(http.get('*/api/v1/card_issuer', () => HttpResponse.json(ISSUER)));
    renderRoute('/counter');

    // The first render also compiles the page's Spanish catalogues: slower than the English pages'.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rosa Díaz' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Número de miembro / Member ID',
      'RxBIN',
      'RxPCN',
      'RxGroup',
    ]);
    expect(screen.getByText('Número de miembro / Member ID').parentElement).toHaveTextContent('ARX-004217-01');
    expect(screen.getByRole('button', { name: 'Copiar Número de miembro' })).toBeInTheDocument();
    expect(screen.getByText(/^Procesador \/ Processor:/)).toHaveTextContent('Navitus Health Solutions');
    expect(screen.getByText(/^Ayuda para farmacéuticos \/ Pharmacist help desk:/)).toHaveTextContent('1-800-555-0134');
    // Member services are the member's: in Spanish only, with the club's website.
    const services = screen.getByText(/^Servicios para miembros:/);
    expect(services).toHaveTextContent('Servicios para miembros: 1-888-555-0100 · arxsavingsclub.com');
    expect(within(services).getByRole('link', { name: '1-888-555-0100' })).toHaveAttribute('href', 'tel:+18885550100');
    expect(screen.getByText('ESTO NO ES UN SEGURO / THIS IS NOT INSURANCE')).toBeInTheDocument();
    expect(screen.getByText('Tarjeta de ahorro en medicamentos recetados de ARX Savings Club')).toBeInTheDocument();
  });

  it('when the card is a pet’s, then it says so under the name, in Spanish and in the pharmacist’s English', async () => {
    const owner = buildCompletedMembership({ display_name: 'Rosa Díaz', full_member_id: 'ARX-004217-01' });
    const cat = buildFamilyMember({
      id: 77,
      display_name: 'Misu',
      person_code: 4,
      species: 'cat',
      status: 'active',
      active: true,
      profile_completed: true,
    });
    serveMembership({ ...owner, family_members: [cat] });
    server.use(http.get('*/api/v1/card_issuer', () => HttpResponse.json(ISSUER)));
    renderRoute('/counter?card=77');

    expect(await screen.findByRole('heading', { level: 1, name: 'Misu' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Mascota · Gato / Pet · Cat')).toBeInTheDocument();
  });

  it('when offline, then the member’s note and its date are in Spanish', async () => {
    saveCard(counterCardOf(1, buildCompletedMembership(), ISSUER, new Date('2026-11-20T15:30:00Z')));
    server.use(
      http.get('*/api/v1/memberships/primary', () => HttpResponse.error()),
      http.get('*/api/v1/card_issuer', () => HttpResponse.error()),
    );
    renderRoute('/counter');

    expect(
      await screen.findByText(/^Tarjeta guardada en este dispositivo\. Última actualización: 20 nov 2026/, undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
  });
});
