import { RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import { WALLET_MESSAGES } from '@arx/contracts/wallet';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogs as dashboardCatalogs } from '../../app/routes/dashboard';
import { signInCardHolder } from '../../testing/card-holder';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { onSpanishPage } from '../../testing/spanish-page';
import { AGENTS, stubUserAgent } from '../../testing/user-agents';
import { loadAuthMessages } from '../auth/messages';

/** POST /wallet_passes answers with `status` and `body`. */
const createPassAnswers = (body: object, status = 200) =>
  server.use(http.post('*/api/v1/wallet_passes', () => HttpResponse.json(body, { status })));
const refused = (code: string, message: string, status: number) => createPassAnswers({ code, message }, status);

/** A wallet button under the card once eligibility has answered, clicked. */
async function clickWalletButton(section: string, name: string) {
  const card = within(await screen.findByRole('region', { name: section }));
  const button = await card.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

/** Send to my phone, on a computer: the dialog it opens. */
async function openShareDialog(section: string, name: string, dialogName: string) {
  await clickWalletButton(section, name);
  return within(await screen.findByRole('dialog', { name: dialogName }));
}

const shareLinksRefused = () =>
  server.use(
    http.get('*/api/v1/wallet_passes/add_link', () =>
      HttpResponse.json({ code: 'rate_limited', message: RATE_LIMIT_MESSAGES.shareLinks }, { status: 429 }),
    ),
  );

describe('the wallet’s refusals on a Spanish page', () => {
  onSpanishPage(loadAuthMessages, ...dashboardCatalogs);
  afterEach(() => vi.restoreAllMocks());

  const CARD = 'Su tarjeta de ahorro';

  it('shows the pass requests’ rate limit (429) in Spanish', async () => {
    stubUserAgent(AGENTS.androidChrome);
    signInCardHolder({ plan: 'Individual' });
    refused('rate_limited', RATE_LIMIT_MESSAGES.walletPass, 429);
    renderRoute('/dashboard');
    await clickWalletButton(CARD, 'Agregar a Google Wallet');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiadas solicitudes del pase de billetera. Espere un minuto e inténtelo de nuevo.',
    );
  });

  it('shows the refusal of a card that cannot have a pass (403) in Spanish', async () => {
    stubUserAgent(AGENTS.iphoneSafari);
    signInCardHolder({ plan: 'Individual' });
    refused('forbidden', WALLET_MESSAGES.ineligible, 403);
    renderRoute('/dashboard');
    await clickWalletButton(CARD, 'Agregar a Apple Wallet');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Los pases de billetera requieren una membresía activa y un perfil completo.',
    );
  });

  it('shows the message of an answer that made no pass ({success: false}) in Spanish', async () => {
    stubUserAgent(AGENTS.androidChrome);
    signInCardHolder({ plan: 'Individual' });
    createPassAnswers({
      success: false,
      platform: 'android',
      membership_id: 1,
      pass_url: '',
      expires_at: '',
      message: WALLET_MESSAGES.profileIncomplete,
    });
    renderRoute('/dashboard');
    await clickWalletButton(CARD, 'Agregar a Google Wallet');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Su tarjeta de membresía todavía no está disponible. Complete el perfil para agregarla a una billetera.',
    );
  });

  it('shows a card the household no longer has (404) in Spanish', async () => {
    stubUserAgent(AGENTS.androidChrome);
    signInCardHolder({ plan: 'Individual' });
    refused('not_found', WALLET_MESSAGES.membershipNotFound, 404);
    renderRoute('/dashboard');
    await clickWalletButton(CARD, 'Agregar a Google Wallet');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se encontró la membresía');
  });

  it('shows a message it does not know as it came', async () => {
    stubUserAgent(AGENTS.androidChrome);
    signInCardHolder({ plan: 'Individual' });
    refused('forbidden', 'Something only the server knows', 403);
    renderRoute('/dashboard');
    await clickWalletButton(CARD, 'Agregar a Google Wallet');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something only the server knows');
  });

  it('shows the share links’ limit in the Send to my phone dialog in Spanish', async () => {
    stubUserAgent(AGENTS.macChrome);
    signInCardHolder({ plan: 'Individual' });
    shareLinksRefused();
    renderRoute('/dashboard');
    const dialog = await openShareDialog(CARD, 'Enviar a mi teléfono', 'Envíe su tarjeta a su teléfono');
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Se pidieron demasiados enlaces del pase. Espere unos minutos e inténtelo de nuevo.',
    );
    expect(dialog.getByRole('button', { name: 'Obtener un enlace nuevo' })).toBeInTheDocument();
  });
});

describe('the wallet’s refusals on an English page', () => {
  afterEach(() => vi.restoreAllMocks());

  const CARD = 'Your Savings Card';

  it('shows the server’s English unchanged', async () => {
    stubUserAgent(AGENTS.androidChrome);
    signInCardHolder({ plan: 'Individual' });
    refused('rate_limited', RATE_LIMIT_MESSAGES.walletPass, 429);
    renderRoute('/dashboard');
    await clickWalletButton(CARD, 'Add to Google Wallet');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wallet pass requests. Please wait a minute and try again.',
    );
  });

  it('shows the ineligible answer unchanged', async () => {
    stubUserAgent(AGENTS.iphoneSafari);
    signInCardHolder({ plan: 'Individual' });
    refused('forbidden', WALLET_MESSAGES.ineligible, 403);
    renderRoute('/dashboard');
    await clickWalletButton(CARD, 'Add to Apple Wallet');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wallet passes need an active subscription and a completed profile.',
    );
  });

  it('shows the share links’ limit unchanged', async () => {
    stubUserAgent(AGENTS.macChrome);
    signInCardHolder({ plan: 'Individual' });
    shareLinksRefused();
    renderRoute('/dashboard');
    const dialog = await openShareDialog(CARD, 'Send to my phone', 'Send your card to your phone');
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Too many pass links requested. Please wait a few minutes and try again.',
    );
  });
});
