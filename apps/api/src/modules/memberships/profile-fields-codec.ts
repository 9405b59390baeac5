import { memberships } from '../../db/schema';
import { DecryptionError, dataKeyring, decryptField, encryptField, isEncrypted } from '../../security/encryption';
import type { Keyring } from '../../security/encryption-keys';

/**
 * The membership columns encrypted at rest (ADR 0010). Every read and write of them goes
 * through this codec inside the memberships and family repositories, so no caller ever sees a
 * ciphertext and no path writes plaintext.
 */
export const ENCRYPTED_PROFILE_FIELDS = [
  'dateOfBirth',
  'addressStreet',
  'addressCity',
  'addressState',
  'addressZip',
] as const;

export type EncryptedProfileField = (typeof ENCRYPTED_PROFILE_FIELDS)[number];
type EncryptedValues = { [K in EncryptedProfileField]?: string | null };

/** The authenticated field name, e.g. "memberships.date_of_birth": a value cannot move columns. */
export function profileFieldContext(field: EncryptedProfileField): string {
  return `memberships.${memberships[field].name}`;
}

/** The same values with each present encrypted field encrypted under the current key. */
export function encryptProfileFields<T extends EncryptedValues>(values: T, keyring: Keyring = dataKeyring()): T {
  const out: T = { ...values };
  for (const field of ENCRYPTED_PROFILE_FIELDS) {
    const value = values[field];
    if (typeof value === 'string')
      out[field] = encryptField(keyring, profileFieldContext(field), value) as T[typeof field];
  }
  return out;
}

/**
 * A membership row as callers read it: encrypted fields decrypted, legacy plaintext as is. A
 * value that cannot be decrypted throws, naming the membership, field and key id (never the
 * value): a corrupted row is an operator's problem, answered as a 500 and logged.
 */
export function decryptProfileFields<T extends EncryptedValues & { id?: number }>(row: T, keyring?: Keyring): T {
  let out: T | null = null;
  for (const field of ENCRYPTED_PROFILE_FIELDS) {
    const value = row[field];
    if (typeof value !== 'string' || !isEncrypted(value)) continue;
    out ??= { ...row };
    try {
      keyring ??= dataKeyring();
      out[field] = decryptField(keyring, profileFieldContext(field), value) as T[typeof field];
    } catch (error) {
      if (!(error instanceof DecryptionError)) throw error;
      throw new DecryptionError(`membership ${row.id ?? '?'}: ${error.message}`, error.keyId);
    }
  }
  return out ?? row;
}
