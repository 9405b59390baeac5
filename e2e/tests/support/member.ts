import { expect, type Page } from '@playwright/test';

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The local identity provider's page: what a new member fills in. */
export async function signInOnProviderPage(page: Page, email: string, name: string) {
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The plan cards in the order the seed has them. */
export const PLAN_INDEX = { Individual: 0, 'Partner/Pet': 1, Family: 2 } as const;

/**
 * A new member through the embedded defaults: choose a plan (monthly unless `yearly`), sign up,
 * pay with 4242…, land on the dashboard. Answers the member's e-mail address, which finds their
 * e-mails in the demo mailbox.
 */
export async function becomePayingMember(
  page: Page,
  name: string,
  plan: keyof typeof PLAN_INDEX = 'Individual',
  { yearly = false }: { yearly?: boolean } = {},
): Promise<string> {
  const email = uniqueEmail(name.split(' ')[0]?.toLowerCase() ?? 'member');
  await page.goto('/register');
  if (yearly) {
    const toggle = page.getByRole('button', { name: /^Yearly/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByRole('button', { name: 'Choose Plan' }).nth(PLAN_INDEX[plan]).click();
  await signInOnProviderPage(page, email, name);
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return email;
}

/** Completes the card holder's profile in the modal that opens on the first visit. */
export async function completePrimaryProfile(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Date of birth').fill('1980-04-02');
  await dialog.getByLabel('Sex').selectOption('male');
  await dialog.getByLabel('Street address').fill('18 Elm Court');
  await dialog.getByLabel('City').fill('Columbus');
  await dialog.getByLabel('State').selectOption('OH');
  await dialog.getByLabel('ZIP code').fill('43215');
  await dialog.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ready to use', { exact: true })).toBeVisible();
}
