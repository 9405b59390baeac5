import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInCardHolder } from '../../testing/card-holder';
import { mockLocation } from '../../testing/location';
import { renderRoute } from '../../testing/render';
import { captureSavedFile } from '../../testing/saved-file';
import { recordRequests, server } from '../../testing/server';
import { AGENTS, stubUserAgent } from '../../testing/user-agents';
import { MOCK_PKPASS_BYTES } from '../../testing/wallet-handlers';
import { IOS_FALLBACK_DELAY_MS, IOS_PASS_FRAME_MS } from './launch-ios-pass';

const cardSection = async () => within(await screen.findByRole('region', { name: 'Your Savings Card' }));
/** The card's own buttons, which are not the wallet's. */
const CARD_BUTTONS = new Set(['Print card', 'Copy member ID', 'Card back', '']);
const walletButtonNames = async () => {
  const section = await cardSection();
  await waitFor(() => expect(section.getByRole('button', { name: 'Print card' })).toBeInTheDocument());
  return section
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((name) => !CARD_BUTTONS.has(name ?? ''));
};
/** A wallet button once eligibility has answered. */
const readyButton = async (name: string) => {
  const button = await (await cardSection()).findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

describe('the wallet buttons under the savings card', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    ['an iPhone', AGENTS.iphoneSafari],
    ['Safari on a Mac', AGENTS.macSafari],
  ])('on %s offers Apple Wallet only', async (_name, agent) => {
    stubUserAgent(agent);
    signInCardHolder({ plan: 'Individual' });
    renderRoute('/dashboard');
    await readyButton('Add to Apple Wallet');
    expect(await walletButtonNames()).toEqual(['Add to Apple Wallet']);
  });

  it('on Android offers Google Wallet only', async () => {
    stubUserAgent(AGENTS.androidChrome);
    signInCardHolder({ plan: 'Individual' });
    renderRoute('/dashboard');
    await readyButton('Add to Google Wallet');
    expect(await walletButtonNames()).toEqual(['Add to Google Wallet']);
  });

  it('on a computer offers both wallets and Send to my phone, each with a decorative icon', async () => {
    stubUserAgent(AGENTS.windowsEdge);
    signInCardHolder({ plan: 'Individual' });
    renderRoute('/dashboard');
    await readyButton('Add to Apple Wallet');
    expect(await walletButtonNames()).toEqual(['Add to Apple Wallet', 'Add to Google Wallet', 'Send to my phone']);
    for (const name of ['Add to Apple Wallet', 'Add to Google Wallet', 'Send to my phone']) {
      const button = (await cardSection()).getByRole('button', { name });
      expect(button).toBeEnabled();
      expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('asks whether the card holder’s own card can have a pass, without a membership_id', async () => {
    signInCardHolder({ plan: 'Individual' });
    const checks = recordRequests('get', '*/api/v1/wallet_passes/eligibility');
    renderRoute('/dashboard');
    await readyButton('Add to Apple Wallet');
    expect(checks).toHaveLength(1);
    expect(checks[0]!.url.searchParams.has('membership_id')).toBe(false);
    expect(checks[0]!.authorization).toMatch(/^Bearer /);
  });

  it('disables the wallet while the profile is incomplete, and does not ask the server', async () => {
    signInCardHolder({ plan: 'Individual', profileComplete: false });
    const checks = recordRequests('get', '*/api/v1/wallet_passes/eligibility');
    renderRoute('/dashboard');
    const section = await cardSection();
    expect(await section.findByText('Profile incomplete')).toBeInTheDocument();
    for (const name of ['Add to Apple Wallet', 'Add to Google Wallet', 'Send to my phone']) {
      expect(section.getByRole('button', { name })).toBeDisabled();
    }
    expect(checks).toHaveLength(0);
  });

  it.each([
    [true, 'Your membership card is not yet available.'],
    [false, 'An active subscription is required to access your wallet pass.'],
  ])('when not eligible (subscribed: %s) shows "Wallet Pass Not Available" instead', async (subscribed, text) => {
    signInCardHolder({ plan: 'Individual' });
    server.use(
      http.get('*/api/v1/wallet_passes/eligibility', () =>
        HttpResponse.json({
          eligible: false,
          has_active_subscription: subscribed,
          membership_id: 1,
          reason: 'not eligible',
        }),
      ),
    );
    renderRoute('/dashboard');
    const section = await cardSection();
    const panel = within(await section.findByRole('region', { name: 'Wallet Pass Not Available' }));
    expect(panel.getByText(text)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: /Wallet|phone/ })).toBeNull();
    expect(section.getByRole('button', { name: 'Print card' })).toBeInTheDocument();
  });

  it('says "Failed to check eligibility" when the check fails, and leaves the buttons usable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInCardHolder({ plan: 'Individual' });
    server.use(
      http.get('*/api/v1/wallet_passes/eligibility', () =>
        HttpResponse.json({ code: 'internal', message: 'boom' }, { status: 500 }),
      ),
    );
    renderRoute('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to check eligibility');
    expect(screen.getAllByText('Failed to check eligibility')).toHaveLength(1);
    expect(await readyButton('Add to Apple Wallet')).toBeEnabled();
  });

  describe('Apple Wallet on a computer: the .pkpass is downloaded', () => {
    it('fetches it with the bearer token and saves it as arx-member-card.pkpass', async () => {
      stubUserAgent(AGENTS.macChrome);
      signInCardHolder({ plan: 'Individual' });
      const downloads = recordRequests('get', '*/api/v1/wallet_passes/:id/download');
      const file = captureSavedFile('blob:http://localhost/pass-1');
      renderRoute('/dashboard');
      await userEvent.click(await readyButton('Add to Apple Wallet'));

      expect(await screen.findByText('Pass added to wallet successfully!')).toBeInTheDocument();
      file.stop();
      expect(downloads).toHaveLength(1);
      expect(downloads[0]!.url.pathname).toBe('/api/v1/wallet_passes/1/download');
      expect(downloads[0]!.url.searchParams.get('platform')).toBe('ios');
      expect(downloads[0]!.authorization).toMatch(/^Bearer /);
      expect(file.saved.name).toBe('arx-member-card.pkpass');
      expect(file.saved.href).toBe('blob:http://localhost/pass-1');
      expect(file.saved.blob?.type).toBe('application/vnd.apple.pkpass');
      expect(new Uint8Array(await file.saved.blob!.arrayBuffer())).toEqual(MOCK_PKPASS_BYTES);
    });

    it.each([500, 403])('says "Download failed with status %i" when the download is refused', async (status) => {
      stubUserAgent(AGENTS.macChrome);
      signInCardHolder({ plan: 'Individual' });
      server.use(
        http.get('*/api/v1/wallet_passes/:id/download', () =>
          HttpResponse.json({ code: 'internal', message: 'no' }, { status }),
        ),
      );
      const file = captureSavedFile('blob:http://localhost/pass-1');
      renderRoute('/dashboard');
      await userEvent.click(await readyButton('Add to Apple Wallet'));
      expect(await screen.findByRole('alert')).toHaveTextContent(`Download failed with status ${status}`);
      file.stop();
      expect(URL.createObjectURL).not.toHaveBeenCalled();
      expect(screen.queryByText('Pass added to wallet successfully!')).toBeNull();
    });

    it('marks only the clicked button busy while it works', async () => {
      stubUserAgent(AGENTS.macChrome);
      signInCardHolder({ plan: 'Individual' });
      let answer: () => void = () => {};
      server.use(
        http.get('*/api/v1/wallet_passes/:id/download', async () => {
          await new Promise<void>((resolve) => {
            answer = resolve;
          });
          return HttpResponse.json({ code: 'internal', message: 'no' }, { status: 500 });
        }),
      );
      renderRoute('/dashboard');
      const apple = await readyButton('Add to Apple Wallet');
      await userEvent.click(apple);
      await waitFor(() => expect(apple).toHaveAttribute('aria-busy', 'true'));
      expect(apple).toHaveAttribute('aria-disabled', 'true');
      expect(apple).toHaveAccessibleName('Add to Apple Wallet');
      const google = (await cardSection()).getByRole('button', { name: 'Add to Google Wallet' });
      expect(google).not.toHaveAttribute('aria-busy');
      expect(google).toBeEnabled();
      answer();
      await waitFor(() => expect(apple).not.toHaveAttribute('aria-busy'));
    });
  });

  describe('Google Wallet', () => {
    it('on a computer opens the save link in a new tab', async () => {
      stubUserAgent(AGENTS.windowsFirefox);
      signInCardHolder({ plan: 'Individual' });
      const posts = recordRequests('post', '*/api/v1/wallet_passes');
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      renderRoute('/dashboard');
      await userEvent.click(await readyButton('Add to Google Wallet'));
      expect(await screen.findByText('Pass added to wallet successfully!')).toBeInTheDocument();
      expect(posts.map((p) => p.body)).toEqual([{ platform: 'android' }]);
      expect(open).toHaveBeenCalledExactlyOnceWith('https://pay.google.com/gp/v/save/mock.1.jwt', '_blank', 'noopener');
    });

    it('on Android goes to the save link', async () => {
      stubUserAgent(AGENTS.androidChrome);
      signInCardHolder({ plan: 'Individual' });
      const open = vi.spyOn(window, 'open');
      const location = mockLocation();
      try {
        renderRoute('/dashboard');
        await userEvent.click(await readyButton('Add to Google Wallet'));
        await waitFor(() =>
          expect(location.assign).toHaveBeenCalledExactlyOnceWith('https://pay.google.com/gp/v/save/mock.1.jwt'),
        );
        expect(open).not.toHaveBeenCalled();
      } finally {
        location.restore();
      }
    });

    it.each([
      [{ code: 'forbidden', message: 'Complete your profile first' }, 403, 'Complete your profile first'],
      [{}, 500, 'Failed to add pass to wallet'],
    ])('shows the server’s message, or "Failed to add pass to wallet"', async (body, status, message) => {
      stubUserAgent(AGENTS.androidChrome);
      signInCardHolder({ plan: 'Individual' });
      server.use(http.post('*/api/v1/wallet_passes', () => HttpResponse.json(body, { status })));
      renderRoute('/dashboard');
      await userEvent.click(await readyButton('Add to Google Wallet'));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    });

    it('treats an answer without success as a failure, with its message', async () => {
      stubUserAgent(AGENTS.androidChrome);
      signInCardHolder({ plan: 'Individual' });
      server.use(
        http.post('*/api/v1/wallet_passes', () =>
          HttpResponse.json({ success: false, message: 'Wallet is resting', pass_url: '' }),
        ),
      );
      const location = mockLocation();
      try {
        renderRoute('/dashboard');
        await userEvent.click(await readyButton('Add to Google Wallet'));
        expect(await screen.findByRole('alert')).toHaveTextContent('Wallet is resting');
        expect(location.assign).not.toHaveBeenCalled();
      } finally {
        location.restore();
      }
    });
  });

  describe('Apple Wallet on an iPhone', () => {
    /** Lets the pass request answer while setTimeout is faked (setImmediate is real). */
    async function untilFrame() {
      for (let i = 0; i < 200 && !document.querySelector('iframe'); i++) {
        await act(async () => {
          await vi.advanceTimersByTimeAsync(0);
          await new Promise((resolve) => setImmediate(resolve));
        });
      }
      return document.querySelector('iframe');
    }

    it('asks for an ios pass and hands it over through the frame, the fallback link and a new window', async () => {
      stubUserAgent(AGENTS.iphoneSafari);
      signInCardHolder({ plan: 'Individual' });
      const posts = recordRequests('post', '*/api/v1/wallet_passes');
      const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
      const clicked: string[] = [];
      const onClick = (event: MouseEvent) => {
        if (event.target instanceof HTMLAnchorElement) {
          clicked.push(event.target.href);
          event.preventDefault();
        }
      };
      document.addEventListener('click', onClick);
      renderRoute('/dashboard');
      const apple = await readyButton('Add to Apple Wallet');

      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fireEvent.click(apple);
      const frame = await untilFrame();
      expect(posts.map((p) => p.body)).toEqual([{ platform: 'ios' }]);
      const passUrl = frame?.getAttribute('src') ?? '';
      expect(passUrl).toMatch(/^http.*\/api\/v1\/wallet_passes\/1\/download\?platform=ios&ticket=/);
      expect(apple).toHaveAttribute('aria-busy', 'true');

      await act(() => vi.advanceTimersByTimeAsync(IOS_PASS_FRAME_MS));
      expect(document.querySelector('iframe')).toBeNull();
      expect(clicked).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(IOS_FALLBACK_DELAY_MS));
      expect(clicked).toEqual([passUrl]);
      expect(open).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(IOS_FALLBACK_DELAY_MS));
      expect(open).toHaveBeenCalledExactlyOnceWith(passUrl, '_blank');
      document.removeEventListener('click', onClick);

      expect(screen.getByText('Pass added to wallet successfully!')).toBeInTheDocument();
      expect(apple).not.toHaveAttribute('aria-busy');
    });

    it('offers a link of its own when the browser blocks the pass window', async () => {
      stubUserAgent(AGENTS.iphoneSafari);
      signInCardHolder({ plan: 'Individual' });
      vi.spyOn(window, 'open').mockReturnValue(null);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      renderRoute('/dashboard');
      const apple = await readyButton('Add to Apple Wallet');

      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fireEvent.click(apple);
      const passUrl = (await untilFrame())?.getAttribute('src');
      await act(() => vi.advanceTimersByTimeAsync(IOS_PASS_FRAME_MS + 2 * IOS_FALLBACK_DELAY_MS));
      // Synchronous queries only: the find* helpers wait on the faked setTimeout.
      const section = within(screen.getByRole('region', { name: 'Your Savings Card' }));
      expect(section.getByRole('link', { name: 'Open your pass' })).toHaveAttribute('href', passUrl);
      expect(screen.queryByText('Pass added to wallet successfully!')).toBeNull();
    });
  });
});
