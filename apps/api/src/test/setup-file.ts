import { afterAll, vi } from 'vitest';
import { discardUnreturnedDatabases } from './test-database';

// Test files share their worker (vitest.config.ts: isolate false), so what one file leaves
// behind must not reach the next: its clock, and any database it never gave back.
afterAll(async () => {
  vi.useRealTimers();
  const discarded = await discardUnreturnedDatabases();
  if (discarded > 0) {
    throw new Error(`${discarded} test database(s) never closed: close each test app or database in afterAll`);
  }
});
