import { buildApp } from '../app';
import { isLoopbackHost, loadConfig } from '../config/config';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestContext = {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: TestDatabase;
  close(): Promise<void>;
};

/** The whole app on a fresh database, driven with `inject()`; no port is opened. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  // Many suites stand on a public-looking origin (https://club.example.com) with the demo
  // sign-in and sandbox, which a real deployment refuses unless asked; they ask. The guard
  // itself is proven in config.test.ts and production-guard.int.test.ts.
  const publicOrigin = env.APP_URL !== undefined && !isLoopbackHost(new URL(env.APP_URL).hostname);
  const config = loadConfig({ LOG_LEVEL: 'silent', ...(publicOrigin ? { ALLOW_DEMO_PROVIDERS: 'true' } : {}), ...env });
  const database = await createTestDatabase();
  let app: TestContext['app'];
  try {
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  } catch (error) {
    // An app that refuses to start (the point of some tests) gives its database back.
    await database.destroy();
    throw error;
  }
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
