import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { ensurePrimaryMembership } from '../../memberships';
import { memberNumberOf, SEARCH_LIMIT, searchMembers } from './member-search';

describe('finding a member in the back office', () => {
  let database: TestDatabase;
  let dana: number;

  const addMember = async (email: string, name: string | null, cardName: string) => {
    const [user] = await database.db
      .insert(users)
      .values({ workosId: `ext|${email}`, email, name })
      .returning();
    await ensurePrimaryMembership(database.db, {
      userId: user!.id,
      displayName: cardName,
      groupCode: 'ARXCLUB',
      binNumber: '610000',
    });
    return user!.id;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`select setval('member_number_seq', 122)`);
    dana = await addMember('dana.ruiz@example.com', 'Dana Ruiz', 'Dana M Ruiz'); // ARX-000123
    await addMember('lee.chen@example.org', 'Lee Chen', 'Lee Chen');
    await addMember('danaher@example.net', null, 'Pat Danaher');
    await addMember('percent%sign@example.com', 'Per Cent', 'Per Cent');
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const emails = async (q: string) => (await searchMembers(database.db, q)).members.map((m) => m.email);

  it('finds a member by member ID, with or without the person suffix, in any case', async () => {
    for (const q of ['ARX-000123', 'arx-000123-01', 'ARX000123', 'ARX-123', 'ARX-000123-02']) {
      expect(await emails(q), q).toEqual(['dana.ruiz@example.com']);
    }
    const [found] = (await searchMembers(database.db, 'ARX-000123')).members;
    expect(found).toMatchObject({
      user_id: dana,
      member_id: 'ARX-000123-01',
      card_name: 'Dana M Ruiz',
      card_status: 'inactive',
    });
  });

  it('finds by any part of an e-mail, an account name or a card name, case-insensitively', async () => {
    expect(await emails('LEE.CH')).toEqual(['lee.chen@example.org']);
    expect(await emails('example.org')).toEqual(['lee.chen@example.org']);
    expect(await emails('pat dana')).toEqual(['danaher@example.net']);
    expect(await emails('m ruiz')).toEqual(['dana.ruiz@example.com']);
  });

  it('puts the e-mail that is the search, then e-mails that start with it, first', async () => {
    await addMember('joanna@rank.example', null, 'Jo Anna');
    await addMember('anna@rank.example', null, 'Anna B');
    await addMember('anna.b@rank.example', null, 'Anna C');
    expect(await emails('anna')).toEqual(['anna@rank.example', 'anna.b@rank.example', 'joanna@rank.example']);
    expect(await emails('anna.b@rank.example')).toEqual(['anna.b@rank.example']);
  });

  it('takes % and _ literally, not as wildcards', async () => {
    expect(await emails('t%s')).toEqual(['percent%sign@example.com']);
    expect(await emails('a_r')).toEqual([]);
  });

  it('says when more matched than it shows', async () => {
    for (let i = 0; i < SEARCH_LIMIT + 1; i++) await addMember(`bulk${i}@many.example`, null, `Bulk ${i}`);
    const result = await searchMembers(database.db, 'many.example');
    expect(result.members).toHaveLength(SEARCH_LIMIT);
    expect(result.more).toBe(true);
  });

  it('writes member numbers as stored', () => {
    expect(memberNumberOf('123')).toBe('ARX-000123');
    expect(memberNumberOf('0001234567')).toBe('ARX-1234567');
  });
});
