import { createSecretKey, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type AppConfig, ConfigError } from '../config/config';

/** One data key: its id travels in every value it encrypts, so rotation knows which key to use. */
export type DataKey = { id: string; key: ReturnType<typeof createSecretKey> };

/** The first key encrypts; every key decrypts (rotation keeps the old ones listed for a while). */
export type Keyring = {
  primary: DataKey;
  byId: ReadonlyMap<string, DataKey>;
  /** In the configured order, the encrypting one first. */
  ids: readonly string[];
  /** Where the keys came from (the variable or the embedded default's file), for messages. */
  source: string;
};

export const KEYRING_VARIABLE = 'DATA_ENCRYPTION_KEYS';
export const KEY_BYTES = 32;
/** A key id goes into every ciphertext between ":" separators, and the list is comma-separated. */
const KEY_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const BASE64 = /^(?:[A-Za-z0-9+/]+|[A-Za-z0-9_-]+)={0,2}$/;
const FORMAT_HINT = '"id:base64key[,id:base64key…]" with 32-byte keys (npm run keys:generate prints one)';

/**
 * Parses "id:base64key[,id:base64key…]". Problems name the entry and its id, never the key
 * material, since the message ends up on a console or in a deployment log.
 */
export function parseKeyring(text: string, source: string = KEYRING_VARIABLE): Keyring {
  const problems: string[] = [];
  const keys: DataKey[] = [];
  // Commas in the variable; the embedded default's file may also put one key per line.
  const entries = text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) problems.push(`${source}: no key given; expected ${FORMAT_HINT}`);
  entries.forEach((entry, index) => {
    const where = `${source}: entry ${index + 1}`;
    const separator = entry.indexOf(':');
    if (separator < 0) {
      problems.push(`${where} is not "id:base64key"; expected ${FORMAT_HINT}`);
      return;
    }
    const id = entry.slice(0, separator);
    const material = entry.slice(separator + 1);
    if (!KEY_ID.test(id)) {
      problems.push(`${where}: a key id is 1–64 letters, digits, ".", "_" or "-", starting with a letter or digit`);
      return;
    }
    if (keys.some((key) => key.id === id)) {
      problems.push(`${where}: key id "${id}" is listed twice`);
      return;
    }
    const bytes = BASE64.test(material) ? Buffer.from(material, material.match(/[-_]/) ? 'base64url' : 'base64') : null;
    if (!bytes || bytes.length !== KEY_BYTES) {
      problems.push(
        `${where}: key "${id}" must be ${KEY_BYTES} bytes in base64 (openssl rand -base64 32)${bytes ? `; it decodes to ${bytes.length} bytes` : ''}`,
      );
      return;
    }
    keys.push({ id, key: createSecretKey(bytes) });
  });
  if (problems.length > 0) throw new ConfigError(problems);
  const [primary] = keys as [DataKey, ...DataKey[]];
  return { primary, byId: new Map(keys.map((key) => [key.id, key])), ids: keys.map((key) => key.id), source };
}

/** A new keyring entry, "key-YYYYMMDD-xxxxxx:base64": dated so an operator sees which is newer. */
export function generateKeyEntry(now: Date = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `key-${day}-${randomBytes(3).toString('hex')}:${randomBytes(KEY_BYTES).toString('base64')}`;
}

/** Where the embedded default keeps its generated keyring (same text format as the variable). */
export function keyringFile(dataDir: string): string {
  return path.join(dataDir, 'secrets', 'data-encryption.keys');
}

let processKeyring: Keyring | null = null;

type KeyringConfig = Pick<AppConfig, 'dataEncryptionKeys' | 'database'>;

/**
 * The keyring the app encrypts with: DATA_ENCRYPTION_KEYS when set (required with PostgreSQL,
 * the same on every instance). The embedded default generates one on first run into
 * DATA_DIR/secrets/data-encryption.keys and keeps it there, so data written today reads after a
 * restart; an operator may edit that file to rotate. An in-memory database lives no longer than
 * this process, and neither does its key. `create: false` (the status CLI) never writes a file.
 */
export function resolveKeyring(config: KeyringConfig): Keyring;
export function resolveKeyring(config: KeyringConfig, options: { create: false }): Keyring | null;
export function resolveKeyring(config: KeyringConfig, options: { create?: boolean } = {}): Keyring | null {
  if (config.dataEncryptionKeys) return parseKeyring(config.dataEncryptionKeys);
  const database = config.database;
  if (database.kind === 'postgres') {
    // Config already refuses this; a random key here would make every value unreadable after a restart.
    throw new ConfigError([`${KEYRING_VARIABLE}: required with DATABASE_URL`]);
  }
  if (database.dataDir === 'memory://') {
    processKeyring ??= parseKeyring(generateKeyEntry(), 'generated key');
    return processKeyring;
  }
  const file = keyringFile(database.dataDir);
  if (!fs.existsSync(file)) {
    if (options.create === false) return null;
    createKeyringFile(file);
  }
  return parseKeyring(fs.readFileSync(file, 'utf8'), file);
}

/**
 * Several processes may start on one data folder at once (test files run in parallel), and two
 * different keys would leave one process's writes unreadable. The key is written complete into
 * a private temporary file and then hard-linked into place, which fails if the file exists: the
 * first link wins and everyone reads the winner. A half-written file is never seen.
 */
function createKeyringFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const staging = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    const fd = fs.openSync(staging, 'wx', 0o600);
    try {
      fs.writeSync(fd, `${generateKeyEntry()}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    try {
      fs.linkSync(staging, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  } finally {
    fs.rmSync(staging, { force: true });
  }
}
