import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import {
  columnBoundMemberships,
  keyStatusReport,
  profileFieldKeyUsage,
} from '../modules/memberships/profile-fields-rotation';
import { generateKeyEntry, resolveKeyring } from './encryption-keys';

const USAGE = `Usage:
  npm run keys:status     which data encryption key the stored dates of birth and addresses use
  npm run keys:generate   print a new key entry "id:base64key" for DATA_ENCRYPTION_KEYS`;

/**
 * The operator's side of key rotation (ADR 0010): `generate` prints a new entry; `status` reads
 * the configured database (DATA_DIR or DATABASE_URL) and says which keys rows still use, so an
 * old key is removed only once nothing needs it, and how many rows still wait for the start-up
 * pass (plaintext, or v1 without row binding). Exits 1 while a row uses an unlisted key.
 */
async function main(command: string | undefined): Promise<number> {
  if (command === 'generate') {
    console.log(generateKeyEntry());
    return 0;
  }
  if (command !== 'status') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  // Reading the status must not create the embedded default's key file.
  const keyring = resolveKeyring(config, { create: false });
  const database = await openDatabase(config.database);
  try {
    const table = (await database.db.execute(
      sql`select to_regclass('memberships') is not null as present`,
    )) as unknown as {
      rows: { present: boolean }[];
    };
    if (!table.rows[0]?.present) {
      console.log('The database has no memberships yet (the app creates its tables at its first start).');
      return 0;
    }
    const report = keyStatusReport(
      await profileFieldKeyUsage(database.db),
      keyring,
      await columnBoundMemberships(database.db),
    );
    for (const line of report.lines) console.log(line);
    return report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DataDirLockedError;
    console.error(known ? error.message : error);
    process.exit(1);
  },
);
