import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Keyring } from './encryption-keys';

/**
 * Field encryption at rest (ADR 0010): AES-256-GCM, a fresh random 96-bit IV per value, and the
 * field's name (e.g. "memberships.date_of_birth") bound as additional authenticated data, so a
 * ciphertext copied into another column fails to decrypt instead of reading as that field.
 *
 *   enc:v1:<key id>:<iv, base64url>:<ciphertext + 16-byte tag, base64url>
 *
 * A value without the "enc:" prefix is legacy plaintext from before encryption: it reads as is,
 * and the start-up pass encrypts it.
 */
const PREFIX = 'enc:';
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored value that cannot be read. Its message names the key id and field, never the value. */
export class DecryptionError extends Error {
  constructor(
    message: string,
    /** The key id the value names, when it names one. */
    readonly keyId: string | null = null,
  ) {
    super(message);
    this.name = 'DecryptionError';
  }
}

export function isEncrypted(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/** The id of the key a stored value was encrypted with; null for legacy plaintext. */
export function encryptionKeyId(stored: string): string | null {
  if (!isEncrypted(stored)) return null;
  return stored.split(':')[2] ?? null;
}

/** Encrypts under the keyring's first key. `field` must be the same when decrypting. */
export function encryptField(keyring: Keyring, field: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, keyring.primary.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(field, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}${VERSION}:${keyring.primary.id}:${iv.toString('base64url')}:${body.toString('base64url')}`;
}

/**
 * Decrypts a value written by `encryptField` for the same field, with whichever listed key it
 * names; legacy plaintext comes back unchanged. Anything else (an unknown key id, a truncated or
 * altered value, a value from another field) throws: a wrong answer is worse than none.
 */
export function decryptField(keyring: Keyring, field: string, stored: string): string {
  if (!isEncrypted(stored)) return stored;
  const parts = stored.split(':');
  const [, version, keyId, ivText, bodyText] = parts;
  if (parts.length !== 5 || version !== VERSION || !keyId || !ivText || !bodyText) {
    throw new DecryptionError(`${field}: not a readable "${PREFIX}${VERSION}" value`, keyId ?? null);
  }
  const dataKey = keyring.byId.get(keyId);
  if (!dataKey) {
    throw new DecryptionError(
      `${field}: encrypted with key "${keyId}", which ${keyring.source} does not list (it has ${keyring.ids.map((id) => `"${id}"`).join(', ')}); add that key back after the current one`,
      keyId,
    );
  }
  const iv = Buffer.from(ivText, 'base64url');
  const body = Buffer.from(bodyText, 'base64url');
  if (iv.length !== IV_BYTES || body.length < TAG_BYTES) {
    throw new DecryptionError(`${field}: the value under key "${keyId}" is truncated`, keyId);
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, dataKey.key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(field, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new DecryptionError(
      `${field}: the value under key "${keyId}" fails authentication (altered, copied from another field, or a different key with the same id)`,
      keyId,
    );
  }
}

let active: Keyring | null = null;

/**
 * The process's keyring, set once at start by buildApp. Repositories read it here rather than
 * through every caller's arguments: the membership reads are shared by billing, wallet, family
 * and account code, and one process has one configuration.
 */
export function useDataKeyring(keyring: Keyring): void {
  active = keyring;
}

export function dataKeyring(): Keyring {
  if (!active) {
    throw new Error('No data encryption keyring: buildApp sets it before anything reads or writes encrypted fields');
  }
  return active;
}
