import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

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

/**
 * Test files share their worker process and its modules (isolate: false), so a worker opens its
 * databases once and hands them from file to file (src/test/test-database.ts, decision 0022).
 * A file that replaces a module with vi.mock would change it for the files after it, and one may
 * say it must run alone ("// Runs isolated: why"): such files run isolated, in a project of their
 * own, found by reading them.
 */
const NEEDS_ISOLATION = /\bvi\.mock\(|^\/\/ Runs isolated: /m;
const isolatedFiles = fs
  .readdirSync(path.join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => NEEDS_ISOLATION.test(fs.readFileSync(path.join(import.meta.dirname, 'src', file), 'utf8')))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

const PROD = 'src/**/*.prod.test.ts';

/** The files of `include` on one database: those that share a worker, and those that run isolated. */
function databaseProjects(
  kind: 'pglite' | 'postgres',
  include: string,
  files: RegExp,
): TestProjectInlineConfiguration[] {
  const env = { TEST_DB_KIND: kind };
  const isolated = isolatedFiles.filter((file) => files.test(file));
  return [
    {
      extends: true,
      test: {
        name: kind,
        include: [include],
        exclude: [PROD, ...isolated],
        env,
        isolate: false,
      },
    },
    { extends: true, test: { name: `${kind}-isolated`, include: isolated, exclude: [PROD], env } },
  ];
}

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // A worker's first database (PGlite's start, initdb and the migrations) can take a minute on
    // a loaded two-core machine; every later one is milliseconds.
    hookTimeout: 120_000,
    setupFiles: ['src/test/setup-file.ts'],
    globalSetup: postgresUrl ? ['src/test/global-setup.ts'] : [],
    projects: [
      ...databaseProjects('pglite', 'src/**/*.test.{ts,tsx}', /\.test\.tsx?$/),
      ...(postgresUrl ? databaseProjects('postgres', 'src/**/*.int.test.ts', /\.int\.test\.ts$/) : []),
      ...(productionSuite
        ? [
            {
              extends: true as const,
              test: {
                name: 'production',
                include: [PROD],
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
