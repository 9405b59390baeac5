import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { becomePayingMember, completePrimaryProfile } from './support/member';

/** Opens a .pkpass the way Wallet would: its files, and a manifest whose hashes match them. */
function readPass(bytes: Buffer) {
  const files = unzipSync(new Uint8Array(bytes));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png']));
  const manifest = JSON.parse(strFromU8(files['manifest.json'] as Uint8Array)) as Record<string, string>;
  for (const [name, content] of Object.entries(files)) {
    if (name === 'manifest.json' || name === 'signature') continue;
    expect(manifest[name], name).toBe(createHash('sha1').update(content).digest('hex'));
  }
  expect((files.signature as Uint8Array).length).toBeGreaterThan(500);
  return JSON.parse(strFromU8(files['pass.json'] as Uint8Array)) as {
    storeCard: unknown;
    serialNumber: string;
    barcodes: { message: string }[];
  };
}

async function memberId(page: Page) {
  const text = await page.getByRole('region', { name: 'Your Savings Card' }).textContent();
  const id = text?.match(/ARX-\d{6}-01/)?.[0];
  expect(id).toBeTruthy();
  return id as string;
}

test('a member downloads a signed pass and sends a 10-minute link to a phone that is not signed in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await becomePayingMember(page, 'Wallet Member');
  await completePrimaryProfile(page);
  const card = page.getByRole('region', { name: 'Your Savings Card' });
  const id = await memberId(page);

  // On a computer the platform is unknown: Apple, Google and the phone link are all offered.
  await expect(card.getByRole('button', { name: 'Add to Google Wallet' })).toBeEnabled();
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Add to Apple Wallet' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('arx-member-card.pkpass');
  const pass = readPass(fs.readFileSync(await download.path()));
  expect(pass.storeCard).toBeTruthy();
  expect(pass.barcodes[0]?.message).toBe(id);
  await expect(page.getByText('Pass added to wallet successfully!')).toBeVisible();

  // The phone link, with its QR code and how long it stays valid.
  await card.getByRole('button', { name: 'Send to my phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send your card to your phone' });
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(dialog.getByRole('timer')).toContainText(/Valid for (10:00|9:5\d)/);
  const link = await dialog.getByRole('textbox', { name: "Link to your card's wallet pass" }).inputValue();
  expect(link).toMatch(/^http:\/\/localhost:\d+\/api\/v1\/wallet_passes\//);

  // A phone: a fresh browser with no sign-in token at all.
  const phone = await browser.newContext();
  try {
    const answer = await phone.request.get(link, { maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/vnd.apple.pkpass');
    const shared = readPass(await answer.body());
    expect(shared.serialNumber).toBe(pass.serialNumber);

    // Android: the same kind of link hands over to Google's "Save to Google Wallet" page.
    await dialog.getByRole('radio', { name: 'Android' }).check();
    await expect
      .poll(async () => dialog.getByRole('textbox', { name: "Link to your card's wallet pass" }).inputValue())
      .not.toBe(link);
    const androidLink = await dialog.getByRole('textbox', { name: "Link to your card's wallet pass" }).inputValue();
    const toGoogle = await phone.request.get(androidLink, { maxRedirects: 0 });
    expect(toGoogle.status()).toBe(302);
    expect(toGoogle.headers().location).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);

    // A link that was never issued lands on the expired page, in the phone's browser.
    const phonePage = await phone.newPage();
    const unknown = link.replace(/[^/]+$/, 'not-a-real-link-token-0123456789abcdef');
    await phonePage.goto(unknown);
    await expect(phonePage).toHaveURL(/\/pass-expired\?code=invalid$/);
    await expect(phonePage.getByRole('heading', { name: 'This pass link has expired' })).toBeVisible();
    await expect(phonePage.getByRole('link', { name: 'Log In to Request New Link' })).toBeVisible();
  } finally {
    await phone.close();
  }
});
