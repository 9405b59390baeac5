import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { encode } from 'uqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInCardHolder } from '../../testing/card-holder';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { AGENTS, stubUserAgent } from '../../testing/user-agents';

function cardHolderOnAComputer() {
  stubUserAgent(AGENTS.macChrome);
  signInCardHolder({ plan: 'Individual' });
}

/** The add_link requests the app makes (the mock API still answers them). */
function recordLinkRequests() {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('*/api/v1/wallet_passes/add_link', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
    }),
  );
  return seen;
}

async function openShareDialog() {
  const section = within(await screen.findByRole('region', { name: 'Your Savings Card' }));
  const button = await section.findByRole('button', { name: 'Send to my phone' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  return within(await screen.findByRole('dialog', { name: 'Send your card to your phone' }));
}

/** The dark modules the SVG draws, as a grid like uqr's. */
function drawnModules(svg: Element, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const rect of Array.from(svg.querySelectorAll('rect[fill="#000"]'))) {
    const [x, y, width] = ['x', 'y', 'width'].map((a) => Number(rect.getAttribute(a)));
    for (let i = 0; i < width!; i++) grid[y!]![x! + i] = true;
  }
  return grid;
}

describe('Send to my phone', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows a QR code of a 10-minute link for an iPhone, the link itself, and switches to Android', async () => {
    cardHolderOnAComputer();
    const requests = recordLinkRequests();
    renderRoute('/dashboard');
    const dialog = await openShareDialog();
    expect(dialog.getByRole('radio', { name: 'iPhone' })).toBeChecked();
    // The dialog moves focus inside in an effect after it renders, which may come a moment later.
    await waitFor(() => expect(dialog.getByRole('radio', { name: 'iPhone' })).toHaveFocus());

    const qr = await dialog.findByRole('img', { name: "QR code of the link to your card's wallet pass" });
    const link = (dialog.getByRole('textbox', { name: "Link to your card's wallet pass" }) as HTMLInputElement).value;
    expect(link).toMatch(/^http.*\/api\/v1\/wallet_passes\/links\/[0-9a-f]{32}$/);
    const expected = encode(link, { ecc: 'M', border: 2 });
    expect(qr).toHaveAttribute('viewBox', `0 0 ${expected.size} ${expected.size}`);
    expect(drawnModules(qr, expected.size)).toEqual(expected.data);
    expect(dialog.getByRole('timer')).toHaveTextContent('Valid for 10:00');
    expect(requests.map((q) => q.get('platform'))).toEqual(['ios']);
    expect(requests[0]!.has('membership_id')).toBe(false);

    await userEvent.click(dialog.getByRole('radio', { name: 'Android' }));
    await waitFor(() => expect(requests.map((q) => q.get('platform'))).toEqual(['ios', 'android']));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: "Link to your card's wallet pass" })).not.toHaveValue(link),
    );

    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send to my phone' })).toHaveFocus();
  });

  it('copies the link', async () => {
    cardHolderOnAComputer();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderRoute('/dashboard');
    const dialog = await openShareDialog();
    const link = await dialog.findByRole('textbox', { name: "Link to your card's wallet pass" });
    await userEvent.click(dialog.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith((link as HTMLInputElement).value);
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('counts down each second, says when the link has expired, and gets a new one', async () => {
    // Only the clock and the one-second ticks are faked; requests and rendering run as usual.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    cardHolderOnAComputer();
    const requests = recordLinkRequests();
    renderRoute('/dashboard');
    const dialog = await openShareDialog();
    const timer = await dialog.findByRole('timer');
    expect(timer).toHaveTextContent('Valid for 10:00');

    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('Valid for 9:59');
    act(() => vi.advanceTimersByTime(58_000));
    expect(timer).toHaveTextContent('Valid for 9:01');
    act(() => vi.advanceTimersByTime(540_000));
    expect(timer).toHaveTextContent('Valid for 0:01');
    act(() => vi.advanceTimersByTime(1000));

    expect(dialog.queryByRole('timer')).toBeNull();
    expect(dialog.queryByRole('img')).toBeNull();
    expect(dialog.getByRole('status')).toHaveTextContent('This link has expired.');
    expect(requests).toHaveLength(1);

    await userEvent.click(dialog.getByRole('button', { name: 'Get a new link' }));
    expect(await dialog.findByRole('timer')).toHaveTextContent('Valid for 10:00');
    expect(requests).toHaveLength(2);
  });

  it('reuses a link that still works when the dialog is opened again', async () => {
    cardHolderOnAComputer();
    const requests = recordLinkRequests();
    renderRoute('/dashboard');
    let dialog = await openShareDialog();
    const link = ((await dialog.findByRole('textbox', { name: "Link to your card's wallet pass" })) as HTMLInputElement)
      .value;
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    dialog = await openShareDialog();
    expect(await dialog.findByRole('textbox', { name: "Link to your card's wallet pass" })).toHaveValue(link);
    expect(requests).toHaveLength(1);
  });

  it('shows the server’s message when links are asked for too often', async () => {
    cardHolderOnAComputer();
    server.use(
      http.get('*/api/v1/wallet_passes/add_link', () =>
        HttpResponse.json(
          { code: 'rate_limited', message: 'Too many links requested. Please wait a minute.' },
          { status: 429 },
        ),
      ),
    );
    renderRoute('/dashboard');
    const dialog = await openShareDialog();
    expect(await dialog.findByRole('alert')).toHaveTextContent('Too many links requested. Please wait a minute.');
    expect(dialog.queryByRole('img')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Get a new link' })).toBeInTheDocument();
  });
});
