import { execFile } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { jwtVerify } from 'jose';
import { GOOGLE_SAVE_URL } from '../google/google-pass-signer';

/** Test helpers: open a .pkpass or a Google save link the way a wallet would, and check them. */

export type PkpassFiles = Record<string, Buffer>;

export function unzipPkpass(pkpass: Buffer | Uint8Array): PkpassFiles {
  const files = unzipSync(new Uint8Array(pkpass));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, Buffer.from(bytes)]));
}

// biome-ignore lint/suspicious/noExplicitAny: pass.json is checked field by field by the tests
export function passJson(files: PkpassFiles): any {
  return JSON.parse(files['pass.json']!.toString('utf8'));
}

/** Files whose SHA-1 in manifest.json is missing or wrong (empty when the manifest is right). */
export function manifestMismatches(files: PkpassFiles): string[] {
  const manifest = JSON.parse(files['manifest.json']!.toString('utf8')) as Record<string, string>;
  const listed = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature');
  const wrong = listed.filter((name) => manifest[name] !== createHash('sha1').update(files[name]!).digest('hex'));
  const extra = Object.keys(manifest).filter((name) => !listed.includes(name));
  return [...wrong, ...extra];
}

/**
 * Verifies the detached PKCS#7 `signature` over `manifest` with OpenSSL, as Wallet does:
 * the signer certificate inside the signature must chain to the given WWDR certificate.
 */
export async function signatureVerifies(signature: Buffer, manifest: Buffer, wwdrPem: string): Promise<boolean> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pkpass-'));
  try {
    fs.writeFileSync(path.join(dir, 'signature'), signature);
    fs.writeFileSync(path.join(dir, 'manifest.json'), manifest);
    fs.writeFileSync(path.join(dir, 'wwdr.pem'), wwdrPem);
    await promisify(execFile)('openssl', [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      path.join(dir, 'signature'),
      '-content',
      path.join(dir, 'manifest.json'),
      '-CAfile',
      path.join(dir, 'wwdr.pem'),
      '-purpose',
      'any',
      '-out',
      path.join(dir, 'verified'),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Verifies a Save to Google Wallet link's JWT with the public half of the signing key. */
export async function verifyGoogleSaveUrl(url: string, privateKeyPem: string) {
  if (!url.startsWith(GOOGLE_SAVE_URL)) throw new Error(`not a Google save link: ${url}`);
  const jwt = url.slice(GOOGLE_SAVE_URL.length);
  const { payload, protectedHeader } = await jwtVerify(jwt, createPublicKey(privateKeyPem), {
    algorithms: ['RS256'],
  });
  // biome-ignore lint/suspicious/noExplicitAny: the pass payload is checked field by field by the tests
  return { payload: payload as any, protectedHeader };
}
