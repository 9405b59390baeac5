import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { seedIfEmpty } from './db/seed/seed';

/**
 * Process entry: config → database → migrations → seed → listen. SIGTERM/SIGINT turn
 * readiness false, stop accepting connections, let in-flight requests finish within the grace
 * period, then close the database.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(config.database);
  await runMigrations(database);
  const app = await buildApp({ config, database });
  if (config.seedOnStart) {
    const seeded = await seedIfEmpty(database.db);
    if (seeded) app.log.info(seeded, 'seeded the empty database with the demo catalogue');
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.appUrl, database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    'ARX Savings Club is ready',
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    app.beginShutdown();
    const force = setTimeout(() => {
      app.log.error('grace period over, exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
