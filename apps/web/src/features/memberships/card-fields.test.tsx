import { type CardIssuer, NOT_INSURANCE } from '@arx/contracts/card';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

function serveIssuer(issuer: CardIssuer) {
  server.use(http.get('/api/v1/card_issuer', () => HttpResponse.json(issuer)));
}

const face = async () =>
  within((await screen.findByRole('heading', { level: 2, name: 'Your Savings Card' })).closest('section')!).getByRole(
    'article',
    { name: 'Family Member Card' },
  );

describe('the card front', () => {
  beforeEach(() => {
    signInAs({ name: 'Jamie Rivera' });
    serveSubscriptionStatus(buildSubscriptionStatus());
    serveMembership(
      buildCompletedMembership({
        full_member_id: 'ARX-004217-01',
        display_name: 'Jamie Rivera',
        card_title: 'Family Member Card',
        group_code: 'ARXFAM',
        bin_number: '610020',
      }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('when a PCN is configured, then the front carries every field a pharmacist needs and NOT INSURANCE in bold', async () => {
    serveIssuer(ISSUER);
    renderRoute('/dashboard');
    const card = await face();
    expect(await within(card).findByText('Northwind Rx Services')).toBeInTheDocument();
    expect(card).toHaveTextContent('Jamie Rivera');
    expect(card).toHaveTextContent('Member IDARX-004217-01');
    expect(card).toHaveTextContent('RxBIN610020');
    expect(card).toHaveTextContent('RxPCNNWRX01');
    expect(card).toHaveTextContent('RxGroupARXFAM');
    expect(within(card).getByRole('link', { name: '1-888-555-0111' })).toHaveAttribute('href', 'tel:+18885550111');
    expect(within(card).getByRole('link', { name: '1-888-555-0122' })).toHaveAttribute('href', 'tel:+18885550122');
    expect(within(card).getByRole('link', { name: 'club.example.com' })).toHaveAttribute(
      'href',
      'https://club.example.com',
    );
    expect(within(card).getByText(NOT_INSURANCE).tagName).toBe('STRONG');
  });

  it('when no PCN is configured, then the front has no RxPCN at all', async () => {
    serveIssuer({ ...ISSUER, rx_pcn: null });
    renderRoute('/dashboard');
    const card = await face();
    await within(card).findByText('Northwind Rx Services');
    expect(card).not.toHaveTextContent('RxPCN');
    expect(card).toHaveTextContent('RxBIN610020');
  });

  it('opens the back on request: how to submit, the lower-of rule, the help desk, no insurance on the same fill', async () => {
    serveIssuer(ISSUER);
    renderRoute('/dashboard');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Card back' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const back = screen.getByRole('article', { name: 'Card back' });
    expect(back).toHaveTextContent(
      'Submit as a cash discount claim to Northwind Rx Services: RxBIN 610020, RxPCN NWRX01, RxGroup ARXFAM, ID ARX-004217-01, person code 01.',
    );
    expect(back).toHaveTextContent('the lower of the member price');
    expect(back).toHaveTextContent('Pharmacist help desk: 1-888-555-0111');
    expect(back).toHaveTextContent('Cannot be combined with insurance');
    expect(back).toHaveTextContent(NOT_INSURANCE);
  });

  it('prints one sheet: front and back at 85.6 × 53.98 mm, each with eight cut marks, and nothing else', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    serveIssuer(ISSUER);
    renderRoute('/dashboard');
    await face();
    await userEvent.click(await screen.findByRole('button', { name: 'Print card' }));
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1));

    const printable = document.querySelector<HTMLElement>('[data-print-card]')!;
    expect(printable.parentElement).toBe(document.body);
    const faces = within(printable).getAllByRole('region');
    expect(faces.map((f) => f.getAttribute('aria-label'))).toEqual(['Card front', 'Card back']);
    for (const f of faces) {
      expect(f.className).toContain('w-[85.6mm]');
      expect(f.className).toContain('h-[53.98mm]');
      const marks = f.querySelector<SVGElement>('svg[data-cut-marks]')!;
      expect(marks.style.width).toBe('97.6mm');
      expect(marks.style.height).toBe('65.98mm');
      expect(marks.querySelectorAll('line')).toHaveLength(8);
    }
    expect(faces[0]).toHaveTextContent('RxPCNNWRX01');
    expect(faces[0]).toHaveTextContent('Northwind Rx Services');
    expect(within(faces[0]!).getByText(NOT_INSURANCE).tagName).toBe('STRONG');
    expect(faces[1]).toHaveTextContent('person code 01');
    expect(within(printable).queryByRole('button')).toBeNull();

    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.querySelector('[data-print-card]')).toBeNull();
  });

  it('when the pharmacy details cannot be loaded, then it says so instead of printing a card without them', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    server.use(http.get('/api/v1/card_issuer', () => HttpResponse.json({}, { status: 503 })));
    renderRoute('/dashboard');
    await face();
    await userEvent.click(await screen.findByRole('button', { name: 'Print card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the card’s pharmacy details. Check your connection and try again.',
    );
    expect(print).not.toHaveBeenCalled();
  });
});
