import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config/config';
import {
  createDevelopmentAppleCredentials,
  createDevelopmentGoogleCredentials,
  DEVELOPMENT_APPLE_PASS_TYPE_ID,
  DEVELOPMENT_APPLE_TEAM_ID,
  DEVELOPMENT_GOOGLE_ISSUER_ID,
  DEVELOPMENT_GOOGLE_SERVICE_ACCOUNT,
} from './development-certificates';
import type { AppleWalletCredentials, GoogleWalletCredentials } from './wallet-pass-signer';

export type DevelopmentWalletCredentials = {
  apple: AppleWalletCredentials;
  google: GoogleWalletCredentials;
  /** Keys the passes' authentication tokens when no AUTH_TOKEN_SECRET is set. */
  passAuthSecret: string;
};

const FILES = {
  wwdr: 'wwdr-ca.pem',
  signerCertificate: 'pass-signer.pem',
  signerKey: 'pass-signer.key',
  googleKey: 'google-wallet.key',
  passAuthSecret: 'pass-auth.key',
} as const;

let inMemory: DevelopmentWalletCredentials | null = null;

/**
 * The embedded default's wallet credentials: generated on first run and kept in
 * `<DATA_DIR>/secrets/wallet/` so passes keep verifying across restarts; without a data folder
 * (in-memory PGlite, or PostgreSQL with demo providers allowed) they live in this process.
 */
export function developmentWalletCredentials(database: AppConfig['database']): DevelopmentWalletCredentials {
  if (database.kind !== 'pglite' || database.dataDir === 'memory://') {
    inMemory ??= generate();
    return inMemory;
  }
  return loadOrCreate(path.join(database.dataDir, 'secrets', 'wallet'));
}

function generate(): DevelopmentWalletCredentials {
  return {
    apple: createDevelopmentAppleCredentials(),
    google: createDevelopmentGoogleCredentials(),
    passAuthSecret: randomBytes(32).toString('base64url'),
  };
}

/**
 * Several processes may start on one data folder at once (test files run in parallel), so the
 * set is written into a private temporary folder and renamed into place in one step: the first
 * rename wins, the others find a complete folder and read it. A half-written set is never seen.
 */
function loadOrCreate(dir: string): DevelopmentWalletCredentials {
  const existing = read(dir);
  if (existing) return existing;
  const parent = path.dirname(dir);
  fs.mkdirSync(parent, { recursive: true, mode: 0o700 });
  // mkdtemp creates the folder with mode 0700.
  const staging = fs.mkdtempSync(path.join(parent, '.wallet-'));
  try {
    const created = generate();
    const contents: Record<keyof typeof FILES, string> = {
      wwdr: created.apple.wwdrPem,
      signerCertificate: created.apple.certificatePem,
      signerKey: created.apple.privateKeyPem,
      googleKey: created.google.privateKeyPem,
      passAuthSecret: created.passAuthSecret,
    };
    for (const key of Object.keys(FILES) as (keyof typeof FILES)[]) {
      fs.writeFileSync(path.join(staging, FILES[key]), contents[key], { mode: 0o600 });
    }
    try {
      fs.renameSync(staging, dir);
      return created;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      const winner = read(dir);
      if (!winner) throw error;
      return winner;
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function read(dir: string): DevelopmentWalletCredentials | null {
  if (!fs.existsSync(dir)) return null;
  const file = (name: string) => {
    const full = path.join(dir, name);
    if (!fs.existsSync(full)) {
      throw new Error(`${full} is missing; delete ${dir} to generate new development wallet credentials`);
    }
    return fs.readFileSync(full, 'utf8');
  };
  return {
    apple: {
      passTypeId: DEVELOPMENT_APPLE_PASS_TYPE_ID,
      teamId: DEVELOPMENT_APPLE_TEAM_ID,
      certificatePem: file(FILES.signerCertificate),
      privateKeyPem: file(FILES.signerKey),
      keyPassphrase: null,
      wwdrPem: file(FILES.wwdr),
    },
    google: {
      issuerId: DEVELOPMENT_GOOGLE_ISSUER_ID,
      serviceAccountEmail: DEVELOPMENT_GOOGLE_SERVICE_ACCOUNT,
      privateKeyPem: file(FILES.googleKey),
    },
    passAuthSecret: file(FILES.passAuthSecret).trim(),
  };
}
