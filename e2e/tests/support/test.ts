import { type BrowserContext, test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Resolves once the app runs on the page. A server-rendered page is on screen, with its links
 * and buttons, before its code has loaded: the boot script fetches the app after the first paint
 * (apps/web/src/app/ssr/after-first-paint.ts), which can be after the load event `goto` waits
 * for. A click before React has taken the page over would do nothing, so journeys wait for it.
 * React marks the DOM nodes it owns; on a member page (the shell) React puts #root's first
 * element there itself. A document without #root (the mailbox, a PDF) is not the app's.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root) return true;
    const first = root.firstElementChild;
    return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
  });
}

const following = new WeakSet<Page>();

/** Makes the page's goto and reload resolve only once the app runs on the new document. */
export function followApp(page: Page): void {
  if (following.has(page)) return;
  following.add(page);
  const goto = page.goto.bind(page);
  page.goto = (async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitForApp(page);
    return response;
  }) as Page['goto'];
  const reload = page.reload.bind(page);
  page.reload = (async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await waitForApp(page);
    return response;
  }) as Page['reload'];
}

const followContext = (context: BrowserContext) => {
  for (const page of context.pages()) followApp(page);
  context.on('page', followApp);
};

/**
 * Playwright's test, with every page of the journey (the default one, those a context opens,
 * and those of contexts the journey makes itself) following the app as above.
 */
export const test = base.extend({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = (async (options) => {
        const context = await newContext(options);
        followContext(context);
        return context;
      }) as typeof browser.newContext;
      await use(browser);
      browser.newContext = newContext;
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    followContext(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    followApp(page);
    await use(page);
  },
});
