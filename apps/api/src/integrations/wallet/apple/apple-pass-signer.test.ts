import { generateKeyPairSync } from 'node:crypto';
import { cardBackParagraphs, NOT_INSURANCE } from '@arx/contracts/card';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../config/config';
import { createDevelopmentAppleCredentials } from '../development-certificates';
import { passAuthenticationToken } from '../pass-authentication';
import { loadPassImages } from '../pass-images';
import { manifestMismatches, passJson, signatureVerifies, unzipPkpass } from '../testing/inspect-pass';
import { TEST_CARD as CARD, TEST_ISSUER } from '../testing/test-card';
import { PkpassSigner } from './apple-pass-signer';

const SECRET = 'a-test-pass-authentication-secret';
const SERVICE_URL = 'https://club.example.com/api/v1/wallet_passes/service';

describe('PkpassSigner', () => {
  let credentials: ReturnType<typeof createDevelopmentAppleCredentials>;
  let images: Record<string, Buffer>;
  const signer = (overrides: Partial<ConstructorParameters<typeof PkpassSigner>[0]> = {}) =>
    new PkpassSigner({ credentials, passAuthSecret: SECRET, webServiceUrl: SERVICE_URL, images, ...overrides });

  beforeAll(() => {
    credentials = createDevelopmentAppleCredentials({ passTypeId: 'pass.com.example.test', teamId: 'TEAM123456' });
    images = loadPassImages();
  });

  it('when a card is signed, then pass.json is a storeCard with the whole card on the front and a QR of the member id', () => {
    const files = unzipPkpass(signer().createPkpass(CARD));
    const pass = passJson(files);

    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.com.example.test',
      teamIdentifier: 'TEAM123456',
      organizationName: 'ARX Savings Club',
      serialNumber: CARD.serialNumber,
      authenticationToken: passAuthenticationToken(SECRET, CARD.serialNumber),
      webServiceURL: SERVICE_URL,
      backgroundColor: 'rgb(15, 118, 110)',
      barcodes: [{ format: 'PKBarcodeFormatQR', message: 'ARX-000042-01', messageEncoding: 'iso-8859-1' }],
    });
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
    const front = (area: string) =>
      pass.storeCard[area].map((f: { label: string; value: string }) => [f.label, f.value]);
    expect(front('headerFields')).toEqual([
      ['PROCESSOR', 'Test Rx Processing'],
      ['DISCOUNT CARD', NOT_INSURANCE],
    ]);
    expect(front('primaryFields')).toEqual([['MEMBER', 'Casey Holder']]);
    expect(front('secondaryFields')).toEqual([
      ['MEMBER ID', 'ARX-000042-01'],
      ['RXBIN', '022352'],
    ]);
    expect(front('auxiliaryFields')).toEqual([
      ['RXPCN', 'ARXTEST'],
      ['RXGROUP', 'ARXAFAM'],
    ]);
  });

  it('when a card is signed, then the back carries every paragraph of the card, with the phones tappable and the website a link', () => {
    const back = passJson(unzipPkpass(signer().createPkpass(CARD))).storeCard.backFields;
    const byKey = Object.fromEntries(back.map((f: { key: string }) => [f.key, f]));
    const paragraphs = cardBackParagraphs(
      { name: 'Casey Holder', member_id: 'ARX-000042-01', rx_bin: '022352', rx_group: 'ARXAFAM', person_code: 1 },
      TEST_ISSUER,
    );

    for (const { title, text } of paragraphs.filter((p) => p.title !== 'Member services')) {
      expect(back.map((f: { label: string; value: string }) => [f.label, f.value])).toContainEqual([title, text]);
    }
    expect(byKey.pharmacist.value).toBe(
      'Submit as a cash discount claim to Test Rx Processing: RxBIN 022352, RxPCN ARXTEST, RxGroup ARXAFAM, ID ARX-000042-01, person code 01.',
    );
    expect(byKey.helpdesk_phone).toEqual({
      key: 'helpdesk_phone',
      label: 'Pharmacist help desk',
      value: '1-800-555-0134',
      dataDetectorTypes: ['PKDataDetectorTypePhoneNumber'],
    });
    expect(byKey.member_services_phone).toMatchObject({
      value: '1-800-555-0199',
      dataDetectorTypes: ['PKDataDetectorTypePhoneNumber'],
    });
    expect(byKey.website).toMatchObject({
      value: 'club.example.com',
      attributedValue: '<a href="https://club.example.com">club.example.com</a>',
    });
    expect(byKey.this_is_not_insurance.label).toBe(NOT_INSURANCE);
  });

  it('when the processor uses no RxPCN, then neither side of the pass prints one', () => {
    const card = { ...CARD, issuer: { ...TEST_ISSUER, rx_pcn: null } };
    const pass = passJson(unzipPkpass(signer().createPkpass(card)));

    expect(JSON.stringify(pass)).not.toMatch(/PCN/i);
    expect(pass.storeCard.auxiliaryFields.map((f: { label: string }) => f.label)).toEqual(['RXGROUP']);
  });

  it('when the account is in Spanish, then the pass is in Spanish, with the claim instructions and the not-insurance statement in English as well for the pharmacist', () => {
    const pass = passJson(unzipPkpass(signer().createPkpass({ ...CARD, locale: 'es' })));
    const fields = (list: { label: string; value: string }[]) => list.map((f) => [f.label, f.value]);

    expect(pass.description).toBe('Tarjeta de miembro de ARX Savings Club');
    expect(pass.organizationName).toBe('ARX Savings Club');
    expect(fields(pass.storeCard.headerFields)).toEqual([
      ['PROCESADOR', 'Test Rx Processing'],
      ['ESTO NO ES UN SEGURO', NOT_INSURANCE],
    ]);
    expect(fields(pass.storeCard.primaryFields)).toEqual([['MIEMBRO', 'Casey Holder']]);
    expect(fields(pass.storeCard.secondaryFields)).toEqual([
      ['NÚMERO DE MIEMBRO', 'ARX-000042-01'],
      ['RXBIN', '022352'],
    ]);
    expect(fields(pass.storeCard.auxiliaryFields)).toEqual([
      ['RXPCN', 'ARXTEST'],
      ['RXGROUP', 'ARXAFAM'],
    ]);
    const back = Object.fromEntries(
      pass.storeCard.backFields.map((f: { key: string; label: string; value: string }) => [f.key, [f.label, f.value]]),
    );
    expect(back).toMatchObject({
      plan: ['Plan', 'Family Member Card'],
      pharmacist: [
        'Farmacéutico / Pharmacist',
        'Submit as a cash discount claim to Test Rx Processing: RxBIN 022352, RxPCN ARXTEST, RxGroup ARXAFAM, ID ARX-000042-01, person code 01.',
      ],
      price: ['Precio', expect.stringContaining('el precio para miembros')],
      helpdesk_phone: ['Ayuda para farmacéuticos / Pharmacist help desk', '1-800-555-0134'],
      insurance: ['Seguro', expect.stringContaining('No se puede combinar con un seguro')],
      this_is_not_insurance: [
        'ESTO NO ES UN SEGURO / THIS IS NOT INSURANCE',
        expect.stringContaining('No es un seguro'),
      ],
      member_services_phone: ['Servicios para miembros', '1-800-555-0199'],
      website: ['Sitio web', 'club.example.com'],
    });
    // The same keys as the English pass: a pass that changes language keeps its fields.
    const english = passJson(unzipPkpass(signer().createPkpass(CARD)));
    const keys = (p: typeof pass) =>
      ['headerFields', 'primaryFields', 'secondaryFields', 'auxiliaryFields', 'backFields'].flatMap((area) =>
        p.storeCard[area].map((f: { key: string }) => f.key),
      );
    expect(keys(pass)).toEqual(keys(english));
  });

  it('when a card is signed, then the pass holds exactly the images, the manifest, pass.json and the signature', () => {
    const files = unzipPkpass(signer().createPkpass(CARD));
    expect(Object.keys(files).sort()).toEqual(
      [
        'icon.png',
        'icon@2x.png',
        'icon@3x.png',
        'logo.png',
        'logo@2x.png',
        'manifest.json',
        'pass.json',
        'signature',
      ].sort(),
    );
  });

  it('when the pass is checked like Wallet does, then the manifest lists every file and the signature chains to the WWDR certificate', async () => {
    const files = unzipPkpass(signer().createPkpass(CARD));

    expect(manifestMismatches(files)).toEqual([]);
    expect(await signatureVerifies(files.signature!, files['manifest.json']!, credentials.wwdrPem)).toBe(true);
  });

  it('when the manifest is altered or another CA is trusted, then the signature does not verify', async () => {
    const files = unzipPkpass(signer().createPkpass(CARD));
    const tampered = Buffer.from(
      files['manifest.json']!.toString('utf8').replace(/"pass\.json":"[0-9a-f]/, '"pass.json":"0'),
    );
    const otherChain = createDevelopmentAppleCredentials();

    expect(tampered.equals(files['manifest.json']!)).toBe(false);
    expect(await signatureVerifies(files.signature!, tampered, credentials.wwdrPem)).toBe(false);
    expect(await signatureVerifies(files.signature!, files['manifest.json']!, otherChain.wwdrPem)).toBe(false);
  });

  it('when pass.json is changed after signing, then its SHA-1 no longer matches the manifest', () => {
    const files = unzipPkpass(signer().createPkpass(CARD));
    files['pass.json'] = Buffer.from(files['pass.json']!.toString('utf8').replace('Casey Holder', 'Someone Else'));

    expect(manifestMismatches(files)).toEqual(['pass.json']);
  });

  it('when the app is not served over https, then the pass names no web service (Apple accepts https only)', () => {
    const pass = passJson(unzipPkpass(signer({ webServiceUrl: null }).createPkpass(CARD)));

    expect(pass.webServiceURL).toBeUndefined();
    expect(pass.authenticationToken).toBe(passAuthenticationToken(SECRET, CARD.serialNumber));
  });

  it('when the signing key is protected by a passphrase, then the pass is signed with it', async () => {
    const key = forge.pki.privateKeyFromPem(credentials.privateKeyPem);
    const encrypted = forge.pki.encryptRsaPrivateKey(key, 'open sesame', { algorithm: 'aes256' });
    const files = unzipPkpass(
      signer({ credentials: { ...credentials, privateKeyPem: encrypted, keyPassphrase: 'open sesame' } }).createPkpass(
        CARD,
      ),
    );

    expect(await signatureVerifies(files.signature!, files['manifest.json']!, credentials.wwdrPem)).toBe(true);
  });

  it('when the certificate, key or passphrase is wrong, then it refuses to start and names the setting', () => {
    const key = forge.pki.privateKeyFromPem(credentials.privateKeyPem);
    const encrypted = forge.pki.encryptRsaPrivateKey(key, 'open sesame', { algorithm: 'aes256' });
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    const problemsOf = (override: Partial<typeof credentials>) => {
      try {
        signer({ credentials: { ...credentials, ...override } });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems;
      }
      return [];
    };

    expect(problemsOf({ privateKeyPem: encrypted, keyPassphrase: 'wrong' })).toEqual([
      'WALLET_APPLE_PRIVATE_KEY: could not be read',
    ]);
    expect(problemsOf({ privateKeyPem: otherKey })).toEqual([
      'WALLET_APPLE_PRIVATE_KEY: does not belong to WALLET_APPLE_CERTIFICATE',
    ]);
    expect(problemsOf({ certificatePem: '-----BEGIN CERTIFICATE-----\nnope\n-----END CERTIFICATE-----' })).toEqual([
      'WALLET_APPLE_CERTIFICATE: could not be read',
    ]);
  });
});
