import { memberships } from '../../db/schema';
import {
  DecryptionError,
  dataKeyring,
  decryptField,
  encryptField,
  type FieldBinding,
  isEncrypted,
} from '../../security/encryption';
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

/**
 * The row a value belongs to. Both are authenticated with every value (ADR 0010, "Row
 * binding"): a value copied into another member's row, or a row moved to another owner, fails.
 */
export type MembershipRow = { id: number; ownerUserId: number };

/** The authenticated column name, e.g. "memberships.date_of_birth": a value cannot move columns. */
export function profileFieldContext(field: EncryptedProfileField): string {
  return `memberships.${memberships[field].name}`;
}

/** What a value of `field` in `row` is bound to. */
export function profileFieldBinding(field: EncryptedProfileField, row: MembershipRow): FieldBinding {
  // A missing id would still encrypt, bound to "undefined", and only fail on the next read.
  if (!Number.isSafeInteger(row.id) || !Number.isSafeInteger(row.ownerUserId)) {
    throw new Error('Profile fields are bound to their membership: its id and owner are needed');
  }
  return {
    field: profileFieldContext(field),
    row: `memberships.id=${row.id};owner_user_id=${row.ownerUserId}`,
  };
}

/**
 * The same values with each present encrypted field encrypted under the current key, bound to
 * `row`: the caller writes them to that row only (its update names the same id and owner).
 */
export function encryptProfileFields<T extends EncryptedValues>(
  values: T,
  row: MembershipRow,
  keyring: Keyring = dataKeyring(),
): T {
  const out: T = { ...values };
  for (const field of ENCRYPTED_PROFILE_FIELDS) {
    const value = values[field];
    if (typeof value === 'string')
      out[field] = encryptField(keyring, profileFieldBinding(field, row), value) as T[typeof field];
  }
  return out;
}

/**
 * A membership row as callers read it: encrypted fields decrypted, legacy plaintext as is. The
 * id and owner are the row's own, as read with its values, so a value from any other row fails.
 * A value that cannot be decrypted throws, naming the membership, field and key id (never the
 * value): a corrupted row is an operator's problem, answered as a 500 and logged.
 */
export function decryptProfileFields<T extends EncryptedValues & MembershipRow>(row: T, keyring?: Keyring): T {
  let out: T | null = null;
  for (const field of ENCRYPTED_PROFILE_FIELDS) {
    const value = row[field];
    if (typeof value !== 'string' || !isEncrypted(value)) continue;
    out ??= { ...row };
    try {
      keyring ??= dataKeyring();
      out[field] = decryptField(keyring, profileFieldBinding(field, row), value) as T[typeof field];
    } catch (error) {
      if (!(error instanceof DecryptionError)) throw error;
      throw new DecryptionError(`membership ${row.id}: ${error.message}`, error.keyId);
    }
  }
  return out ?? row;
}
