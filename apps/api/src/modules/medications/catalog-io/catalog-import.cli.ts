import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../../config/config';
import { openDatabase } from '../../../db/client';
import { runMigrations } from '../../../db/migrate';
import { CatalogImportError, importCatalogCsv } from './catalog-import';

/**
 * npm run catalog:import -- FILE.csv
 * Upserts medications and pricings into the configured database (DATA_DIR or DATABASE_URL).
 * A malformed file is reported line by line and nothing of it is applied.
 */
async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run catalog:import -- FILE.csv');
    return 2;
  }
  // npm runs workspace scripts from the workspace folder; resolve the file from where the user was.
  const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!fs.existsSync(filePath)) {
    console.error(`No such file: ${filePath}`);
    return 2;
  }
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    const started = performance.now();
    const report = await importCatalogCsv(database.db, fs.readFileSync(filePath, 'utf8'));
    if (database.kind === 'pglite') await database.db.execute('vacuum analyze');
    const m = report.medications;
    const p = report.pricings;
    console.log(`Imported ${path.basename(filePath)} in ${Math.round(performance.now() - started)} ms`);
    console.log(`  medications: ${m.created} created, ${m.updated} updated, ${m.unchanged} unchanged`);
    console.log(`  pricings:    ${p.created} created, ${p.updated} updated, ${p.unchanged} unchanged`);
    console.log(
      report.catalogVersion === null ? '  nothing changed' : `  catalogue version is now ${report.catalogVersion}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof CatalogImportError) {
      console.error(`${error.message}:`);
      for (const problem of error.problems.slice(0, 50)) console.error(`  line ${problem.line}: ${problem.message}`);
      if (error.problems.length > 50) console.error(`  ... and ${error.problems.length - 50} more`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
