import { setTimeout as sleep } from 'node:timers/promises';
import { type App, buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from './config/config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { runMigrations, runSeed } from './db/migrate';
import { seedIfEmpty } from './db/seed/seed';

/** Process entry: config → database → migrations → seed → listen, then wait for a signal. */
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
  const app = await buildApp({ config, database, runBackgroundWork: true });
  if (config.seedOnStart) {
    // Under a lock: instances starting together on an empty database seed it once.
    const seeded = await runSeed(database, seedIfEmpty);
    if (seeded) app.log.info(seeded, 'seeded the empty database with the demo catalogue');
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.appUrl, database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    'ARX Savings Club is ready',
  );

  stopOnSignals(app, database, config);
}

/**
 * SIGTERM: readiness turns false at once, and requests are still served for the drain period
 * (a load balancer needs a health check or two to stop sending). Then the listener closes, idle
 * keep-alive connections are closed, in-flight requests finish and the database closes; exit 0.
 * Whatever still runs when the grace period (drain included) ends is cut, and the exit code is 1.
 */
function stopOnSignals(app: App, database: DatabaseHandle, config: AppConfig): void {
  let inFlight = 0;
  app.server.on('request', (_request, response) => {
    inFlight++;
    response.once('close', () => inFlight--);
  });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const startedAt = performance.now();
    app.beginShutdown();
    // Ctrl-C in a terminal has no load balancer to wait for.
    const drainMs = signal === 'SIGINT' ? 0 : config.shutdownDrainMs;
    app.log.info({ signal, drainMs, graceMs: config.shutdownGraceMs }, 'shutting down: readiness is now false');
    const force = setTimeout(() => {
      app.log.error(
        { inFlight, graceMs: config.shutdownGraceMs },
        'shutdown grace period over: cutting the requests still in flight',
      );
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    try {
      await sleep(drainMs);
      await app.close();
      await database.close();
      app.log.info({ ms: Math.round(performance.now() - startedAt) }, 'stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  // A keyring the stored rows do not match is a configuration problem too (ADR 0010).
  const known = error instanceof DataDirLockedError || error instanceof ConfigError;
  console.error('Failed to start:', known ? error.message : error);
  process.exit(1);
});
