import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestContext = {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: TestDatabase;
  close(): Promise<void>;
};

/** The whole app on a fresh database, driven with `inject()`; no port is opened. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
