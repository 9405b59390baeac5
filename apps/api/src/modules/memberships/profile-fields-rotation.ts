import { and, eq, gt, isNotNull, notLike, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError } from '../../config/config';
import type { Database } from '../../db/client';
import { memberships } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { COLUMN_BOUND_PREFIX, currentEncryptionPrefix, DecryptionError, encryptField } from '../../security/encryption';
import type { Keyring } from '../../security/encryption-keys';
import { decryptProfileFields, ENCRYPTED_PROFILE_FIELDS, profileFieldBinding } from './profile-fields-codec';

/** How many memberships hold at least one encrypted field under each key id (null: plaintext). */
export type KeyUsage = { keyId: string | null; memberships: number }[];

export type ReencryptionReport = {
  /** Rows moved to the current key and format (from plaintext, an older key or v1). */
  reencrypted: number;
  /** Rows changed by someone else meanwhile (a member's save, another instance's pass). */
  skipped: number;
  /** Rows whose values cannot be decrypted: left as they are and logged by id. */
  unreadable: number[];
};

const BATCH_SIZE = 100;

/**
 * Counts rows per key id straight from the stored text, without decrypting. The casts keep it
 * working on a database whose date_of_birth is still a date (the status CLI does not migrate).
 */
export async function profileFieldKeyUsage(db: Database): Promise<KeyUsage> {
  const result = (await db.execute(sql`
    select key_id, count(distinct id)::int as memberships
    from (
      select m.id, case when v.value like 'enc:%' then split_part(v.value, ':', 3) end as key_id
      from memberships m
      cross join lateral (
        values (m.date_of_birth::text), (m.address_street::text), (m.address_city::text),
               (m.address_state::text), (m.address_zip::text)
      ) as v(value)
      where v.value is not null
    ) as stored
    group by key_id
    order by key_id nulls first
  `)) as unknown as { rows: { key_id: string | null; memberships: number }[] };
  return result.rows.map((row) => ({ keyId: row.key_id, memberships: Number(row.memberships) }));
}

/**
 * How many memberships still hold a value in the v1 format, bound to its column but not its row
 * (ADR 0010, "Row binding"): the start-up pass rewrites them.
 */
export async function columnBoundMemberships(db: Database): Promise<number> {
  const prefix = `${COLUMN_BOUND_PREFIX.replace(/[\\%_]/g, '\\$&')}%`;
  const result = (await db.execute(sql`
    select count(*)::int as memberships
    from memberships
    where date_of_birth::text like ${prefix} or address_street like ${prefix} or address_city like ${prefix}
       or address_state like ${prefix} or address_zip like ${prefix}
  `)) as unknown as { rows: { memberships: number }[] };
  return Number(result.rows[0]?.memberships ?? 0);
}

/** Key ids the rows use that the keyring cannot decrypt. */
export function missingKeys(usage: KeyUsage, keyring: Keyring): KeyUsage {
  return usage.filter((entry) => entry.keyId !== null && !keyring.byId.has(entry.keyId));
}

/** The keyring's older keys no row uses any more: they may be removed. */
export function retiredKeys(usage: KeyUsage, keyring: Keyring): string[] {
  return keyring.ids.slice(1).filter((id) => !usage.some((entry) => entry.keyId === id));
}

/**
 * Re-encrypts, under the keyring's first key and bound to its row, every row with a field still
 * in plaintext, under an older key or in the column-bound v1 format: in batches by id, each row
 * written only if it still holds what was read. So the pass is idempotent, and two instances
 * running it together (or a member saving meanwhile) never overwrite a newer value; the loser
 * just skips the row.
 */
export async function reencryptProfileFields(
  db: Database,
  keyring: Keyring,
  options: { shouldStop?: () => boolean; log?: FastifyBaseLogger; batchSize?: number } = {},
): Promise<ReencryptionReport> {
  const current = currentEncryptionPrefix(keyring.primary.id);
  const underCurrentKey = `${current.replace(/[\\%_]/g, '\\$&')}%`;
  const stale = or(
    ...ENCRYPTED_PROFILE_FIELDS.map((field) =>
      and(isNotNull(memberships[field]), notLike(memberships[field], underCurrentKey)),
    ),
  );
  const report: ReencryptionReport = { reencrypted: 0, skipped: 0, unreadable: [] };
  let after = 0;
  while (!options.shouldStop?.()) {
    const rows = await withoutValues('reading memberships to re-encrypt', () =>
      db
        .select({
          id: memberships.id,
          ownerUserId: memberships.ownerUserId,
          dateOfBirth: memberships.dateOfBirth,
          addressStreet: memberships.addressStreet,
          addressCity: memberships.addressCity,
          addressState: memberships.addressState,
          addressZip: memberships.addressZip,
        })
        .from(memberships)
        .where(and(gt(memberships.id, after), stale))
        .orderBy(memberships.id)
        .limit(options.batchSize ?? BATCH_SIZE),
    );
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    await withoutValues('re-encrypting a batch of memberships', () =>
      withTransaction(db, async (tx) => {
        for (const row of rows) {
          let plain: typeof row;
          try {
            plain = decryptProfileFields(row, keyring);
          } catch (error) {
            if (!(error instanceof DecryptionError)) throw error;
            report.unreadable.push(row.id);
            options.log?.error({ membershipId: row.id, reason: error.message }, 'profile fields cannot be decrypted');
            continue;
          }
          const changes: Partial<typeof row> = {};
          const unchanged = [];
          for (const field of ENCRYPTED_PROFILE_FIELDS) {
            const stored = row[field];
            if (stored === null || stored.startsWith(current)) continue;
            changes[field] = encryptField(keyring, profileFieldBinding(field, row), plain[field] as string);
            unchanged.push(eq(memberships[field], stored));
          }
          // The owner too: the new values are bound to it, and must not land under another.
          const written = await tx
            .update(memberships)
            .set(changes)
            .where(and(eq(memberships.id, row.id), eq(memberships.ownerUserId, row.ownerUserId), ...unchanged))
            .returning({ id: memberships.id });
          if (written.length > 0) report.reencrypted++;
          else report.skipped++;
        }
      }),
    );
  }
  return report;
}

/**
 * A failing query's message carries its parameters (drizzle prints them), and here those are
 * dates of birth and addresses: the error that leaves keeps only what failed and the SQLSTATE.
 */
async function withoutValues<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    const code = (cause as { code?: unknown } | null)?.code;
    throw new Error(`${what} failed${typeof code === 'string' ? ` (SQLSTATE ${code})` : ''}`);
  }
}

export type ProfileFieldEncryption = {
  /** Settles when the start-up re-encryption pass ends (null: it stopped on an error, logged). */
  reencryption: Promise<ReencryptionReport | null>;
  /** Stops the pass between batches and waits for it: the app's close calls it. */
  stop(): Promise<void>;
};

/**
 * At start: refuse to run if any row is encrypted under a key the keyring lacks (every read of
 * it would fail), then re-encrypt plaintext, older-key and v1 rows in the background, and say in
 * the log which older keys no row uses any more.
 */
export async function startProfileFieldEncryption(
  db: Database,
  keyring: Keyring,
  log: FastifyBaseLogger,
): Promise<ProfileFieldEncryption> {
  const usage = await profileFieldKeyUsage(db);
  const missing = missingKeys(usage, keyring);
  if (missing.length > 0) {
    throw new ConfigError(
      missing.map(
        (entry) =>
          `${keyring.source}: ${entry.memberships} membership(s) hold dates of birth or addresses encrypted with key "${entry.keyId}", which is not listed; put that key back after the current one, and remove it only once "npm run keys:status" shows no row uses it`,
      ),
    );
  }
  const announceRetired = (now: KeyUsage) => {
    const retired = retiredKeys(now, keyring);
    if (retired.length > 0) {
      log.info(
        { retiredKeys: retired, currentKey: keyring.primary.id },
        'no membership uses these older data encryption keys any more: they may be removed',
      );
    }
  };
  const columnBound = await columnBoundMemberships(db);
  if (columnBound === 0 && !usage.some((entry) => entry.keyId !== keyring.primary.id)) {
    announceRetired(usage);
    return { reencryption: Promise.resolve({ reencrypted: 0, skipped: 0, unreadable: [] }), stop: async () => {} };
  }
  let stopped = false;
  const reencryption = (async () => {
    try {
      const report = await reencryptProfileFields(db, keyring, { shouldStop: () => stopped, log });
      const summary = { ...report, unreadable: report.unreadable.length, currentKey: keyring.primary.id };
      if (stopped) {
        log.info(summary, 're-encryption of profile fields paused; the next start resumes it');
        return report;
      }
      log.info(summary, 'profile fields re-encrypted');
      announceRetired(await profileFieldKeyUsage(db));
      return report;
    } catch (error) {
      log.error(
        { reason: error instanceof Error ? error.message : 'unknown' },
        're-encryption of profile fields stopped; the next start resumes it',
      );
      return null;
    }
  })();
  return {
    reencryption,
    async stop() {
      stopped = true;
      await reencryption;
    },
  };
}

/**
 * What `npm run keys:status` prints: every key the rows use or the keyring lists, how many
 * memberships use it, how many still wait for the pass (plaintext, v1), and what the operator
 * may do. `ok` is false while a row uses a key the keyring lacks (those rows cannot be read).
 */
export function keyStatusReport(
  usage: KeyUsage,
  keyring: Keyring | null,
  columnBound: number,
): { lines: string[]; ok: boolean } {
  const count = (keyId: string | null) => usage.find((entry) => entry.keyId === keyId)?.memberships ?? 0;
  const lines = [`Data encryption keys (${keyring?.source ?? 'none configured yet'}):`];
  for (const id of keyring?.ids ?? []) {
    const rows = count(id);
    if (id === keyring?.primary.id) lines.push(`  ${id}: current key (encrypts), ${rows} membership(s)`);
    else if (rows > 0) lines.push(`  ${id}: older key (decrypts), ${rows} membership(s) still use it; keep it listed`);
    else lines.push(`  ${id}: older key, no membership uses it: it may be removed`);
  }
  const missing = keyring ? missingKeys(usage, keyring) : usage.filter((entry) => entry.keyId !== null);
  for (const entry of missing) {
    lines.push(
      `  ${entry.keyId}: NOT LISTED, ${entry.memberships} membership(s) use it and cannot be read; add it back`,
    );
  }
  const plaintext = count(null);
  if (plaintext > 0)
    lines.push(`  plaintext: ${plaintext} membership(s) not encrypted yet; the next start encrypts them`);
  if (columnBound > 0)
    lines.push(
      `  v1: ${columnBound} membership(s) encrypted without row binding; the next start re-encrypts them as v2`,
    );
  if (usage.length === 0) lines.push('  no membership holds a date of birth or an address yet');
  return { lines, ok: missing.length === 0 };
}
