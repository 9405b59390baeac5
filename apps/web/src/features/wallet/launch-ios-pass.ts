/**
 * docs/product.md §4, §9: on iOS the pass frame is removed after 3000 ms and the fallback link is clicked
 * 500 ms later. The same 500 ms is then given to that link before the last resort, a new window.
 */
export const IOS_PASS_FRAME_MS = 3000;
export const IOS_FALLBACK_DELAY_MS = 500;

/**
 * How the pass got to Wallet: the hidden frame, the fallback link, a new window, or not at all
 * because the browser blocked the window (it opens long after the tap, so Safari may).
 */
export type IosPassOutcome = 'frame' | 'link' | 'window' | 'blocked';

/**
 * Hands an Apple pass URL to iOS Safari. Loading it in a hidden frame shows the "Add to Apple
 * Wallet" sheet without leaving the page; older iOS versions ignore passes in frames, so a
 * link to it is clicked next, and a new window is the last resort. Wallet taking over makes
 * the page hidden or lose focus, which is how each step knows the pass arrived.
 */
export function launchIosPass(passUrl: string, win: Window = window): Promise<IosPassOutcome> {
  const doc = win.document;
  let walletTookOver = false;
  const onVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') walletTookOver = true;
  };
  const onLeave = () => {
    walletTookOver = true;
  };
  doc.addEventListener('visibilitychange', onVisibilityChange);
  win.addEventListener('blur', onLeave);
  win.addEventListener('pagehide', onLeave);

  const frame = doc.createElement('iframe');
  frame.src = passUrl;
  frame.title = 'Apple Wallet pass';
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  doc.body.append(frame);

  return new Promise((resolve) => {
    const finish = (outcome: IosPassOutcome) => {
      doc.removeEventListener('visibilitychange', onVisibilityChange);
      win.removeEventListener('blur', onLeave);
      win.removeEventListener('pagehide', onLeave);
      resolve(outcome);
    };
    const clickFallbackLink = () => {
      if (walletTookOver) return finish('frame');
      const link = doc.createElement('a');
      link.href = passUrl;
      link.hidden = true;
      doc.body.append(link);
      link.click();
      link.remove();
      win.setTimeout(openWindow, IOS_FALLBACK_DELAY_MS);
    };
    const openWindow = () => {
      if (walletTookOver) return finish('link');
      // Same origin and no opener worth hiding; keeping it tells a blocked window apart.
      finish(win.open(passUrl, '_blank') ? 'window' : 'blocked');
    };
    win.setTimeout(() => {
      frame.remove();
      win.setTimeout(clickFallbackLink, IOS_FALLBACK_DELAY_MS);
    }, IOS_PASS_FRAME_MS);
  });
}
