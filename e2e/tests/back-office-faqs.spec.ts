import type { Page } from '@playwright/test';
import { signInAt } from './support/api-sign-in';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

// The FAQ editor (docs/decisions/0016-back-office.md) from an operator's chair to the public page.
// Other journeys read /faq on the same server at the same time: the FAQ made here is not
// highlighted (the home page's teaser stays as it is), goes at the end of the list (the first
// question stays the first) and is deleted before the journey ends.
const OPERATOR = 'operator@demo.arx.test';
const SHOTS = '/tmp/shots';

/** /faq until it shows what `check` expects: browsers keep the public list for 30 seconds. */
async function onPublicFaqPage(page: Page, check: () => Promise<void>) {
  await page.goto('/faq');
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000, 5_000] });
}

const publicQuestion = (page: Page, question: string) =>
  page.locator('main details').filter({ has: page.locator('summary', { hasText: question }) });

test.describe('the back office’s FAQ editor', () => {
  test('an operator publishes an FAQ (its script removed), edits it and deletes it, and /faq follows', async ({
    page,
  }) => {
    // Two waits for the browser's 30-second copy of the public list.
    test.setTimeout(150_000);
    const question = `Can I use my card abroad? (journey ${Date.now()})`;

    await signInAt(page, '/admin/faqs', OPERATOR, 'Olive Operator');
    await expect(page).toHaveURL(/\/admin\/faqs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
    await expect(page.getByText(/^Loading/).filter({ visible: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Write it, with a script and a bold word, and preview it: the script is gone and said so.
    await page.getByRole('button', { name: 'New FAQ' }).click();
    await page.getByLabel('Question', { exact: true }).fill(question);
    await page
      .getByLabel('Answer (HTML)', { exact: true })
      .fill('<p>Only in the <strong>United States</strong>.</p><script>alert(1)</script>');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('status')).toContainText('Removed: <script>.');
    await expect(preview.locator('.rich-text strong')).toHaveText('United States');
    await expect(preview.locator('.rich-text')).toHaveText('Only in the United States.');
    await expect(preview.locator('.rich-text script')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // From the top: scrolled, the site's sticky header would be drawn over the middle of the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/faqs-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(preview.locator('.rich-text strong')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/faqs-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Publish FAQ' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The FAQ is published.' })).toBeFocused();
    const list = page.getByRole('list', { name: 'FAQs in their public order' });
    await expect(list.getByRole('heading', { level: 3, name: question })).toBeVisible();

    // The public page, in the same browser: the question, the bold word, no script.
    await onPublicFaqPage(page, async () => {
      await expect(publicQuestion(page, question)).toHaveCount(1, { timeout: 1_000 });
    });
    const published = publicQuestion(page, question);
    await published.locator('summary').click();
    await expect(published.locator('.rich-text')).toHaveText('Only in the United States.');
    await expect(published.locator('.rich-text strong')).toHaveText('United States');
    await expect(published.locator('script')).toHaveCount(0);

    // Edit the answer; /faq shows the edit.
    await page.goto('/admin/faqs');
    await page.getByRole('button', { name: `Edit “${question}”` }).click();
    await expect(page.getByLabel('Answer (HTML)', { exact: true })).toHaveValue(
      '<p>Only in the <strong>United States</strong>.</p>',
    );
    await page
      .getByLabel('Answer (HTML)', { exact: true })
      .fill('<p>Only in the <strong>United States</strong> and Puerto Rico.</p>');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The FAQ is updated.' })).toBeFocused();

    await onPublicFaqPage(page, async () => {
      const edited = publicQuestion(page, question);
      await edited.locator('summary').click({ timeout: 1_000 });
      await expect(edited.locator('.rich-text')).toHaveText('Only in the United States and Puerto Rico.', {
        timeout: 1_000,
      });
    });

    // Delete it, through the confirmation; the server's list is as it was.
    await page.goto('/admin/faqs');
    await page.getByRole('button', { name: `Delete “${question}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this FAQ?' });
    await expect(dialog).toContainText(question);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete FAQ' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The FAQ is deleted.' })).toBeFocused();
    await expect(list.getByRole('heading', { level: 3, name: question })).toHaveCount(0);
    await expect(async () => {
      const { faqs } = await (await page.request.get('/api/v1/faqs')).json();
      expect(faqs.map((faq: { question: string }) => faq.question)).not.toContain(question);
    }).toPass({ timeout: 10_000 });

    // The audit log, filtered by the operator's e-mail in any case: the three changes, newest first.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Operator e-mail').fill('Operator@Demo.ARX.test');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\?operator_email=Operator%40Demo\.ARX\.test$/);
    // Other journeys act as the same demo operator on this server at the same time, so the
    // deletion is found among the entries rather than expected first.
    const entries = page.getByRole('list', { name: 'Audit log entries' }).getByRole('article');
    await expect(entries.first()).toBeVisible();
    const deletion = entries.filter({ has: page.getByRole('heading', { level: 2, name: 'faq.delete' }) });
    await expect(deletion.filter({ hasText: question })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});
