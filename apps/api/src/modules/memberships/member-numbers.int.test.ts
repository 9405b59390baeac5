import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { ensurePrimaryMembership } from './memberships.repository';

describe('member numbers', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const cardFor = async (email: string) => {
    const [user] = await database.db
      .insert(users)
      .values({ workosId: `ext-${email}`, email })
      .returning();
    return ensurePrimaryMembership(database.db, {
      userId: user!.id,
      displayName: 'Pat Member',
      groupCode: 'ARXCLUB',
      binNumber: '610000',
    });
  };

  it('are six digits at least, and go on past the millionth household without repeating one', async () => {
    await database.db.execute(sql`select setval('member_number_seq', 999998)`);
    const numbers = [
      (await cardFor('n1@example.com')).memberNumber,
      (await cardFor('n2@example.com')).memberNumber,
      (await cardFor('n3@example.com')).memberNumber,
    ];
    expect(numbers).toEqual(['ARX-999999', 'ARX-1000000', 'ARX-1000001']);
  });
});
