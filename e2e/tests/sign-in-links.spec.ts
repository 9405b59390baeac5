import { expect, test } from './support/test';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token of the app's shape for someone else's account, as a hostile link would carry it. */
const strangersToken = `${base64url({ alg: 'HS256', typ: 'arx-app+jwt' })}.${base64url({
  user_id: 1,
  email: 'attacker@example.com',
  workos_id: 'local|attacker@example.com',
  name: 'Attacker',
  exp: Math.floor(Date.now() / 1000) + 3600,
  jti: 'hostile-link',
})}.c2lnbmF0dXJl`;

test('when a link carries ?token=, then nobody is signed in by it and it leaves the address bar', async ({ page }) => {
  await page.goto(`/?token=${strangersToken}`);
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('arx.auth_token'))).toBeNull();
});

test('when a spent or foreign sign-in code arrives, then the visitor lands on the sign-in error screen', async ({
  page,
}) => {
  await page.goto(`/dashboard?code=${'A'.repeat(43)}`);
  await expect(page).toHaveURL(/\/auth\/error\?error=login_failed&redirect=%2Fdashboard/);
  await expect(
    page.getByText('This sign-in link has expired or was already used. Please sign in again.'),
  ).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('arx.auth_token'))).toBeNull();
});
