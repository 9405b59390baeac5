import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { createWalletSigners } from './create-wallet-signers';
import { DEVELOPMENT_APPLE_PASS_TYPE_ID, DEVELOPMENT_APPLE_TEAM_ID } from './development-certificates';
import { developmentWalletCredentials } from './development-credentials';
import { passJson, signatureVerifies, unzipPkpass, verifyGoogleSaveUrl } from './testing/inspect-pass';
import { TEST_ISSUER } from './testing/test-card';

const CARD = {
  serialNumber: 'b5a4e0c4-0000-4000-8000-000000000001',
  memberName: 'Dana Ng',
  memberId: 'ARX-000007-01',
  groupCode: 'ARXASOLO',
  binNumber: '022352',
  cardTitle: 'Individual Member Card',
  personCode: 1,
  issuer: TEST_ISSUER,
  locale: 'en' as const,
};

describe('development wallet credentials', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arx-wallet-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when a data folder is new, then a private set is written once and reused on the next start', () => {
    const dir = dataDir();

    const first = developmentWalletCredentials({ kind: 'pglite', dataDir: dir });
    const second = developmentWalletCredentials({ kind: 'pglite', dataDir: dir });

    const walletDir = path.join(dir, 'secrets', 'wallet');
    expect(fs.statSync(walletDir).mode & 0o777).toBe(0o700);
    const files = fs.readdirSync(walletDir).sort();
    expect(files).toEqual(['google-wallet.key', 'pass-auth.key', 'pass-signer.key', 'pass-signer.pem', 'wwdr-ca.pem']);
    for (const file of files) expect(fs.statSync(path.join(walletDir, file)).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.join(dir, 'secrets'))).toEqual(['wallet']);
    expect(second).toEqual(first);
  });

  it('when the signer certificate is read, then it looks like an Apple Pass Type ID certificate issued by the stand-in WWDR CA', () => {
    const { apple } = developmentWalletCredentials({ kind: 'pglite', dataDir: dataDir() });
    const signer = forge.pki.certificateFromPem(apple.certificatePem);
    const ca = forge.pki.certificateFromPem(apple.wwdrPem);

    const field = (name: string) => signer.subject.getField(name)?.value;
    expect(signer.subject.getField({ type: '0.9.2342.19200300.100.1.1' })?.value).toBe(DEVELOPMENT_APPLE_PASS_TYPE_ID);
    expect(field('CN')).toBe(`Pass Type ID: ${DEVELOPMENT_APPLE_PASS_TYPE_ID}`);
    expect(field('OU')).toBe(DEVELOPMENT_APPLE_TEAM_ID);
    expect(ca.verify(signer)).toBe(true);
    expect(ca.verify(ca)).toBe(true);
    expect(() => signer.verify(ca)).toThrow(/did not issue/);
    expect(ca.getExtension('basicConstraints')).toMatchObject({ cA: true });
    expect(signer.getExtension('basicConstraints')).toMatchObject({ cA: false });
  });

  it('when there is no data folder, then one set is kept in memory for the process', () => {
    const a = developmentWalletCredentials({ kind: 'pglite', dataDir: 'memory://' });
    const b = developmentWalletCredentials({ kind: 'postgres', url: 'postgres://x@y/z', poolSize: 1 });

    expect(b).toBe(a);
  });

  it('when a file of the set is missing, then start-up says which and how to start over', () => {
    const dir = dataDir();
    developmentWalletCredentials({ kind: 'pglite', dataDir: dir });
    fs.rmSync(path.join(dir, 'secrets', 'wallet', 'pass-signer.key'));

    expect(() => developmentWalletCredentials({ kind: 'pglite', dataDir: dir })).toThrow(
      /pass-signer\.key is missing; delete .* to generate new development wallet credentials/,
    );
  });

  it('when three processes start on one new data folder at once, then all three use the same set', async () => {
    const dir = dataDir();
    const script = `
      import { developmentWalletCredentials } from './src/integrations/wallet/development-credentials.ts';
      import { createHash } from 'node:crypto';
      const c = developmentWalletCredentials({ kind: 'pglite', dataDir: process.env.DIR });
      console.log(createHash('sha256').update(c.apple.wwdrPem + c.google.privateKeyPem + c.passAuthSecret).digest('hex'));
    `;
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: { ...process.env, DIR: dir },
      });

    const outputs = await Promise.all([run(), run(), run()]);

    const digests = outputs.map((o) => o.stdout.trim());
    expect(new Set(digests).size).toBe(1);
    expect(fs.readdirSync(path.join(dir, 'secrets'))).toEqual(['wallet']);
    const stored = developmentWalletCredentials({ kind: 'pglite', dataDir: dir });
    expect(stored.passAuthSecret).toHaveLength(43);
  });

  it('when the app starts without wallet settings, then both wallets sign with the stored development set', async () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, APP_URL: 'http://localhost:3000' });

    const signers = createWalletSigners(config);

    const stored = developmentWalletCredentials(config.database);
    expect(signers.development).toEqual({ apple: true, google: true });
    const files = unzipPkpass(signers.apple.createPkpass(CARD));
    expect(passJson(files)).toMatchObject({
      passTypeIdentifier: DEVELOPMENT_APPLE_PASS_TYPE_ID,
      teamIdentifier: DEVELOPMENT_APPLE_TEAM_ID,
    });
    expect(passJson(files).webServiceURL).toBeUndefined();
    expect(await signatureVerifies(files.signature!, files['manifest.json']!, stored.apple.wwdrPem)).toBe(true);
    const url = await signers.google.createSaveUrl(CARD, { expiresAt: new Date(Date.now() + 60_000) });
    const { payload } = await verifyGoogleSaveUrl(url, stored.google.privateKeyPem);
    expect(payload.origins).toEqual(['http://localhost:3000']);
  });
});
