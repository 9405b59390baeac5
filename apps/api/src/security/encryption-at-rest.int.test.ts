import { createCipheriv, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config/config';
import { memberships, products, users } from '../db/schema';
import { seedPlans } from '../db/seed/seed';
import { loadPlanSeeds } from '../db/seed/seed-data';
import type { LogStream } from '../lib/logger';
import { decryptProfileFields } from '../modules/memberships/profile-fields-codec';
import {
  columnBoundMemberships,
  keyStatusReport,
  profileFieldKeyUsage,
} from '../modules/memberships/profile-fields-rotation';
import { subscribeThroughSandbox } from '../test/sandbox-checkout';
import { bearer, signInThroughLocalProvider } from '../test/sign-in';
import type { TestContext } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { DecryptionError } from './encryption';
import { parseKeyring } from './encryption-keys';

const entry = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;
const KEY_A = entry('a');
const KEY_B = entry('b');
const KEY_C = entry('c');

const HOLDER = {
  date_of_birth: '1971-03-14',
  sex: 'female',
  address_street: '4 Cipher Court',
  address_city: 'Plainview',
  address_state: 'TX',
  address_zip: '79072',
};
const CHILD = {
  date_of_birth: '2012-07-21',
  sex: 'male',
  address_street: '9 Hidden Way',
  address_city: 'Plainview',
  address_state: 'TX',
  address_zip: '79073',
};
/** What must never appear in the database's text or a log line. */
const PLAINTEXTS = ['1971-03-14', '4 Cipher Court', 'Plainview', '79072', '2012-07-21', '9 Hidden Way', '79073'];

/**
 * The log must not hold `plaintext` as a value: standing alone, not inside a longer number. A
 * log line's timings ("responseTime":0.5790720000004512) hold any five digits now and then.
 */
function expectNotLogged(log: string, plaintext: string) {
  const escaped = plaintext.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(log).not.toMatch(new RegExp(`(?<![0-9])${escaped}(?![0-9])`));
}

/** A value as the v1 format wrote it, before row binding: only the column name authenticated. */
function v1Value(keyEntry: string, column: string, plaintext: string): string {
  const [keyId, key] = keyEntry.split(':') as [string, string];
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'base64'), iv, { authTagLength: 16 });
  cipher.setAAD(Buffer.from(`memberships.${column}`, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `enc:v1:${keyId}:${iv.toString('base64url')}:${body.toString('base64url')}`;
}

type StoredRow = {
  id: number;
  owner_user_id: number;
  date_of_birth: string | null;
  sex: string | null;
  address_street: string | null;
  address_city: string | null;
  address_state: string | null;
  address_zip: string | null;
};
const ENCRYPTED_COLUMNS = ['date_of_birth', 'address_street', 'address_city', 'address_state', 'address_zip'] as const;

describe('dates of birth and addresses encrypted at rest', () => {
  let database: TestDatabase;
  const running: TestContext[] = [];
  let emails = 0;

  /** The app as an instance starts it: its own configuration, the shared database. */
  const start = async (keys: string, stream?: LogStream): Promise<TestContext> => {
    const config = loadConfig({ LOG_LEVEL: stream ? 'trace' : 'silent', DATA_ENCRYPTION_KEYS: keys });
    const app = await buildApp({ config, database, logger: stream ? { stream } : false });
    await app.ready();
    const ctx: TestContext = { app, database, close: () => app.close() };
    running.push(ctx);
    return ctx;
  };
  const stopAll = async () => {
    for (const ctx of running.splice(0)) await ctx.close();
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedPlans(database.db, loadPlanSeeds());
  });
  afterAll(async () => {
    await stopAll();
    await database.destroy();
  });

  const call = (ctx: TestContext, token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  const visitor = async (ctx: TestContext) => {
    const email = `at-rest${++emails}@example.com`;
    const { token } = await signInThroughLocalProvider(ctx, { email, name: 'Rae Holder' });
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    return { token, userId: user!.id };
  };

  /** Subscribes to the Family plan the way a member does (sandbox checkout with 4242…). */
  const subscriber = async (ctx: TestContext) => {
    const person = await visitor(ctx);
    const [plan] = await database.db.select().from(products).where(eq(products.slug, 'family'));
    await subscribeThroughSandbox(ctx, person.token, plan!.id);
    return person;
  };

  /** A card holder with a completed profile and one dependent with theirs, through the API. */
  const household = async (ctx: TestContext) => {
    const person = await subscriber(ctx);
    const saved = await call(ctx, person.token, 'PATCH', '/memberships/update_profile', { profile: HOLDER });
    expect(saved.statusCode, saved.body).toBe(200);
    const added = await call(ctx, person.token, 'POST', '/memberships', {
      membership: { display_name: 'Kit Dependent', person_code: 3 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const dependentId = added.json().membership.id as number;
    const done = await call(ctx, person.token, 'PATCH', `/memberships/${dependentId}/complete_profile`, {
      profile: CHILD,
    });
    expect(done.statusCode, done.body).toBe(200);
    return { ...person, dependentId };
  };

  /** The rows exactly as stored, through plain SQL. */
  const stored = async (where = sql`true`): Promise<StoredRow[]> => {
    const result = (await database.db.execute(
      sql`select id, owner_user_id, date_of_birth, sex, address_street, address_city, address_state, address_zip
          from memberships where ${where} order by id`,
    )) as unknown as { rows: StoredRow[] };
    return result.rows;
  };
  const storedValues = (rows: StoredRow[]) =>
    rows.flatMap((row) => ENCRYPTED_COLUMNS.map((column) => row[column])).filter((v): v is string => v !== null);

  const expectReadsPlaintext = async (ctx: TestContext, token: string) => {
    const primary = await call(ctx, token, 'GET', '/memberships/primary');
    expect(primary.statusCode, primary.body).toBe(200);
    const card = primary.json().membership;
    expect(card).toMatchObject({
      date_of_birth: HOLDER.date_of_birth,
      sex: 'female',
      address: { street: HOLDER.address_street, city: HOLDER.address_city, state: 'TX', zip: HOLDER.address_zip },
    });
    expect(card.family_members).toEqual([
      expect.objectContaining({
        date_of_birth: CHILD.date_of_birth,
        address: { street: CHILD.address_street, city: CHILD.address_city, state: 'TX', zip: CHILD.address_zip },
      }),
    ]);
    const profile = await call(ctx, token, 'GET', '/users/profile');
    expect(profile.json().family_members).toEqual([expect.objectContaining({ dateOfBirth: CHILD.date_of_birth })]);
    const legacyList = await call(ctx, token, 'GET', '/users/family_members');
    expect(legacyList.json().family_members).toEqual([expect.objectContaining({ dateOfBirth: CHILD.date_of_birth })]);
  };

  let holder: { token: string; userId: number; dependentId: number };

  it('when a profile is completed and a dependent added, then the database holds only ciphertext and the API the plaintext', async () => {
    const ctx = await start(KEY_A);
    holder = await household(ctx);

    const rows = await stored(sql`owner_user_id = ${holder.userId}`);
    expect(rows).toHaveLength(2);
    const values = storedValues(rows);
    expect(values).toHaveLength(10);
    for (const value of values) expect(value).toMatch(/^enc:v2:a:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    const everything = JSON.stringify(await stored());
    for (const plaintext of PLAINTEXTS) expect(everything).not.toContain(plaintext);
    // The same city for both members is stored as two different texts.
    expect(rows[0]!.address_city).not.toBe(rows[1]!.address_city);
    // Only the named fields are encrypted: sex is no date of birth or address.
    expect(rows.map((row) => row.sex)).toEqual(['female', 'male']);

    await expectReadsPlaintext(ctx, holder.token);
  });

  it('when the same profile is saved again, then it is stored as different ciphertext that reads the same', async () => {
    const ctx = running[0]!;
    const before = await stored(sql`owner_user_id = ${holder.userId} and sequence = 1`);
    const again = await call(ctx, holder.token, 'PATCH', '/memberships/update_profile', { profile: HOLDER });
    expect(again.statusCode).toBe(200);
    const after = await stored(sql`owner_user_id = ${holder.userId} and sequence = 1`);
    for (const column of ENCRYPTED_COLUMNS) expect(after[0]![column]).not.toBe(before[0]![column]);
    await expectReadsPlaintext(ctx, holder.token);
  });

  it('when a stored value is altered or moved to another column, then reads fail with a plain 500 that leaks nothing', async () => {
    const ctx = running[0]!;
    const [original] = await stored(sql`id = ${holder.dependentId}`);
    const body = original!.address_city!.split(':')[4]!;
    const altered = original!.address_city!.replace(body, `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`);
    for (const tampered of [{ addressCity: altered }, { addressCity: original!.address_street }]) {
      await database.db.update(memberships).set(tampered).where(eq(memberships.id, holder.dependentId));
      const res = await call(ctx, holder.token, 'GET', '/memberships/primary');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
      for (const plaintext of PLAINTEXTS) expect(res.body).not.toContain(plaintext);
    }
    await database.db
      .update(memberships)
      .set({ addressCity: original!.address_city })
      .where(eq(memberships.id, holder.dependentId));
    await expectReadsPlaintext(ctx, holder.token);
  });

  it('when a row from before encryption holds plaintext, then it reads as is and the next start encrypts it', async () => {
    const ctx = running[0]!;
    const legacy = await visitor(ctx);
    await database.db.execute(sql`
      insert into memberships (owner_user_id, person_code, sequence, member_number, display_name, group_code,
        bin_number, date_of_birth, sex, address_street, address_city, address_state, address_zip, profile_completed)
      values (${legacy.userId}, 1, 1, 'ARX-900001', 'Lee Legacy', 'ARXFAM', '019876', '1950-05-05', 'male',
        '1 Legacy Lane', 'Oldtown', 'ME', '04468', true)`);
    const before = await call(ctx, legacy.token, 'GET', '/memberships/primary');
    expect(before.json().membership).toMatchObject({
      date_of_birth: '1950-05-05',
      address: { street: '1 Legacy Lane', city: 'Oldtown', state: 'ME', zip: '04468' },
    });
    expect(await profileFieldKeyUsage(database.db)).toContainEqual({ keyId: null, memberships: 1 });

    await stopAll();
    const restarted = await start(KEY_A);
    expect(await restarted.app.fieldEncryption.reencryption).toEqual({ reencrypted: 1, skipped: 0, unreadable: [] });
    const [row] = await stored(sql`owner_user_id = ${legacy.userId}`);
    for (const column of ENCRYPTED_COLUMNS) expect(row![column]).toMatch(/^enc:v2:a:/);
    expect(JSON.stringify(row)).not.toMatch(/1950|Legacy Lane|Oldtown|04468/);
    const after = await call(restarted, legacy.token, 'GET', '/memberships/primary');
    expect(after.json().membership).toEqual(before.json().membership);
    expect(await profileFieldKeyUsage(database.db)).toEqual([{ keyId: 'a', memberships: 3 }]);
  });

  it('when the keys rotate to "b,a", then rows stay readable, two instances move them to b together, and then "b" alone reads them', async () => {
    await stopAll();
    const underA = await stored();
    // Readable with the new key first and the old one after it, before anything moved.
    const rotated = parseKeyring(`${KEY_B},${KEY_A}`);
    for (const row of underA) {
      expect(() =>
        decryptProfileFields(
          {
            id: row.id,
            ownerUserId: row.owner_user_id,
            dateOfBirth: row.date_of_birth,
            addressStreet: row.address_street,
            addressCity: row.address_city,
            addressState: row.address_state,
            addressZip: row.address_zip,
          },
          rotated,
        ),
      ).not.toThrow();
    }

    const [first, second] = await Promise.all([start(`${KEY_B},${KEY_A}`), start(`${KEY_B},${KEY_A}`)]);
    const reports = await Promise.all([
      first!.app.fieldEncryption.reencryption,
      second!.app.fieldEncryption.reencryption,
    ]);
    // Every row moved exactly once between the two; whoever lost a row skipped it.
    expect(reports.reduce((sum, report) => sum + report!.reencrypted, 0)).toBe(underA.length);
    expect(reports.flatMap((report) => report!.unreadable)).toEqual([]);
    for (const value of storedValues(await stored())) expect(value).toMatch(/^enc:v2:b:/);
    await expectReadsPlaintext(second!, holder.token);

    const usage = await profileFieldKeyUsage(database.db);
    expect(usage).toEqual([{ keyId: 'b', memberships: 3 }]);
    const status = keyStatusReport(usage, rotated, await columnBoundMemberships(database.db));
    expect(status.ok).toBe(true);
    expect(status.lines).toContain('  a: older key, no membership uses it: it may be removed');

    await stopAll();
    const onlyB = await start(KEY_B);
    expect(await onlyB.app.fieldEncryption.reencryption).toEqual({ reencrypted: 0, skipped: 0, unreadable: [] });
    await expectReadsPlaintext(onlyB, holder.token);
  });

  it('when a key rows still use is removed, then start refuses naming it, and a read names the missing key id', async () => {
    await stopAll();
    const refused = await start(KEY_C).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).message).toMatch(
      /DATA_ENCRYPTION_KEYS: 3 membership\(s\) hold dates of birth or addresses encrypted with key "b", which is not listed/,
    );
    expect((refused as ConfigError).message).not.toContain(KEY_B.split(':')[1]);

    const [row] = await stored(sql`id = ${holder.dependentId}`);
    const onlyC = parseKeyring(KEY_C);
    const dependent = { id: row!.id, ownerUserId: row!.owner_user_id, dateOfBirth: row!.date_of_birth };
    expect(() => decryptProfileFields(dependent, onlyC)).toThrow(DecryptionError);
    expect(() => decryptProfileFields(dependent, onlyC)).toThrow(
      `membership ${row!.id}: memberships.date_of_birth: encrypted with key "b", which DATA_ENCRYPTION_KEYS does not list`,
    );
    const status = keyStatusReport(await profileFieldKeyUsage(database.db), onlyC, 0);
    expect(status.ok).toBe(false);
    expect(status.lines).toContain('  b: NOT LISTED, 3 membership(s) use it and cannot be read; add it back');
  });

  it('when profiles are saved, refused and a corrupted row is read, then no log line holds a date of birth or an address', async () => {
    await stopAll();
    const lines: string[] = [];
    const ctx = await start(KEY_B, { write: (line) => lines.push(line) });
    const person = await subscriber(ctx);
    const refused = await call(ctx, person.token, 'PATCH', '/memberships/update_profile', {
      profile: { ...HOLDER, date_of_birth: '2999-01-01', address_zip: 'not-a-zip' },
    });
    expect(refused.statusCode).toBe(400);
    const wrongTypes = await call(ctx, person.token, 'PATCH', '/memberships/update_profile', {
      profile: { ...HOLDER, address_city: { nested: HOLDER.address_city } },
    });
    expect(wrongTypes.statusCode).toBe(400);
    const saved = await call(ctx, person.token, 'PATCH', '/memberships/update_profile', { profile: HOLDER });
    expect(saved.statusCode).toBe(200);
    const added = await call(ctx, person.token, 'POST', '/memberships', {
      membership: { display_name: 'Kit Dependent', person_code: 3 },
    });
    const dependentId = added.json().membership.id as number;
    const childRefused = await call(ctx, person.token, 'PATCH', `/memberships/${dependentId}/complete_profile`, {
      profile: { ...CHILD, sex: 'x' },
    });
    expect(childRefused.statusCode).toBe(400);
    const childSaved = await call(ctx, person.token, 'PATCH', `/memberships/${dependentId}/complete_profile`, {
      profile: CHILD,
    });
    expect(childSaved.statusCode).toBe(200);
    await database.db
      .update(memberships)
      .set({ addressStreet: (await stored(sql`id = ${dependentId}`))[0]!.date_of_birth })
      .where(eq(memberships.id, dependentId));
    expect((await call(ctx, person.token, 'GET', '/memberships/primary')).statusCode).toBe(500);

    const log = lines.join('');
    // The log did record these requests and the failure, by id and field only.
    expect(log).toContain('/api/v1/memberships/update_profile');
    expect(log).toContain(`/api/v1/memberships/${dependentId}/complete_profile`);
    expect(log).toContain(`membership ${dependentId}: memberships.address_street: the value under key`);
    for (const plaintext of [...PLAINTEXTS, '2999-01-01', 'not-a-zip']) expectNotLogged(log, plaintext);
    expect(log).not.toContain('enc:v');
  });

  it("when a value is copied with SQL into another member's row, of the same owner or another, then reads answer 500, not that member's data, and the log holds no value", async () => {
    await stopAll();
    const lines: string[] = [];
    const ctx = await start(KEY_B, { write: (line) => lines.push(line) });
    const victim = await household(ctx);
    const other = await subscriber(ctx);
    const OTHER = { ...HOLDER, date_of_birth: '1990-10-10', address_street: '5 Elsewhere Road' };
    expect((await call(ctx, other.token, 'PATCH', '/memberships/update_profile', { profile: OTHER })).statusCode).toBe(
      200,
    );
    const [victimCard, victimChild] = await stored(sql`owner_user_id = ${victim.userId}`);
    const [otherCard] = await stored(sql`owner_user_id = ${other.userId}`);
    const copy = async (id: number, values: Partial<typeof memberships.$inferInsert>) =>
      database.db.update(memberships).set(values).where(eq(memberships.id, id));

    // The same household: the card holder's date of birth and street put on the dependent's row.
    await copy(victimChild!.id, { dateOfBirth: victimCard!.date_of_birth });
    for (const url of ['/memberships/primary', '/users/family_members', '/account/export']) {
      const res = await call(ctx, victim.token, 'GET', url);
      expect(res.statusCode, url).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
    }
    await copy(victimChild!.id, { dateOfBirth: victimChild!.date_of_birth });
    expect((await call(ctx, victim.token, 'GET', '/memberships/primary')).statusCode).toBe(200);

    // Another household: the victim's date of birth and street put on someone else's card.
    await copy(otherCard!.id, { dateOfBirth: victimCard!.date_of_birth, addressStreet: victimCard!.address_street });
    for (const url of ['/memberships/primary', '/users/profile', '/account/export']) {
      const res = await call(ctx, other.token, 'GET', url);
      expect(res.statusCode, url).toBe(500);
      for (const plaintext of PLAINTEXTS) expect(res.body).not.toContain(plaintext);
    }
    // A whole row moved to another owner fails the same way.
    await copy(otherCard!.id, { dateOfBirth: otherCard!.date_of_birth, addressStreet: otherCard!.address_street });
    await copy(victimChild!.id, { ownerUserId: other.userId });
    expect((await call(ctx, other.token, 'GET', '/memberships/primary')).statusCode).toBe(500);
    await copy(victimChild!.id, { ownerUserId: victim.userId });

    const log = lines.join('');
    expect(log).toContain(
      `membership ${victimChild!.id}: memberships.date_of_birth: the value under key \\"b\\" fails authentication`,
    );
    expect(log).toContain(
      `membership ${otherCard!.id}: memberships.date_of_birth: the value under key \\"b\\" fails authentication`,
    );
    for (const plaintext of [...PLAINTEXTS, '1990-10-10', '5 Elsewhere Road']) expectNotLogged(log, plaintext);
    expect(log).not.toContain('enc:v');
    // Put back, every row reads again: nothing was rewritten on the failed reads.
    await expectReadsPlaintext(ctx, victim.token);
    const restored = await call(ctx, other.token, 'GET', '/memberships/primary');
    expect(restored.json().membership).toMatchObject({ date_of_birth: '1990-10-10' });
  });

  it('when a row holds v1 values (bound to the column only), then it reads, keys:status counts it, and two instances starting rewrite it once as v2 that reads the same', async () => {
    await stopAll();
    const ctx = await start(KEY_B);
    const old = await visitor(ctx);
    const v1 = (column: string, value: string) => v1Value(KEY_B, column, value);
    await database.db.execute(sql`
      insert into memberships (owner_user_id, person_code, sequence, member_number, display_name, group_code,
        bin_number, date_of_birth, sex, address_street, address_city, address_state, address_zip, profile_completed)
      values (${old.userId}, 1, 1, 'ARX-900002', 'Vi One', 'ARXFAM', '019876',
        ${v1('date_of_birth', '1960-06-06')}, 'female', ${v1('address_street', '2 Version Street')},
        ${v1('address_city', 'Oldcastle')}, ${v1('address_state', 'OR')}, ${v1('address_zip', '97001')}, true)`);
    const before = await call(ctx, old.token, 'GET', '/memberships/primary');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().membership).toMatchObject({
      date_of_birth: '1960-06-06',
      address: { street: '2 Version Street', city: 'Oldcastle', state: 'OR', zip: '97001' },
    });
    expect(await columnBoundMemberships(database.db)).toBe(1);
    const status = keyStatusReport(
      await profileFieldKeyUsage(database.db),
      parseKeyring(KEY_B),
      await columnBoundMemberships(database.db),
    );
    expect(status.ok).toBe(true);
    expect(status.lines).toContain(
      '  v1: 1 membership(s) encrypted without row binding; the next start re-encrypts them as v2',
    );

    await stopAll();
    const [first, second] = await Promise.all([start(KEY_B), start(KEY_B)]);
    const reports = await Promise.all([
      first!.app.fieldEncryption.reencryption,
      second!.app.fieldEncryption.reencryption,
    ]);
    expect(reports.reduce((sum, report) => sum + report!.reencrypted, 0)).toBe(1);
    const [row] = await stored(sql`owner_user_id = ${old.userId}`);
    for (const column of ENCRYPTED_COLUMNS) expect(row![column]).toMatch(/^enc:v2:b:/);
    expect(await columnBoundMemberships(database.db)).toBe(0);
    const after = await call(second!, old.token, 'GET', '/memberships/primary');
    expect(after.json().membership).toEqual(before.json().membership);
  });
});
