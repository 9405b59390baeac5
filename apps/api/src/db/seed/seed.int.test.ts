import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { faqs, medications, pricings, products } from '../schema';
import { seedIfEmpty } from './seed';

describe('seeding an empty database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('fills plans, FAQs and at least 300 medications with 30- and 90-day pricings, once', async () => {
    const report = await seedIfEmpty(database.db);
    expect(report?.plans).toBe(3);
    expect(report?.faqs).toBeGreaterThanOrEqual(15);
    expect(report?.medications).toBeGreaterThanOrEqual(300);

    const meds = await database.db.select().from(medications);
    const packs = await database.db.select().from(pricings);
    for (const m of meds) {
      const supplies = packs.filter((p) => p.medicationId === m.id).map((p) => p.daySupply);
      expect(supplies).toEqual(expect.arrayContaining([30, 90]));
    }
    expect(meds.filter((m) => m.highlighted).length).toBeGreaterThanOrEqual(12);
    expect((await database.db.select().from(faqs)).filter((f) => f.highlighted).length).toBeGreaterThanOrEqual(4);

    expect(await seedIfEmpty(database.db)).toBeNull();
    expect(await database.db.select().from(products)).toHaveLength(3);
  });
});
