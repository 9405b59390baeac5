import { defineConfig } from 'vitest/config';

/**
 * API tests run on PGlite always, and once more on PostgreSQL when TEST_DATABASE_URL is set
 * (CI points it at the local server), so the production database path is proven too.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: { name: 'pglite', include: ['src/**/*.test.ts'], env: { TEST_DB_KIND: 'pglite' } },
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
    ],
  },
});
