import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IOS_FALLBACK_DELAY_MS, IOS_PASS_FRAME_MS, type IosPassOutcome, launchIosPass } from './launch-ios-pass';

const PASS_URL = 'https://club.example/api/v1/wallet_passes/7/download?platform=ios&ticket=t1';

const frame = () => document.querySelector('iframe');

/** The links the launcher clicks (jsdom cannot follow them, so each click is cancelled). */
function recordLinkClicks() {
  const clicked: string[] = [];
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof HTMLAnchorElement) {
      clicked.push(event.target.href);
      event.preventDefault();
    }
  };
  document.addEventListener('click', onClick);
  return { clicked, stop: () => document.removeEventListener('click', onClick) };
}

describe('handing a pass to iOS (docs/product.md §4 timings)', () => {
  let links: ReturnType<typeof recordLinkClicks>;
  let open: ReturnType<typeof vi.spyOn>;
  let outcome: IosPassOutcome | undefined;

  const launch = () => {
    outcome = undefined;
    void launchIosPass(PASS_URL).then((o) => {
      outcome = o;
    });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    links = recordLinkClicks();
    open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
  });
  afterEach(() => {
    links.stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('uses the 3000 ms and 500 ms of docs/product.md §4 and §9', () => {
    expect(IOS_PASS_FRAME_MS).toBe(3000);
    expect(IOS_FALLBACK_DELAY_MS).toBe(500);
  });

  it('loads the pass in a hidden frame, removes it at 3000 ms, clicks a fallback link 500 ms later, then opens a window', async () => {
    launch();
    expect(frame()).toHaveAttribute('src', PASS_URL);
    expect(frame()).not.toBeVisible();
    expect(frame()).toHaveAttribute('aria-hidden', 'true');

    await vi.advanceTimersByTimeAsync(IOS_PASS_FRAME_MS - 1);
    expect(frame()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(frame()).toBeNull();
    expect(links.clicked).toEqual([]);

    await vi.advanceTimersByTimeAsync(IOS_FALLBACK_DELAY_MS - 1);
    expect(links.clicked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(links.clicked).toEqual([PASS_URL]);
    expect(document.querySelector('a')).toBeNull();
    expect(open).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(IOS_FALLBACK_DELAY_MS);
    expect(open).toHaveBeenCalledExactlyOnceWith(PASS_URL, '_blank');
    expect(outcome).toBe('window');
  });

  it('stops once Wallet takes over from the frame: no fallback link, no window', async () => {
    launch();
    await vi.advanceTimersByTimeAsync(1000);
    window.dispatchEvent(new Event('blur'));
    await vi.advanceTimersByTimeAsync(IOS_PASS_FRAME_MS + 2 * IOS_FALLBACK_DELAY_MS);
    expect(frame()).toBeNull();
    expect(links.clicked).toEqual([]);
    expect(open).not.toHaveBeenCalled();
    expect(outcome).toBe('frame');
  });

  it('opens no window when the page is hidden after the fallback link', async () => {
    launch();
    await vi.advanceTimersByTimeAsync(IOS_PASS_FRAME_MS + IOS_FALLBACK_DELAY_MS);
    expect(links.clicked).toEqual([PASS_URL]);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(IOS_FALLBACK_DELAY_MS);
    expect(open).not.toHaveBeenCalled();
    expect(outcome).toBe('link');
  });

  it('ignores a visibility change that leaves the page visible', async () => {
    launch();
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(IOS_PASS_FRAME_MS + 2 * IOS_FALLBACK_DELAY_MS);
    expect(open).toHaveBeenCalledOnce();
  });

  it('says so when the browser blocks the window', async () => {
    open.mockReturnValue(null);
    launch();
    await vi.advanceTimersByTimeAsync(IOS_PASS_FRAME_MS + 2 * IOS_FALLBACK_DELAY_MS);
    expect(outcome).toBe('blocked');
  });

  it('stops listening once done: a later blur changes nothing', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    launch();
    const listenerFor = (type: string) => added.mock.calls.find(([t]) => t === type)?.[1];
    expect(listenerFor('blur')).toBeTypeOf('function');
    await vi.advanceTimersByTimeAsync(IOS_PASS_FRAME_MS + 2 * IOS_FALLBACK_DELAY_MS);
    expect(removed).toHaveBeenCalledWith('blur', listenerFor('blur'));
    expect(removed).toHaveBeenCalledWith('pagehide', listenerFor('pagehide'));
  });
});
