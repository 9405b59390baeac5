import { afterAll, vi } from 'vitest';
import { discardUnreturnedDatabases } from './test-database';

// Test files share their worker (vitest.config.ts: isolate false), so what one file leaves
// behind must not reach the next: its clock, and any database it never gave back.
afterAll(async () => {
  vi.useRealTimers();
  const takers = await discardUnreturnedDatabases();
  if (takers.length > 0) {
    throw new Error(
      `${takers.length} test database(s) never closed, taken by ${[...new Set(takers)].join(', ')}: ` +
        'close each test app or database in afterAll',
    );
  }
});
