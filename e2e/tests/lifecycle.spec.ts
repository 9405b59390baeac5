import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectMail, mailRows, openMail, openNewestMail } from './support/mailbox';
import { becomePayingMemberThroughApi, signInOnProviderPage, uniqueEmail } from './support/member';
import { expect, test } from './support/test';
import { advanceClock, advanceClockInPortal } from './support/test-clock';

// These journeys move the sandbox's test clock, and every member on the server lives by it. The
// config gives them a server of their own and runs them one at a time, so no clock moves under a
// journey that counts days (a refund within 30 days, a renewal notice 30 days ahead). Each reads
// its dates from the pages rather than from real time: the journeys before it have already moved
// the clock by a year or more.
test.describe.configure({ timeout: 120_000 });

// The web app gives dates in the browser's zone and e-mails in the zone the browser sent at
// checkout (docs/product.md §10); the sandbox's own pages give them in UTC. With the browser in
// UTC, a date read on any page can be looked for in an e-mail, whatever the hour.
test.use({ timezoneId: 'UTC' });

const TERMS = /renews automatically until you cancel/;

/** "$109.89" out of "$109.89 /year" or "$9.99 / month". */
async function amountIn(locator: Locator): Promise<string> {
  const amount = (await locator.textContent())?.match(/\$\d[\d,]*\.\d{2}/)?.[0];
  expect(amount, `no amount in "${await locator.textContent()}"`).toBeTruthy();
  return amount as string;
}

/** The date a "Next billing date …" line on a plan names. */
async function nextBillingDate(plan: Locator): Promise<string> {
  const line = plan.getByText(/^Next billing date /);
  await expect(line).toBeVisible();
  return ((await line.textContent()) as string).replace('Next billing date', '').trim();
}

/** The dashboard's first visit opens the complete-profile modal; these journeys are not about it. */
async function skipProfile(page: Page) {
  const modal = page.getByRole('dialog', { name: 'Welcome to ARX Savings Club!' });
  await modal.getByRole('button', { name: 'Skip for now' }).click();
  await expect(modal).toBeHidden();
}

test('the renewal terms stand under the price and beside Pay; the welcome (with the member ID) and the receipt arrive', async ({
  page,
}) => {
  await page.goto('/register');
  const yearly = page.getByRole('button', { name: /^Yearly/ });
  await yearly.click();
  await expect(yearly).toHaveAttribute('aria-pressed', 'true');
  const plan = page.getByRole('article', { name: 'Individual' });
  const price = plan.getByText(/^\$[\d,.]+ ?\/ ?year$/);
  const amount = await amountIn(price);
  const terms = plan.getByText(TERMS);
  await expect(terms).toContainText(`${amount} today, then every year.`);
  await expect(terms).toContainText('We e-mail you 30 days before each yearly renewal.');
  const [priceBox, termsBox] = [await price.boundingBox(), await terms.boundingBox()];
  expect(termsBox?.y).toBeGreaterThanOrEqual((priceBox?.y ?? 0) + (priceBox?.height ?? 0));

  await plan.getByRole('button', { name: 'Choose Plan' }).click();
  const email = uniqueEmail('avery');
  await signInOnProviderPage(page, email, 'Avery Yearly');

  // The hosted checkout states the same terms inside the payment form, just above Pay.
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to ARX Savings Club' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: `${amount} / year` })).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay' });
  const checkoutTerms = page.locator('form').filter({ has: pay }).getByText(TERMS);
  await expect(checkoutTerms).toContainText(`${amount} today, then every year.`);
  const [checkoutTermsBox, payBox] = [await checkoutTerms.boundingBox(), await pay.boundingBox()];
  const gap = (payBox?.y ?? 0) - ((checkoutTermsBox?.y ?? 0) + (checkoutTermsBox?.height ?? 0));
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(48);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const memberId = page.getByRole('region', { name: 'Your Savings Card' }).getByText(/^ARX-\d{6}-01$/);
  await expect(memberId).toBeVisible();
  const id = ((await memberId.textContent()) as string).trim();

  await expectMail(page, email, 'receipt');
  await expect(mailRows(page, 'receipt')).toContainText(amount);
  await expectMail(page, email, 'welcome');
  const welcome = await openNewestMail(page, 'welcome');
  expect(welcome).toContain(`Member ID: ${id}`);
});

test('a yearly member is told 30 days ahead, opens the cancel dialog from the e-mail, keeps the membership, and renews', async ({
  page,
}) => {
  const email = await becomePayingMemberThroughApi(page, 'Rowan Yearly', 'Individual', { yearly: true });
  await page.goto('/billing');
  const plan = page.getByRole('region', { name: 'Current Plan' });
  const renewsOn = await nextBillingDate(plan);

  await advanceClockInPortal(page, 336);
  const notice = await openMail(page, email, 'renewal-notice');
  expect(notice).toContain(renewsOn);
  const cancelLink = page.locator('pre').getByRole('link', { name: /\/billing\?cancel=1$/ });
  await expect(cancelLink).toHaveAttribute('href', /^http:\/\/localhost:\d+\/billing\?cancel=1$/);

  // The link opens the dialog at once, with the terms of today: no refund, the card works on.
  await cancelLink.click();
  await expect(page).toHaveURL(/\/billing\?cancel=1$/);
  const dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
  await expect(dialog).toContainText(`Your card works until ${renewsOn}. Nothing more will be charged.`);
  await expect(dialog.getByRole('button', { name: 'Cancel membership' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep my membership' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Keep my membership' }).click();
  await expect(dialog).toBeHidden();
  await expect(plan).toContainText('Active');
  expect(await nextBillingDate(plan)).toBe(renewsOn);
  await expect(plan.getByRole('button', { name: 'Cancel membership' })).toBeVisible();
  // Closing it dropped ?cancel=1, so a reload does not ask again.
  await expect(page).toHaveURL(/\/billing$/);
  await page.reload();
  await expect(plan.getByRole('button', { name: 'Cancel membership' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // A month on, the year renews: a second charge, its receipt, and the next date a year later.
  await advanceClockInPortal(page, 30);
  await expectMail(page, email, 'receipt', 2);
  await page.goto('/billing');
  await expect(page.getByRole('region', { name: 'Invoice History' }).getByRole('row')).toHaveCount(3);
  expect(await nextBillingDate(plan)).not.toBe(renewsOn);
});

test('cancelling within 30 days, from the dashboard, ends the membership at once and refunds it in full', async ({
  page,
}) => {
  const email = await becomePayingMemberThroughApi(page, 'Casey Refund');
  await skipProfile(page);
  const details = page.getByRole('region', { name: 'Plan Details' });
  const amount = await amountIn(details.getByRole('definition').filter({ hasText: '/ month' }));

  await details.getByRole('button', { name: 'Cancel membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
  await expect(dialog).toContainText(`Your membership ends today and we refund every payment in full: ${amount}.`);
  await dialog.getByRole('button', { name: `Cancel and refund ${amount}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    `Your membership has ended and ${amount} is on its way back to your card.`,
  );
  await expect(page.getByRole('heading', { name: 'Complete Your Registration' })).toBeVisible();

  await page.goto('/billing');
  const plan = page.getByRole('region', { name: 'Current Plan' });
  await expect(plan).toContainText('Canceled');
  await expect(plan.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);
  const invoices = page.getByRole('region', { name: 'Invoice History' }).getByRole('row');
  await expect(invoices).toHaveCount(2);
  await expect(invoices.nth(1)).toContainText(`Refunded ${amount}`);

  await expectMail(page, email, 'cancellation-confirmed');
  await expectMail(page, email, 'refund-issued');
  await expect(mailRows(page, 'refund-issued')).toContainText(amount);
});

test('after 30 days a cancellation waits for the end of the period, and "Keep my membership" takes it back', async ({
  page,
}) => {
  const email = await becomePayingMemberThroughApi(page, 'Morgan Later');
  await skipProfile(page);
  await advanceClock(page.request, 31);

  await page.goto('/billing');
  const plan = page.getByRole('region', { name: 'Current Plan' });
  const endsOn = await nextBillingDate(plan);
  await plan.getByRole('button', { name: 'Cancel membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
  await expect(dialog).toContainText(`Your card works until ${endsOn}. Nothing more will be charged.`);
  await dialog.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(dialog).toBeHidden();
  await expect(plan).toContainText(`Your membership ends on ${endsOn}.`);
  await expect(plan.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);
  // Read before taking it back: a confirmation not yet sent by then is dropped, by design.
  const confirmed = await openMail(page, email, 'cancellation-confirmed');
  expect(confirmed).toContain(`keeps working until ${endsOn}`);

  // The dashboard says the same, and takes it back.
  await page.goto('/dashboard');
  const details = page.getByRole('region', { name: 'Plan Details' });
  await expect(details).toContainText(`Your membership ends on ${endsOn}.`);
  await details.getByRole('button', { name: 'Keep my membership' }).click();
  await expect(details.getByRole('button', { name: 'Cancel membership' })).toBeVisible();
  await expect(details).not.toContainText('Your membership ends on');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Your membership continues and renews as before.',
  );

  await page.goto('/billing');
  await expect(plan.getByRole('button', { name: 'Cancel membership' })).toBeVisible();
  expect(await nextBillingDate(plan)).toBe(endsOn);
});

test('when the 30 days run out while the dialog is open, confirming refunds nothing and shows the new terms', async ({
  page,
}) => {
  const email = await becomePayingMemberThroughApi(page, 'Blair Boundary');
  await page.goto('/billing?cancel=1');
  const dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
  const refund = dialog.getByRole('button', { name: /^Cancel and refund / });
  await expect(refund).toBeVisible();

  await advanceClock(page.request, 31);
  await refund.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Your terms changed while this window was open. Please read them again before you confirm.',
  );
  await expect(dialog).toContainText(/Your card works until .+\. Nothing more will be charged\./);
  await expect(refund).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Cancel membership' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep my membership' }).click();
  await expect(dialog).toBeHidden();
  const plan = page.getByRole('region', { name: 'Current Plan' });
  await expect(plan).toContainText('Active');
  await expect(page.getByRole('region', { name: 'Invoice History' })).not.toContainText('Refunded');
  await expectMail(page, email, 'welcome');
  await expect(mailRows(page, 'refund-issued')).toHaveCount(0);
});

test('the open cancel dialog and the mailbox list pass an axe scan', async ({ page }) => {
  const email = await becomePayingMemberThroughApi(page, 'Alex Scan');
  await page.goto('/billing?cancel=1');
  const dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
  // Scanned once the terms are in, not over the spinner.
  await expect(dialog.getByRole('button', { name: /^Cancel and refund / })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep my membership' }).click();
  await expect(dialog).toBeHidden();

  await expectMail(page, email, 'receipt');
  await expectMail(page, email, 'welcome');
  await expectNoAxeViolations(page);
});
