import { createCipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config';
import { decryptProfileFields, encryptProfileFields } from '../modules/memberships/profile-fields-codec';
import { DecryptionError, decryptField, encryptField, encryptionKeyId, isEncrypted } from './encryption';
import { generateKeyEntry, keyringFile, parseKeyring, resolveKeyring } from './encryption-keys';

const keyA = randomBytes(32).toString('base64');
const keyB = randomBytes(32).toString('base64url');
const DOB = { field: 'memberships.date_of_birth', row: 'memberships.id=7;owner_user_id=3' };
const STREET = { field: 'memberships.address_street', row: DOB.row };

/** A value as the v1 format wrote it, before row binding: the column name alone authenticated. */
function v1Value(keyId: string, key: string, field: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'base64'), iv, { authTagLength: 16 });
  cipher.setAAD(Buffer.from(field, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `enc:v1:${keyId}:${iv.toString('base64url')}:${body.toString('base64url')}`;
}

const problemsOf = (text: string): string[] => {
  try {
    parseKeyring(text);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the keyring was accepted');
};

describe('the keyring (DATA_ENCRYPTION_KEYS)', () => {
  it('when several keys are listed, then the first encrypts and all of them are known, in order', () => {
    const keyring = parseKeyring(` b:${keyB} , a:${keyA}`);
    expect(keyring.primary.id).toBe('b');
    expect(keyring.ids).toEqual(['b', 'a']);
    expect([...keyring.byId.keys()]).toEqual(['b', 'a']);
    expect(keyring.source).toBe('DATA_ENCRYPTION_KEYS');
  });

  it.each([
    ['nothing', ' , ', /DATA_ENCRYPTION_KEYS: no key given/],
    ['no id', keyA, /DATA_ENCRYPTION_KEYS: entry 1 is not "id:base64key"/],
    ['an id with a space', `my key:${keyA}`, /entry 1: a key id is 1–64 letters/],
    ['the same id twice', `a:${keyA},a:${keyB}`, /entry 2: key id "a" is listed twice/],
    ['a 16-byte key', `a:${randomBytes(16).toString('base64')}`, /key "a" must be 32 bytes.*decodes to 16 bytes/],
    ['text that is not base64', `a:${'!'.repeat(44)}`, /key "a" must be 32 bytes in base64/],
  ])('when the keyring has %s, then start fails naming the variable and the problem', (_case, text, message) => {
    const problems = problemsOf(text);
    expect(problems.join('\n')).toMatch(message);
    expect(problems.every((problem) => problem.startsWith('DATA_ENCRYPTION_KEYS'))).toBe(true);
  });

  it('when a keyring is malformed, then no problem repeats the key material', () => {
    const short = randomBytes(31).toString('base64');
    const problems = problemsOf(`a:${short},${keyA},b:${keyB},b:${keyA}`);
    expect(problems).toHaveLength(3);
    for (const secret of [short, keyA, keyB]) expect(problems.join('\n')).not.toContain(secret);
  });

  it('when a key is generated, then it parses as a dated id and 32 random bytes, different each time', () => {
    const entry = generateKeyEntry(new Date('2026-05-17T10:00:00Z'));
    expect(entry).toMatch(/^key-20260517-[0-9a-f]{6}:[A-Za-z0-9+/]{43}=$/);
    expect(parseKeyring(entry).primary.id).toBe(entry.split(':')[0]);
    expect(generateKeyEntry()).not.toBe(generateKeyEntry());
  });
});

describe('field encryption', () => {
  const ab = parseKeyring(`a:${keyA}`);

  it('when a value is encrypted, then it is a versioned "enc:v2" text naming the key, and decrypts back', () => {
    const stored = encryptField(ab, DOB, '1985-04-12');
    expect(stored).toMatch(/^enc:v2:a:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain('1985');
    expect(isEncrypted(stored)).toBe(true);
    expect(encryptionKeyId(stored)).toBe('a');
    expect(decryptField(ab, DOB, stored)).toBe('1985-04-12');
    expect(decryptField(ab, STREET, encryptField(ab, STREET, '12 Rue de l’Église, Zoë'))).toBe(
      '12 Rue de l’Église, Zoë',
    );
  });

  it('when the same value is encrypted twice, then the two texts differ (a fresh IV each time)', () => {
    const first = encryptField(ab, DOB, '1985-04-12');
    const second = encryptField(ab, DOB, '1985-04-12');
    expect(first).not.toBe(second);
    expect(first.split(':')[3]).not.toBe(second.split(':')[3]);
  });

  it('when a value has no "enc:" prefix, then it is legacy plaintext and reads as it is', () => {
    expect(decryptField(ab, DOB, '1985-04-12')).toBe('1985-04-12');
    expect(encryptionKeyId('12 Main Street')).toBeNull();
  });

  it('when a ciphertext is altered, truncated or moved to another column, then decryption fails loudly', () => {
    const stored = encryptField(ab, DOB, '1985-04-12');
    const body = stored.split(':')[4] as string;
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    const altered = stored.replace(body, flipped);
    expect(() => decryptField(ab, DOB, altered)).toThrow(DecryptionError);
    expect(() => decryptField(ab, DOB, altered)).toThrow(/fails authentication/);
    expect(() => decryptField(ab, DOB, stored.slice(0, stored.lastIndexOf(':') + 8))).toThrow(/truncated/);
    expect(() => decryptField(ab, STREET, stored)).toThrow(/memberships.address_street: .*fails authentication/);
    expect(() => decryptField(ab, DOB, 'enc:v3:a:x:y')).toThrow(/not a readable "enc:v2" or "enc:v1" value/);
    expect(() => decryptField(parseKeyring(`a:${keyB}`), DOB, stored)).toThrow(/fails authentication/);
  });

  it('when a value is copied into another row, then it fails authentication without naming the value', () => {
    const stored = encryptField(ab, DOB, '1985-04-12');
    for (const row of ['memberships.id=8;owner_user_id=3', 'memberships.id=7;owner_user_id=4']) {
      const failure = (() => {
        try {
          decryptField(ab, { ...DOB, row }, stored);
        } catch (error) {
          return error as DecryptionError;
        }
      })();
      expect(failure).toBeInstanceOf(DecryptionError);
      expect(failure?.message).toMatch(/memberships.date_of_birth: .*fails authentication \(.*another column or row/);
      expect(failure?.message).not.toContain('1985');
      expect(failure?.message).not.toContain(stored.split(':')[4]);
    }
  });

  it('when a value is in the v1 format (bound to its column only), then it still reads, in that column only', () => {
    const old = v1Value('a', keyA, DOB.field, '1985-04-12');
    expect(decryptField(ab, DOB, old)).toBe('1985-04-12');
    // A v1 value names no row: any row's binding reads it, which is why the start-up pass rewrites it.
    expect(decryptField(ab, { ...DOB, row: 'memberships.id=8;owner_user_id=4' }, old)).toBe('1985-04-12');
    expect(() => decryptField(ab, STREET, old)).toThrow(/memberships.address_street: .*fails authentication/);
    const body = old.split(':')[4] as string;
    const altered = old.replace(body, `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`);
    expect(() => decryptField(ab, DOB, altered)).toThrow(DecryptionError);
    // A v1 value relabelled v2 (or the reverse) does not read: the two formats authenticate different data.
    expect(() => decryptField(ab, DOB, old.replace('enc:v1:', 'enc:v2:'))).toThrow(/fails authentication/);
    const current = encryptField(ab, DOB, '1985-04-12');
    expect(() => decryptField(ab, DOB, current.replace('enc:v2:', 'enc:v1:'))).toThrow(/fails authentication/);
  });

  it('when the keys rotate, then old values read with the old key listed second, and new ones use the new key', () => {
    const underA = encryptField(ab, DOB, '1985-04-12');
    const rotated = parseKeyring(`b:${keyB},a:${keyA}`);
    expect(decryptField(rotated, DOB, underA)).toBe('1985-04-12');
    const underB = encryptField(rotated, DOB, '1985-04-12');
    expect(encryptionKeyId(underB)).toBe('b');

    const onlyB = parseKeyring(`b:${keyB}`);
    expect(decryptField(onlyB, DOB, underB)).toBe('1985-04-12');
    const failure = (() => {
      try {
        decryptField(onlyB, DOB, underA);
      } catch (error) {
        return error as DecryptionError;
      }
    })();
    expect(failure).toBeInstanceOf(DecryptionError);
    expect(failure?.keyId).toBe('a');
    expect(failure?.message).toMatch(/encrypted with key "a", which DATA_ENCRYPTION_KEYS does not list/);
    expect(failure?.message).not.toContain('1985');
  });

  it('when membership profile fields go through the codec, then each is bound to its own column and row', () => {
    const row = { id: 7, ownerUserId: 3 };
    const stored = encryptProfileFields(
      { dateOfBirth: '1985-04-12', addressStreet: '12 Main Street', addressCity: null, sex: 'female' },
      row,
      ab,
    );
    expect(stored.sex).toBe('female');
    expect(stored.addressCity).toBeNull();
    expect(stored.dateOfBirth).toMatch(/^enc:v2:a:/);
    expect(decryptProfileFields({ ...row, ...stored }, ab)).toEqual({
      id: 7,
      ownerUserId: 3,
      dateOfBirth: '1985-04-12',
      addressStreet: '12 Main Street',
      addressCity: null,
      sex: 'female',
    });
    const swapped = { ...row, dateOfBirth: stored.addressStreet, addressStreet: stored.dateOfBirth };
    expect(() => decryptProfileFields(swapped, ab)).toThrow(
      /^membership 7: memberships.date_of_birth: .*authentication/,
    );
    // The same values in another member's row, of the same owner or of another one.
    expect(() => decryptProfileFields({ ...stored, id: 8, ownerUserId: 3 }, ab)).toThrow(
      /^membership 8: memberships.date_of_birth: .*authentication/,
    );
    expect(() => decryptProfileFields({ ...stored, id: 7, ownerUserId: 4 }, ab)).toThrow(
      /^membership 7: memberships.date_of_birth: .*authentication/,
    );
  });

  it('when the codec is given no row id or owner, then it refuses to encrypt rather than bind to nothing', () => {
    const values = { dateOfBirth: '1985-04-12' };
    for (const row of [{ ownerUserId: 3 }, { id: 7 }, { id: Number.NaN, ownerUserId: 3 }]) {
      expect(() => encryptProfileFields(values, row as { id: number; ownerUserId: number }, ab)).toThrow(
        /bound to their membership/,
      );
    }
  });
});

describe('where the keyring comes from', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arx-keys-'));
    dirs.push(dir);
    return dir;
  };

  it('when DATA_ENCRYPTION_KEYS is set, then it is used and no file is written', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, DATA_ENCRYPTION_KEYS: `a:${keyA}` });
    expect(resolveKeyring(config).ids).toEqual(['a']);
    expect(fs.existsSync(keyringFile(dir))).toBe(false);
  });

  it('when the embedded default starts the first time, then a key is generated into a 0600 file and reused', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(resolveKeyring(config, { create: false })).toBeNull();
    expect(fs.existsSync(keyringFile(dir))).toBe(false);

    const first = resolveKeyring(config);
    const file = keyringFile(dir);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(resolveKeyring(config).ids).toEqual(first.ids);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['data-encryption.keys']);
    // The same key, not only the same id: what one start encrypted, the next decrypts.
    expect(decryptField(resolveKeyring(config), DOB, encryptField(first, DOB, '1985-04-12'))).toBe('1985-04-12');
    expect(parseKeyring(fs.readFileSync(file, 'utf8')).ids).toEqual(first.ids);
  });

  it('when the key file is edited badly, then start fails naming the file, not the variable', () => {
    const dir = dataDir();
    fs.mkdirSync(path.dirname(keyringFile(dir)), { recursive: true });
    fs.writeFileSync(keyringFile(dir), 'not a keyring');
    expect(() => resolveKeyring(loadConfig({ DATA_DIR: dir }))).toThrow(/data-encryption\.keys: entry 1 is not/);
  });

  it('when PostgreSQL is configured without keys, then no key is made up', () => {
    expect(() =>
      resolveKeyring({ dataEncryptionKeys: null, database: { kind: 'postgres', url: 'postgres://x/y', poolSize: 1 } }),
    ).toThrow(/DATA_ENCRYPTION_KEYS: required with DATABASE_URL/);
  });

  it('when the database is in memory, then one random key serves the whole process', () => {
    const config = { dataEncryptionKeys: null, database: { kind: 'pglite' as const, dataDir: 'memory://' } };
    const keyring = resolveKeyring(config);
    expect(keyring.primary.id).toMatch(/^key-\d{8}-[0-9a-f]{6}$/);
    expect(resolveKeyring(config)).toBe(keyring);
  });
});
