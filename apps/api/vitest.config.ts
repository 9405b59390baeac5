import { defineConfig } from 'vitest/config';

/**
 * API tests run on PGlite always, and once more on PostgreSQL when TEST_DATABASE_URL is set
 * (CI points it at the local server), so the production database path is proven too.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * The production suite (*.prod.test.ts: several processes on one PostgreSQL and Redis, outages,
 * SIGTERM) needs both servers; scripts/test.mjs says so out loud when they are not given.
 */
const productionSuite = Boolean(postgresUrl && process.env.TEST_REDIS_URL);

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'pglite',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.prod.test.ts'],
          env: { TEST_DB_KIND: 'pglite' },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['src/**/*.int.test.ts'],
                env: { TEST_DB_KIND: 'postgres' },
              },
            },
          ]
        : []),
      ...(productionSuite
        ? [
            {
              extends: true as const,
              test: {
                name: 'production',
                include: ['src/**/*.prod.test.ts'],
                env: { TEST_DB_KIND: 'postgres' },
                // Each file starts real server processes; one file at a time keeps the timing honest.
                fileParallelism: false,
                testTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
