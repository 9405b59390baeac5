import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogs as privacyCatalogs } from '../../app/routes/privacy';
import { supportMailto } from '../../lib/site';
import { renderRoute } from '../../testing/render';
import { onSpanishPage } from '../../testing/spanish-page';

/** The page's own content: the footer repeats "not insurance", so it must not count. */
const mainRegion = () => screen.getByRole('main');

function expectTableOfContentsToResolve(pathname: string) {
  const toc = screen.getByRole('navigation', { name: 'Table of contents' });
  const links = within(toc).getAllByRole('link');
  expect(links.length).toBeGreaterThanOrEqual(10);
  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(new RegExp(`^${pathname}#[a-z-]+$`));
    const target = document.getElementById(href.split('#')[1] ?? '');
    expect(target, href).not.toBeNull();
    expect(within(target as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent ?? '');
  }
}

function expectUniqueIds() {
  const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
}

describe('the Terms of Service page', () => {
  it('shows its title, last-updated date and that the club is not insurance', async () => {
    renderRoute('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Last updated December 7, 2026')).toBeInTheDocument();
    expect(mainRegion()).toHaveTextContent(/not insurance/i);
    expect(mainRegion()).toHaveTextContent(/not a Medicare or Medicaid plan/);
  });

  it('shows every key term in the summary and in the full text', async () => {
    renderRoute('/terms');
    const summary = await screen.findByRole('complementary', { name: 'Key terms at a glance' });
    const keyTerms = [
      /18 or older/,
      /US residents only/,
      /Minors may join only as dependents/,
      /fees you paid in the preceding 12 months/,
      /opt out by e-mail within 30 days of enrollment/,
      /laws of the State of Idaho/,
    ];
    for (const term of keyTerms) expect(summary).toHaveTextContent(term);

    expect(document.getElementById('eligibility')).toHaveTextContent(
      /18 or older.*US residents only.*Minors only as dependents/,
    );
    expect(document.getElementById('limitation-of-liability')).toHaveTextContent('preceding 12 months');
    expect(document.getElementById('dispute-resolution')).toHaveTextContent(/opt out .* within 30 days of enrollment/);
    expect(document.getElementById('governing-law')).toHaveTextContent('laws of the State of Idaho');
  });

  it('offers an arbitration opt-out by e-mail with a clear subject', async () => {
    renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    const section = document.getElementById('dispute-resolution') as HTMLElement;
    const optOut = within(section)
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === supportMailto('Arbitration Opt-Out'));
    expect(optOut).toBeDefined();
  });

  it('has a table of contents whose links point at the sections on the page', async () => {
    const { router } = renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expectTableOfContentsToResolve('/terms');
    expectUniqueIds();

    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    await userEvent.click(within(toc).getByRole('link', { name: /Governing law/ }));
    await waitFor(() => expect(router.state.location.hash).toBe('#governing-law'));
    expect(router.state.location.pathname).toBe('/terms');
  });
});

describe('the Privacy Policy page', () => {
  it('shows its title, last-updated date and that the club is not insurance', async () => {
    renderRoute('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated October 1, 2025')).toBeInTheDocument();
    expect(mainRegion()).toHaveTextContent(/not insurance/i);
  });

  it('states the privacy rules the product follows', async () => {
    renderRoute('/privacy');
    const promises = await screen.findByRole('complementary', { name: 'Our privacy promises' });
    expect(promises).toHaveTextContent('We never sell your personal information.');
    expect(promises).toHaveTextContent(/searches, medications, bookmarks and family details are never shared/);
    expect(promises).toHaveTextContent(/No third-party trackers/);
    expect(promises).toHaveTextContent(/only the page path: no search terms and no user id/);
    expect(promises).toHaveTextContent(/we never see your full card number/);
    expect(document.getElementById('security')).toHaveTextContent(/Dates of birth and addresses are encrypted at rest/);
    expect(document.getElementById('your-rights')).toHaveTextContent(/export.*delete your data/);
    expect(document.getElementById('children')).toHaveTextContent(/Minors take part only as dependents/);
  });

  it('says what record of the agreement is kept and for how long, and which e-mails are sent', async () => {
    renderRoute('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const record = document.getElementById('agreement-record');
    expect(record).toHaveTextContent(
      /record of what you agreed to: your plan, its price, the billing interval, the renewal terms we showed you and when you agreed/,
    );
    expect(record).toHaveTextContent(/Automatic-renewal laws/);
    expect(record).toHaveTextContent(/three years after your membership ends, also if you delete your account/);
    expect(record).toHaveTextContent(
      /only this record and your e-mail address, and nothing else besides the free-trial code described in the next section/,
    );
    const emails = document.getElementById('emails-we-send');
    for (const kind of [
      /receipts/,
      /before your membership renews and before a free trial ends/,
      /when you cancel/,
      /refund/,
    ]) {
      expect(emails).toHaveTextContent(kind);
    }
    expect(emails).toHaveTextContent('Our e-mails never mention your medications or any health details.');
  });

  it('says that a keyed hash of the e-mail address and of the card is kept after deletion, against repeated free trials', async () => {
    renderRoute('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const trials = document.getElementById('free-trials');
    expect(within(trials as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'One free trial per person',
    );
    expect(trials).toHaveTextContent(
      /we keep a keyed hash of your e-mail address and of the fingerprint our payment processor gives your card/,
    );
    expect(trials).toHaveTextContent(/We keep it also after you delete your account, and use it for nothing else/);
    expect(trials).toHaveTextContent(/Your data export says whether we hold one for your account/);
  });

  it('has a table of contents whose links point at the sections on the page', async () => {
    renderRoute('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expectTableOfContentsToResolve('/privacy');
    expectUniqueIds();
  });
});

describe('the Privacy Policy page in Spanish', () => {
  onSpanishPage(...privacyCatalogs);

  it('says in Spanish what is kept against repeated free trials', async () => {
    renderRoute('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' });
    const trials = document.getElementById('free-trials');
    expect(within(trials as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Una prueba gratuita por persona',
    );
    expect(trials).toHaveTextContent(
      /guardamos un hash con clave de su dirección de correo electrónico y de la huella que nuestro procesador de pagos asigna a su tarjeta/,
    );
    expect(trials).toHaveTextContent(/Lo conservamos también después de que elimine su cuenta/);
  });
});

describe('the Disclaimer page', () => {
  it('shows its title, effective date and that the club is not insurance', async () => {
    renderRoute('/disclaimer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Disclaimer' })).toBeInTheDocument();
    expect(screen.getByText('Effective October 9, 2025')).toBeInTheDocument();
    expect(screen.queryByText(/Last updated/)).toBeNull();
    expect(mainRegion()).toHaveTextContent(/It is not insurance/);
    expect(mainRegion()).toHaveTextContent(/Discounts are available only at participating pharmacies/);
    expect(mainRegion()).toHaveTextContent(/are estimates/);
    expect(screen.getByRole('heading', { level: 2, name: '4. No medical advice' })).toBeInTheDocument();
    expectUniqueIds();
  });
});

describe('the Partners page', () => {
  it('invites each audience to get in touch by e-mail', async () => {
    renderRoute('/partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner with ARX Savings Club' })).toBeInTheDocument();
    const audiences = [
      ['Physicians and clinics', 'Email us about physician partnerships', 'Partnership: Physicians'],
      ['Pharmacies', 'Email us about pharmacy partnerships', 'Partnership: Pharmacies'],
      [
        'Community organizations',
        'Email us about community organization partnerships',
        'Partnership: Community Organizations',
      ],
      ['Communities', 'Email us about community partnerships', 'Partnership: Communities'],
    ];
    for (const [title, cta, subject] of audiences) {
      const card = screen.getByRole('region', { name: title });
      const link = within(card).getByRole('link', { name: cta });
      expect(link).toHaveAttribute('href', supportMailto(subject));
      expect(link.getAttribute('href')).toMatch(/^mailto:.+\?subject=Partnership%3A%20/);
    }
    expect(mainRegion()).toHaveTextContent(/not insurance/);
    expectUniqueIds();
  });
});
