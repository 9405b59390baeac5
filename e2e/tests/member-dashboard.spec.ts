import { expectNoAxeViolations } from './support/axe';
import { becomePayingMember } from './support/member';
import { expectPrintedCardSheet } from './support/print-card';
import { expect, test } from './support/test';

const REQUIRED = [
  'Date of birth is required',
  'Sex is required',
  'Street address is required',
  'City is required',
  'State is required',
  'ZIP code is required',
];

test('a new member completes the profile, copies the ID, bookmarks medications, and the state is kept', async ({
  page,
  context,
}) => {
  // A whole first visit (sign-up, payment, profile, print, bookmarks): longer than one page's default.
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await becomePayingMember(page, 'Robin Member');

  // The profile modal opens by itself; an empty submit lists every required field.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByText('INACTIVE', { exact: true })).toBeVisible();
  await dialog.getByLabel('Date of birth').fill('');
  await dialog.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(dialog.getByText('Please fix the following errors:')).toBeVisible();
  for (const message of REQUIRED) await expect(dialog.getByText(message, { exact: true })).toBeVisible();

  await dialog.getByLabel('Date of birth').fill('1985-06-15');
  await dialog.getByLabel('Sex').selectOption('female');
  await dialog.getByLabel('Street address').fill('500 W Main St');
  await dialog.getByLabel('City').fill('Boise');
  await dialog.getByLabel('State').selectOption('ID');
  await dialog.getByLabel('ZIP code').fill('83702');
  await dialog.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ready to use', { exact: true })).toBeVisible();
  await expect(page.getByText('INACTIVE', { exact: true })).toBeHidden();

  await page.getByRole('button', { name: 'Copy member ID' }).click();
  await expect(page.getByText('Copied!')).toBeVisible();
  await expect(page.getByText('Member ID copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^ARX-\d{6}-01$/);
  await expectNoAxeViolations(page);

  // Print: one sheet with the front and the back, each 85.6 × 53.98 mm.
  await page.evaluate(() => {
    window.print = () => {};
  });
  await page.getByRole('button', { name: 'Print card' }).click();
  await expectPrintedCardSheet(page, /ARX-\d{6}-01/);

  // Bookmark two medications on the member pricing page.
  await page.goto('/member/drug-pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Member Prescription Savings' })).toBeVisible();
  const table = page.getByRole('table');
  const bookmarkButtons = table.getByRole('button', { name: /^Bookmark / });
  await expect(bookmarkButtons.first()).toBeVisible();
  const first = (await bookmarkButtons.nth(0).getAttribute('aria-label'))?.replace('Bookmark ', '') as string;
  const second = (await bookmarkButtons.nth(1).getAttribute('aria-label'))?.replace('Bookmark ', '') as string;
  expect(first).not.toBe(second);
  for (const name of [first, second]) {
    const toggle = table.getByRole('button', { name: `Bookmark ${name}`, exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);

  // Both on the dashboard; remove one; a reload keeps the state.
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: `Remove ${first} from bookmarks` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${second} from bookmarks` })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${first} from bookmarks` }).click();
  await expect(page.getByRole('button', { name: `Remove ${first} from bookmarks` })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: `Remove ${second} from bookmarks` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${first} from bookmarks` })).toBeHidden();
  await expect(page.getByText('Ready to use', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});
