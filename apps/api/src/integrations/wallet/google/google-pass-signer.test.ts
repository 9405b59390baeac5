import { generateKeyPairSync } from 'node:crypto';
import { NOT_INSURANCE } from '@arx/contracts/card';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../config/config';
import { createDevelopmentGoogleCredentials } from '../development-certificates';
import { verifyGoogleSaveUrl } from '../testing/inspect-pass';
import { TEST_ISSUER } from '../testing/test-card';
import type { WalletCard } from '../wallet-pass-signer';
import { GoogleSaveLinkSigner } from './google-pass-signer';

const CARD: WalletCard = {
  serialNumber: '0d7c9a52-1111-4a57-9d7b-2d7f1b2c3d4e',
  memberName: 'Sam Spouse',
  memberId: 'ARX-000042-02',
  groupCode: 'ARXAFAM',
  binNumber: '022352',
  cardTitle: 'Family Member Card',
  personCode: 2,
  issuer: TEST_ISSUER,
  locale: 'en',
};

describe('GoogleSaveLinkSigner', () => {
  let credentials: ReturnType<typeof createDevelopmentGoogleCredentials>;
  beforeAll(() => {
    credentials = { ...createDevelopmentGoogleCredentials(), issuerId: '3388000000012345678' };
  });

  it('when a card is signed, then the save link carries an RS256 JWT with the claims Google reads and the card', async () => {
    const signer = new GoogleSaveLinkSigner({ credentials, origins: ['https://club.example.com'] });
    const expiresAt = new Date(Date.now() + 600_000);

    const url = await signer.createSaveUrl(CARD, { expiresAt });

    const { payload, protectedHeader } = await verifyGoogleSaveUrl(url, credentials.privateKeyPem);
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      iss: credentials.serviceAccountEmail,
      aud: 'google',
      typ: 'savetowallet',
      origins: ['https://club.example.com'],
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
    expect(payload.payload.genericClasses).toEqual([{ id: '3388000000012345678.arx_member_card' }]);
    const [object] = payload.payload.genericObjects;
    expect(object).toMatchObject({
      id: `3388000000012345678.${CARD.serialNumber}`,
      classId: '3388000000012345678.arx_member_card',
      hexBackgroundColor: '#0f766e',
      cardTitle: { defaultValue: { language: 'en-US', value: 'ARX Savings Club' } },
      subheader: { defaultValue: { value: NOT_INSURANCE } },
      header: { defaultValue: { value: 'Sam Spouse' } },
      barcode: { type: 'QR_CODE', value: 'ARX-000042-02' },
    });
    const modules = object.textModulesData.map((m: { header: string; body: string }) => [m.header, m.body]);
    expect(modules.slice(0, 6)).toEqual([
      ['Member ID', 'ARX-000042-02'],
      ['RxBIN', '022352'],
      ['RxPCN', 'ARXTEST'],
      ['RxGroup', 'ARXAFAM'],
      ['Processor', 'Test Rx Processing'],
      ['Plan', 'Family Member Card'],
    ]);
    expect(modules.map(([header]: string[]) => header).slice(6)).toEqual([
      'Pharmacist',
      'Price',
      'Insurance',
      NOT_INSURANCE,
    ]);
    expect(modules[6][1]).toContain('person code 02');
    expect(object.linksModuleData.uris).toEqual([
      { id: 'helpdesk_phone', uri: 'tel:+18005550134', description: 'Pharmacist help desk: 1-800-555-0134' },
      { id: 'member_services_phone', uri: 'tel:+18005550199', description: 'Member services: 1-800-555-0199' },
      { id: 'website', uri: 'https://club.example.com', description: 'club.example.com' },
    ]);
    expect(payload.payload.genericObjects).toHaveLength(1);
  });

  it('when the account is in Spanish, then the object is in Spanish (es-US), with the English a pharmacist needs beside it', async () => {
    const signer = new GoogleSaveLinkSigner({ credentials, origins: ['https://club.example.com'] });

    const url = await signer.createSaveUrl({ ...CARD, locale: 'es' }, { expiresAt: new Date(Date.now() + 600_000) });

    const [object] = (await verifyGoogleSaveUrl(url, credentials.privateKeyPem)).payload.payload.genericObjects;
    expect(object).toMatchObject({
      cardTitle: { defaultValue: { language: 'es-US', value: 'ARX Savings Club' } },
      subheader: { defaultValue: { language: 'es-US', value: 'ESTO NO ES UN SEGURO / THIS IS NOT INSURANCE' } },
      header: { defaultValue: { language: 'es-US', value: 'Sam Spouse' } },
    });
    const modules = object.textModulesData.map((m: { id: string; header: string }) => [m.id, m.header]);
    expect(modules).toEqual([
      ['member_id', 'Número de miembro'],
      ['rxbin', 'RxBIN'],
      ['rxpcn', 'RxPCN'],
      ['rxgroup', 'RxGroup'],
      ['processor', 'Procesador'],
      ['plan', 'Plan'],
      ['pharmacist', 'Farmacéutico / Pharmacist'],
      ['price', 'Precio'],
      ['insurance', 'Seguro'],
      ['this_is_not_insurance', 'ESTO NO ES UN SEGURO / THIS IS NOT INSURANCE'],
    ]);
    expect(object.textModulesData[6].body).toMatch(
      /^Submit as a cash discount claim to Test Rx Processing: .*person code 02\.$/,
    );
    expect(object.linksModuleData.uris.map((u: { description: string }) => u.description)).toEqual([
      'Ayuda para farmacéuticos / Pharmacist help desk: 1-800-555-0134',
      'Servicios para miembros: 1-800-555-0199',
      'club.example.com',
    ]);
  });

  it('when the link is checked with another key, then the signature is refused', async () => {
    const signer = new GoogleSaveLinkSigner({ credentials, origins: ['https://club.example.com'] });
    const url = await signer.createSaveUrl(CARD, { expiresAt: new Date(Date.now() + 600_000) });

    await expect(verifyGoogleSaveUrl(url, createDevelopmentGoogleCredentials().privateKeyPem)).rejects.toThrow();
  });

  it('when the key is not an RSA private key, then it refuses to start and names the setting', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    for (const privateKeyPem of [ec as string, '-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----']) {
      expect(
        () =>
          new GoogleSaveLinkSigner({ credentials: { ...credentials, privateKeyPem }, origins: ['https://x.example'] }),
      ).toThrow(ConfigError);
    }
  });
});
