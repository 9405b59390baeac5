import { expectNoAxeViolations } from './support/axe';
import { becomePayingMemberThroughApi } from './support/member';
import { expect, test } from './support/test';

/**
 * Counter mode (docs/decisions/0017-counter-and-savings.md): a member who has seen their card
 * online can show it at the pharmacy with no network; signing out leaves nothing behind; a
 * visitor's browser never gets the service worker.
 */

const SAVED_CARD_KEY = 'arx.counter_card';
const SHOTS = process.env.COUNTER_SHOTS_DIR;

test('the card shows offline from the copy saved on the device, and signing out removes it', async ({
  page,
  context,
}) => {
  await becomePayingMemberThroughApi(page, 'Casey Counter', 'Individual', { completeProfile: true });
  await expect(page.getByRole('link', { name: 'Show at pharmacy' })).toBeVisible();
  // The page with the card makes the app installable: counter mode is the installed app's start.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // The dashboard saved the card and the worker has kept the app shell.
  await page.waitForFunction((key) => window.localStorage.getItem(key) !== null, SAVED_CARD_KEY);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const saved = JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), SAVED_CARD_KEY))!);
  const holder = saved.holders[0];
  // What the card prints, and nothing more (a pet's species is printed on its card; a person's is null).
  expect(Object.keys(saved.holders[0]).sort()).toEqual(
    ['is_active', 'member_id', 'membership_id', 'name', 'person_code', 'rx_bin', 'rx_group', 'species'].sort(),
  );

  await context.setOffline(true);
  await page.goto('/counter');
  await expect(page.getByRole('heading', { level: 1, name: 'Casey Counter' })).toBeVisible();
  await expect(page.getByText(/^Card saved on this device\. Last refreshed /)).toBeVisible();
  for (const value of [holder.member_id, holder.rx_bin, holder.rx_group]) {
    await expect(page.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('THIS IS NOT INSURANCE')).toBeVisible();
  await expect(page.getByRole('link', { name: saved.issuer.helpdesk_phone })).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(page.getByRole('button', { name: 'Copy Member ID' })).toBeVisible();
  await expectNoAxeViolations(page);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/counter-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS}/counter-375.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  await context.setOffline(false);
  await page.getByRole('link', { name: /Back to dashboard/ }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), SAVED_CARD_KEY)).toBeNull();
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
});

test("a visitor's public pages neither load nor register the service worker, nor fetch the install manifest", async ({
  page,
}) => {
  const scripts: string[] = [];
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'manifest') manifests.push(request.url());
  });
  for (const path of ['/', '/drug-pricing', '/faq']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  expect(scripts.filter((path) => /counter|service-worker|sw\.js/.test(path))).toEqual([]);
  // Fetched while a page loads, the manifest slows the first paint; it is for members, who install.
  expect(manifests).toEqual([]);
  expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
});
