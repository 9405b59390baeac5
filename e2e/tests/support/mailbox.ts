import { expect, type Locator, type Page } from '@playwright/test';

/** The demo mailbox's list, filtered to one address as a tester would type it in. */
export const mailboxUrl = (to: string) => `/dev/mailbox?to=${encodeURIComponent(to)}`;

/** The list's rows of one kind ("welcome", "receipt", "renewal-notice"…), newest first. */
export function mailRows(page: Page, kind: string): Locator {
  return page
    .getByRole('table', { name: 'E-mails, newest first' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: kind, exact: true }) });
}

/**
 * Opens the mailbox filtered to `to` and reloads it until it lists `count` e-mails of `kind`. A
 * background job sends them a moment after the event, and the page is rendered on the server,
 * so only a reload can show a new one.
 */
export async function expectMail(page: Page, to: string, kind: string, count = 1): Promise<void> {
  await expect(async () => {
    await page.goto(mailboxUrl(to));
    await expect(mailRows(page, kind)).toHaveCount(count, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Waits for the newest e-mail of `kind` to `to`, opens it and answers its plain-text part. */
export async function openMail(page: Page, to: string, kind: string): Promise<string> {
  await expectMail(page, to, kind);
  return openNewestMail(page, kind);
}

/** From the list already shown, opens the newest e-mail of `kind`; answers its plain-text part. */
export async function openNewestMail(page: Page, kind: string): Promise<string> {
  const subject = mailRows(page, kind).first().getByRole('link');
  const title = (await subject.textContent())?.trim() ?? '';
  await subject.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plain-text part' })).toBeVisible();
  return page.locator('pre').innerText();
}
