import { openMail } from './support/mailbox';
import { becomePayingMemberThroughApi } from './support/member';
import { expect, test } from './support/test';

/**
 * A member who reads Spanish pays in Spanish, and every word about the payment follows: the plan
 * as the plan page names it ("Familiar", not "Family") on the billing page, in the payment
 * provider's portal, on the invoice, and on the invoice the Spanish receipt links to, opened
 * in a browser that never visited the site.
 */
test('a Spanish member’s billing page, portal, receipt and invoice name the plan in Spanish', async ({
  page,
  playwright,
}) => {
  const email = await becomePayingMemberThroughApi(page, 'Marta Ruiz', 'Family', { locale: 'es' });

  await page.goto('/es/billing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const invoices = page.getByRole('table');
  await expect(invoices.getByRole('cell', { name: /^Plan Familiar \(mensual\)/ })).toBeVisible();
  await expect(page.getByText('Familiar', { exact: true }).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/Family|\(monthly\)/);

  // The provider's portal, opened from the page as the member would.
  const portalOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Administrar facturación/ }).click();
  const portal = await portalOpened;
  await expect(portal.locator('html')).toHaveAttribute('lang', 'es');
  await expect(portal.getByText('Plan Familiar (mensual)').first()).toBeVisible();
  await expect(portal.getByRole('cell', { name: 'Plan Familiar (mensual)' })).toBeVisible();
  await expect(portal.locator('body')).not.toContainText(/Plan Family|Partner\/Pet|suscripci/i);
  await portal.close();

  // The receipt links the invoice in Spanish, whatever cookie the browser that opens it has.
  const receipt = await openMail(page, email, 'receipt');
  expect(receipt).toContain('Familiar');
  const link = /(https?:\/\/\S+\/invoices\/\S+\/pdf\S*)/.exec(receipt)?.[1];
  expect(link, 'the receipt links its invoice').toMatch(/\?lang=es$/);
  const stranger = await playwright.request.newContext();
  const pdf = await stranger.get(link as string);
  expect(pdf.status()).toBe(200);
  const text = (await pdf.body()).toString('latin1');
  expect(text).toContain('/Lang (es-US)');
  expect(text).toContain('(Descripci\xf3n: Plan Familiar \\(mensual\\))');
  await stranger.dispose();
});
