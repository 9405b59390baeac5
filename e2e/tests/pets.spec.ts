import { expectNoAxeViolations } from './support/axe';
import { becomePayingMemberThroughApi } from './support/member';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 120_000 });

test('a Partner/Pet plan: add a dog, complete its profile without a sex, see "Pet · Dog" and its card', async ({
  page,
}) => {
  await becomePayingMemberThroughApi(page, 'Pat Petowner', 'Partner/Pet', { completeProfile: true });

  await page.getByRole('button', { name: 'Add Your First Family Member' }).click();
  const add = page.getByRole('dialog', { name: 'Add Family Member' });
  await add.getByLabel('Display name').fill('Rex');
  await add.getByRole('checkbox', { name: 'This is a pet' }).check();
  await expect(add.getByLabel('Relationship')).toHaveCount(0);
  await expect(add.getByLabel('Species')).toHaveValue('dog');
  await expectNoAxeViolations(page);
  await add.getByRole('button', { name: 'Add Member' }).click();
  await expect(add).toBeHidden();

  const petRow = page.getByRole('row', { name: /Rex/ });
  await expect(petRow).toContainText('Pet · Dog');
  await petRow.getByRole('button', { name: 'Complete Profile for Rex' }).click();
  const profile = page.getByRole('dialog', { name: 'Complete Profile' });
  await expect(profile.getByLabel('Date of birth')).toBeVisible();
  // A pet is not asked its sex.
  await expect(profile.getByLabel('Sex')).toBeHidden();
  await profile.getByLabel('Date of birth').fill('2021-05-20');
  await profile.getByLabel('Use same address as account holder').check();
  await expectNoAxeViolations(page);
  await profile.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(profile).toBeHidden();
  await expect(petRow).toContainText('Active');
  await expect(petRow).toContainText('Pet · Dog');

  // The pet's own card carries its name.
  await petRow.getByRole('button', { name: 'Get Card for Rex' }).click();
  const card = page.getByRole('dialog', { name: "Rex's Card" });
  await expect(card).toBeVisible();
  await expect(card.getByText('Rex', { exact: true }).first()).toBeVisible();
  await expect(card.getByText(/ARX-\d{6}-02/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
