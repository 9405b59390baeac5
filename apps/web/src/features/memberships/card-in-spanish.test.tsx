import type { CardIssuer } from '@arx/contracts/card';
import type { Messages } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor, setPageLocale } from '../../lib/i18n/catalogs';
import { saveLocaleChoice } from '../../lib/i18n/saved-locale';
import { buildCompletedMembership, buildSubscriptionStatus, signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { serveMembership, server, serveSubscriptionStatus } from '../../testing/server';

const ISSUER: CardIssuer = {
  processor_name: 'Northwind Rx Services',
  rx_pcn: 'NWRX01',
  helpdesk_phone: '1-888-555-0111',
  member_services_phone: '1-888-555-0122',
  website_label: 'club.example.com',
  website_url: 'https://club.example.com',
};
const STATEMENT = 'ESTO NO ES UN SEGURO / THIS IS NOT INSURANCE';

// Every Spanish catalogue, as a Spanish page has those of its parts loaded before it renders.
const spanish = import.meta.glob<{ messages: Messages }>(
  ['../../locales/es.po', '../../app/ssr/locales/es.po', '../*/locales/es.po', '../*/locales/*/es.po'],
  { eager: true },
);

// The first render also compiles the page's Spanish catalogues: slower than the English pages'.
const face = async () =>
  within(
    (await screen.findByRole('heading', { level: 2, name: 'Su tarjeta de ahorro' }, { timeout: 15_000 })).closest(
      'section',
    )!,
  ).getByRole('article', { name: 'Family Member Card' });

describe('the savings card on a Spanish page', () => {
  beforeAll(() => {
    for (const catalogue of Object.values(spanish)) i18nFor('es').load('es', catalogue.messages);
  });
  beforeEach(() => {
    setPageLocale('es');
    saveLocaleChoice('es');
    signInAs({ name: 'Rosa Díaz' });
    serveSubscriptionStatus(buildSubscriptionStatus());
    serveMembership(
      buildCompletedMembership({
        full_member_id: 'ARX-004217-01',
        display_name: 'Rosa Díaz',
        card_title: 'Family Member Card',
        group_code: 'ARXFAM',
        bin_number: '610020',
      }),
    );
    server.use(http.get('/api/v1/card_issuer', () => HttpResponse.json(ISSUER)));
  });
  afterEach(() => {
    // The page's language is the module's for the whole test run: the next test reads English.
    setPageLocale('en');
    vi.restoreAllMocks();
  });

  it('when the page is in Spanish, then the front is in Spanish and says it is not insurance in English too', async () => {
    renderRoute('/dashboard');
    const card = await face();
    await within(card).findByText('Northwind Rx Services');

    expect(card).toHaveTextContent('Número de miembroARX-004217-01');
    expect(card).toHaveTextContent('RxBIN610020');
    expect(card).toHaveTextContent('RxPCNNWRX01');
    expect(card).toHaveTextContent('RxGroupARXFAM');
    expect(within(card).getByText(STATEMENT).tagName).toBe('STRONG');
    expect(card).not.toHaveTextContent(/Member ID/);
  });

  it('when the back is opened, then the member’s rules are in Spanish and the pharmacist’s instructions in English', async () => {
    renderRoute('/dashboard');
    await face();
    await userEvent.click(await screen.findByRole('button', { name: 'Reverso de la tarjeta' }));

    const back = screen.getByRole('article', { name: 'Reverso de la tarjeta' });
    expect(back).toHaveTextContent(
      'Farmacéutico / Pharmacist: Submit as a cash discount claim to Northwind Rx Services: RxBIN 610020, RxPCN NWRX01, RxGroup ARXFAM, ID ARX-004217-01, person code 01.',
    );
    expect(back).toHaveTextContent('Precio: El miembro paga el menor entre el precio para miembros');
    expect(back).toHaveTextContent('Ayuda para farmacéuticos / Pharmacist help desk: 1-888-555-0111');
    expect(back).toHaveTextContent('Seguro: No se puede combinar con un seguro');
    expect(back).toHaveTextContent(`${STATEMENT}: Esta tarjeta ofrece descuentos`);
    expect(back).toHaveTextContent('Servicios para miembros: 1-888-555-0122 · club.example.com');
  });

  it('when the card is printed, then both faces are in Spanish with the pharmacist’s English kept', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => {});
    renderRoute('/dashboard');
    await face();
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimir tarjeta' }));

    const printable = await vi.waitFor(() => document.querySelector<HTMLElement>('[data-print-card]')!);
    const faces = within(printable).getAllByRole('region');
    expect(faces.map((f) => f.getAttribute('aria-label'))).toEqual(['Frente de la tarjeta', 'Reverso de la tarjeta']);
    expect(faces[0]).toHaveTextContent('Número de miembroARX-004217-01');
    expect(within(faces[0]!).getByText(STATEMENT).tagName).toBe('STRONG');
    expect(faces[1]).toHaveTextContent('Farmacéutico / Pharmacist: Submit as a cash discount claim');
    expect(faces[1]).toHaveTextContent('Precio:');
  });
});
