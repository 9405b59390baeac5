import fs from 'node:fs';
import { expectNoAxeViolations } from './support/axe';
import { becomePayingMemberThroughApi, signInOnProviderPage } from './support/member';
import { expect, test } from './support/test';

test('a member downloads their data, deletes their account, and signing in again starts afresh', async ({ page }) => {
  // A bookmark, the export, the deletion and a second sign-in: a whole membership.
  test.setTimeout(120_000);
  // An Individual member with a profile; signing up through the pages is subscribe.spec.ts's journey.
  const email = await becomePayingMemberThroughApi(page, 'Robin Leaving', 'Individual', { completeProfile: true });

  // Bookmark one medication.
  await page.goto('/member/drug-pricing');
  const bookmark = page
    .getByRole('table')
    .getByRole('button', { name: /^Bookmark / })
    .first();
  await expect(bookmark).toBeVisible();
  const medication = ((await bookmark.getAttribute('aria-label')) as string).replace('Bookmark ', '');
  await bookmark.click();
  await expect(page.getByRole('button', { name: `Bookmark ${medication}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Download the export: a JSON file with the member's e-mail, birth date and bookmark.
  await page.goto('/dashboard');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData).toBeVisible();
  const downloading = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^arx-account-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(exported.user.email).toBe(email);
  expect(exported.memberships[0].date_of_birth).toBe('1980-04-02');
  expect(exported.bookmarks).toHaveLength(1);
  const saved = exported.bookmarks[0];
  expect([saved.medication_name, saved.strength, saved.form].filter(Boolean).join(' ')).toBe(medication);
  expect(exported.subscriptions[0]).toMatchObject({ plan_name: 'Individual', status: 'active' });

  // The confirmation dialog: the final button waits for DELETE; it passes an axe scan.
  await yourData.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This cannot be undone.');
  await expect(dialog).toContainText('Your subscription is canceled at once');
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(confirm).toBeEnabled();
  await confirm.click();

  // Signed out on the home page.
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('arx.auth_token'))).toBeNull();

  // The same e-mail signs in to a new, empty account: no subscription, no card.
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await signInOnProviderPage(page, email, 'Robin Again');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Complete Your Registration' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByText('Ready to use', { exact: true })).toBeHidden();
});
