import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Keyring } from './encryption-keys';

/**
 * Field encryption at rest (ADR 0010): AES-256-GCM, a fresh random 96-bit IV per value, and the
 * value's place bound as additional authenticated data, so a ciphertext copied anywhere else
 * fails to decrypt instead of reading as the data of that place.
 *
 *   enc:v2:<key id>:<iv, base64url>:<ciphertext + 16-byte tag, base64url>
 *
 * v2 binds the column and the row (see `FieldBinding`). v1 bound the column only, so a value
 * copied into another row of the same column read as valid: v1 is still read, so data written
 * before v2 keeps working, but never written, and the start-up pass rewrites it as v2. A value
 * without the "enc:" prefix is legacy plaintext from before encryption: it reads as is, and the
 * start-up pass encrypts it.
 */
const PREFIX = 'enc:';
const COLUMN_BOUND = 'v1';
const ROW_BOUND = 'v2';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Where a value belongs: `field` names its column (e.g. "memberships.date_of_birth"), `row` the
 * row and whatever else must not change under it (e.g. its id and owner). Both are authenticated,
 * so the same binding must be given to decrypt.
 */
export type FieldBinding = { field: string; row: string };

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

/** The prefix every value written now under this key starts with: anything else needs the start-up pass. */
export function currentEncryptionPrefix(keyId: string): string {
  return `${PREFIX}${ROW_BOUND}:${keyId}:`;
}

/** The prefix of values bound to their column only, which the start-up pass rewrites. */
export const COLUMN_BOUND_PREFIX = `${PREFIX}${COLUMN_BOUND}:`;

/**
 * v1's AAD was the bare column name; v2's is a JSON array, which no column name can equal and
 * whose parts cannot run into each other whatever they contain.
 */
function additionalData(version: string, binding: FieldBinding): Buffer {
  const text = version === COLUMN_BOUND ? binding.field : JSON.stringify([binding.field, binding.row]);
  return Buffer.from(text, 'utf8');
}

/** Encrypts under the keyring's first key, bound to `binding`, which must be the same when decrypting. */
export function encryptField(keyring: Keyring, binding: FieldBinding, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, keyring.primary.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(ROW_BOUND, binding));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${currentEncryptionPrefix(keyring.primary.id)}${iv.toString('base64url')}:${body.toString('base64url')}`;
}

/**
 * Decrypts a value written by `encryptField` for the same binding (a v1 value: for the same
 * column), with whichever listed key it names; legacy plaintext comes back unchanged. Anything
 * else (an unknown key id, a truncated or altered value, a value from another column or row)
 * throws: a wrong answer is worse than none.
 */
export function decryptField(keyring: Keyring, binding: FieldBinding, stored: string): string {
  if (!isEncrypted(stored)) return stored;
  const { field } = binding;
  const parts = stored.split(':');
  const [, version, keyId, ivText, bodyText] = parts;
  const knownVersion = version === ROW_BOUND || version === COLUMN_BOUND;
  if (parts.length !== 5 || !knownVersion || !keyId || !ivText || !bodyText) {
    throw new DecryptionError(
      `${field}: not a readable "${PREFIX}${ROW_BOUND}" or "${PREFIX}${COLUMN_BOUND}" value`,
      keyId ?? null,
    );
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
    decipher.setAAD(additionalData(version, binding));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new DecryptionError(
      `${field}: the value under key "${keyId}" fails authentication (altered, copied from another column${version === ROW_BOUND ? ' or row' : ''}, or a different key with the same id)`,
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
