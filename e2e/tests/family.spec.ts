import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { becomePayingMemberThroughApi } from './support/member';
import { expectPrintedCardSheet } from './support/print-card';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 120_000 });

async function addMember(page: Page, opener: RegExp, name: string, relationship: string) {
  await page.getByRole('button', { name: opener }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Family Member' });
  await dialog.getByLabel('Display name').fill(name);
  await dialog.getByLabel('Relationship').selectOption({ label: relationship });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table').getByText(name, { exact: true })).toBeVisible();
}

test('a Family plan: add a spouse and a child, complete one profile, print a card, remove a member', async ({
  page,
}) => {
  await becomePayingMemberThroughApi(page, 'Morgan Family', 'Family', { completeProfile: true });

  await expect(page.getByRole('heading', { name: 'Family Members' })).toBeVisible();
  await expect(page.getByText('No family members yet')).toBeVisible();
  await addMember(page, /^Add Your First Family Member$/, 'Alex Spouse', 'Spouse');
  await expect(page.getByRole('button', { name: 'Add Member (4 slots left)' })).toBeVisible();
  await addMember(page, /^Add Member \(4 slots left\)$/, 'Jamie Child', 'Dependent Child');
  await expect(page.getByRole('button', { name: 'Add Member (3 slots left)' })).toBeVisible();

  const childRow = page.getByRole('row', { name: /Jamie Child/ });
  await expect(childRow).toContainText('(Pending)');
  await childRow.getByRole('button', { name: 'Complete Profile for Jamie Child' }).click();
  const profile = page.getByRole('dialog');
  await profile.getByLabel('Date of birth').fill('2014-09-01');
  await profile.getByLabel('Sex').selectOption('female');
  await profile.getByLabel('Use same address as account holder').check();
  await expect(profile.getByLabel('Street address')).toHaveValue('18 Elm Court');
  await expectNoAxeViolations(page);
  await profile.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(profile).toBeHidden();
  await expect(childRow).toContainText('Active');
  await expect(childRow).not.toContainText('(Pending)');

  // The child's own card: -02 or -03 of the household number, printed at card size.
  await childRow.getByRole('button', { name: 'Get Card for Jamie Child' }).click();
  const card = page.getByRole('dialog', { name: "Jamie Child's Card" });
  await expect(card).toBeVisible();
  await expect(card.getByText(/ARX-\d{6}-0[23]/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    window.print = () => {};
  });
  await card.getByRole('button', { name: 'Print Card' }).click();
  await expectPrintedCardSheet(page, /ARX-\d{6}-0[23]/);
  await card.getByRole('button', { name: 'Print Card' }).focus();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();

  // Edit the spouse's name: the real edit, not a placeholder.
  await page.getByRole('button', { name: 'Actions for Alex Spouse' }).first().click();
  await expectNoAxeViolations(page);
  await page.getByRole('menuitem', { name: 'Edit Member' }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel('Display name')).toHaveValue('Alex Spouse');
  await expectNoAxeViolations(page);
  await edit.getByLabel('Display name').fill('Alex Rivera');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('table').getByText('Alex Rivera', { exact: true })).toBeVisible();

  // Remove the spouse after confirming.
  await page.getByRole('button', { name: 'Actions for Alex Rivera' }).first().click();
  await page.getByRole('menuitem', { name: 'Remove Member' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to remove Alex Rivera? This action cannot be undone.');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('table').getByText('Alex Rivera', { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Member (4 slots left)' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /Jamie Child/ })).toContainText('Active');
  await expectNoAxeViolations(page);
});

test('a Partner/Pet plan holds one more: a pet, and then no slots are left', async ({ page }) => {
  await becomePayingMemberThroughApi(page, 'Pat Owner', 'Partner/Pet', { completeProfile: true });
  await addMember(page, /^Add Your First Family Member$/, 'Biscuit', 'Other');
  await expect(page.getByRole('button', { name: 'No slots left' })).toBeDisabled();

  const petRow = page.getByRole('row', { name: /Biscuit/ });
  await petRow.getByRole('button', { name: 'Complete Profile for Biscuit' }).click();
  const profile = page.getByRole('dialog');
  await profile.getByLabel('Date of birth').fill('2021-05-20');
  await profile.getByLabel('Sex').selectOption({ label: 'Prefer not to say' });
  await profile.getByLabel('Use same address as account holder').check();
  await profile.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(profile).toBeHidden();
  await expect(petRow).toContainText('Active');
});
