import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { becomePayingMemberThroughApi } from './support/member';
import { expect, test } from './support/test';

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
    storeCard: Record<
      'headerFields' | 'primaryFields' | 'secondaryFields' | 'auxiliaryFields' | 'backFields',
      PassField[]
    >;
    serialNumber: string;
    barcodes: { message: string }[];
  };
}
type PassField = { key: string; label: string; value: string };

/** The fields of a pass as "LABEL: value" lines, front (every row Wallet shows) and back apart. */
function passText(storeCard: ReturnType<typeof readPass>['storeCard']) {
  const lines = (fields: PassField[] = []) => fields.map(({ label, value }) => `${label}: ${value}`);
  return {
    front: [
      ...lines(storeCard.headerFields),
      ...lines(storeCard.primaryFields),
      ...lines(storeCard.secondaryFields),
      ...lines(storeCard.auxiliaryFields),
    ],
    back: lines(storeCard.backFields).join('\n'),
  };
}

/** The pass inside a "Save to Google Wallet" link: the JWT's payload, read as Google reads it. */
function readGoogleObject(saveUrl: string) {
  const jwt = saveUrl.split('/save/')[1] ?? '';
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    payload: {
      genericObjects: {
        header: { defaultValue: { value: string } };
        subheader: { defaultValue: { value: string } };
        textModulesData: { header: string; body: string }[];
        linksModuleData: { uris: { uri: string; description: string }[] };
        barcode: { value: string };
      }[];
    };
  };
  const object = payload.payload.genericObjects[0];
  expect(object).toBeTruthy();
  return object as NonNullable<typeof object>;
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
  await becomePayingMemberThroughApi(page, 'Wallet Member', 'Individual', { completeProfile: true });
  const card = page.getByRole('region', { name: 'Your Savings Card' });
  const id = await memberId(page);

  // On a computer the platform is unknown: Apple, Google and the phone link are all offered.
  await expect(card.getByRole('button', { name: 'Add to Google Wallet' })).toBeEnabled();
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Add to Apple Wallet' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('arx-member-card.pkpass');
  const pass = readPass(fs.readFileSync(await download.path()));
  expect(pass.barcodes[0]?.message).toBe(id);
  // What the pharmacist reads on the front, and how to submit the claim on the back.
  const apple = passText(pass.storeCard);
  expect(apple.front).toEqual(
    expect.arrayContaining([
      'PROCESSOR: Demo Rx Processing',
      'DISCOUNT CARD: THIS IS NOT INSURANCE',
      'MEMBER: Wallet Member',
      `MEMBER ID: ${id}`,
      expect.stringMatching(/^RXBIN: \d{6}$/),
      'RXPCN: ARXDEMO',
      expect.stringMatching(/^RXGROUP: \w+$/),
    ]),
  );
  expect(apple.back).toMatch(
    new RegExp(
      `Submit as a cash discount claim to Demo Rx Processing: RxBIN \\d{6}, RxPCN ARXDEMO, RxGroup \\w+, ID ${id}, person code 01`,
    ),
  );
  expect(apple.back).toContain('Pharmacist help desk: 1-800-555-0134');
  expect(apple.back).toContain('Member services: 1-800-555-0199');
  expect(apple.back).toContain(
    'Price: The member pays the lower of the member price and the pharmacy’s own cash price.',
  );
  expect(apple.back).toContain('Insurance: Cannot be combined with insurance or any other discount on the same fill.');
  expect(apple.back).toContain('THIS IS NOT INSURANCE: This card gives discounts');
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
    const saveUrl = toGoogle.headers().location ?? '';
    expect(saveUrl).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    // The Google pass carries the same card: the numbers, processor, phones and the statement.
    const google = readGoogleObject(saveUrl);
    expect(google.header.defaultValue.value).toBe('Wallet Member');
    expect(google.subheader.defaultValue.value).toBe('THIS IS NOT INSURANCE');
    expect(google.barcode.value).toBe(id);
    const modules = google.textModulesData.map(({ header, body }) => `${header}: ${body}`);
    expect(modules).toEqual(
      expect.arrayContaining([
        `Member ID: ${id}`,
        expect.stringMatching(/^RxBIN: \d{6}$/),
        'RxPCN: ARXDEMO',
        expect.stringMatching(/^RxGroup: \w+$/),
        'Processor: Demo Rx Processing',
        expect.stringMatching(/^Pharmacist: Submit as a cash discount claim to Demo Rx Processing/),
        'Price: The member pays the lower of the member price and the pharmacy’s own cash price.',
      ]),
    );
    expect(google.linksModuleData.uris).toEqual(
      expect.arrayContaining([
        { id: 'helpdesk_phone', uri: 'tel:+18005550134', description: 'Pharmacist help desk: 1-800-555-0134' },
        { id: 'member_services_phone', uri: 'tel:+18005550199', description: 'Member services: 1-800-555-0199' },
      ]),
    );

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
