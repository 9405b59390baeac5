import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { withAdmin } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's migrated PostgreSQL template and the prefix of the databases copied from it. */
    testDatabaseTemplate?: { run: string; template: string };
  }
}

type Template = { run: string; template: string };

/**
 * Vitest calls the setup once per project, each with this module loaded anew: the run's template,
 * made by the first call, is kept on the process, with how many projects still use it.
 */
const shared = globalThis as { __arxTestTemplate?: { made: Promise<Template>; users: number } };

/**
 * Once per run, when the PostgreSQL suite runs: one migrated template database, which every test
 * worker copies (CREATE DATABASE … TEMPLATE) instead of migrating a database of its own. At the
 * end the template and every database the run made are dropped, also those of a worker that died.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  shared.__arxTestTemplate ??= { made: makeTemplate(adminUrl), users: 0 };
  const state = shared.__arxTestTemplate;
  state.users++;
  const { run, template } = await state.made;
  project.provide('testDatabaseTemplate', { run, template });

  return async () => {
    if (--state.users > 0) return;
    shared.__arxTestTemplate = undefined;
    await withAdmin(adminUrl, async (admin) => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`arx_test_${run}_%`, template],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    });
  };
}

async function makeTemplate(adminUrl: string): Promise<Template> {
  const run = randomBytes(4).toString('hex');
  const template = `arx_template_${run}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  try {
    await runMigrations(handle);
  } finally {
    // A template must have no connections while it is copied.
    await handle.close();
  }
  return { run, template };
}
