import { expect, type Page } from '@playwright/test';

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The local identity provider's page: what a new member fills in. */
export async function signInOnProviderPage(page: Page, email: string, name: string) {
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A new member through the embedded defaults: choose Individual, sign up, pay with 4242…, land on the dashboard. */
export async function becomePayingMember(page: Page, name: string) {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Choose Plan' }).first().click();
  await signInOnProviderPage(page, uniqueEmail(name.split(' ')[0]?.toLowerCase() ?? 'member'), name);
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}
