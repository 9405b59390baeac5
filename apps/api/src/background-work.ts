import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/config';
import type { Database } from './db/client';
import type { Integrations } from './integrations/create-integrations';
import { CANCELLATION_REFUND_JOB, cancellationRefundHandler } from './modules/cancellation';
import { cardIssuerOf } from './modules/card-issuer';
import { purgeExpiredConsents } from './modules/consent';
import { EMAIL_JOB, sendEmailHandler } from './modules/email';
import { createJobRunner } from './modules/jobs';
import { sweepRenewals, sweepTrialEndings } from './modules/notices';
import { PRICE_CHANGE_JOB, priceChangeHandler, sweepPriceChanges } from './modules/price-changes';
import { noteCardIssuer, sweepWalletPasses, WALLET_REFRESH_JOB, walletRefreshHandler } from './modules/wallet';

/** How often each instance looks for notices that have come due. */
const SWEEP_EVERY_MS = 60_000;

type BackgroundDeps = {
  db: Database;
  config: AppConfig;
  integrations: Integrations;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
};

/**
 * The work that runs beside requests (docs/decisions/0015-lifecycle-jobs-and-email.md): the job
 * runner that sends e-mails, settles refunds and updates passes in wallets, and the sweep that
 * finds the notices that came due and the passes whose card was edited. Both read everything
 * from the database, so any instance may run them, a restart loses nothing, and two instances
 * never send the same message twice.
 */
export function createBackgroundWork({ db, config, integrations, log }: BackgroundDeps) {
  const { payments, mailer, clock } = integrations;
  const runner = createJobRunner({
    db,
    handlers: {
      [EMAIL_JOB]: sendEmailHandler({ db, payments, config, clock, mailer }),
      [CANCELLATION_REFUND_JOB]: cancellationRefundHandler({ db, payments, config }),
      [PRICE_CHANGE_JOB]: priceChangeHandler({ db, payments, config }),
      [WALLET_REFRESH_JOB]: walletRefreshHandler({
        db,
        updaters: integrations.wallet.updates,
        cardIssuer: () => cardIssuerOf(config),
      }),
    },
    log,
    // Two lanes of 50: a sweep's batch of notices keeps the SMTP connections busy while the other
    // lane's claim and completion go to the database (bench/README.md, the renewal-notices case).
    batchSize: 50,
    lanes: 2,
  });

  /** Queues the notices due at the app's clock; answers how many were added. */
  async function sweep(): Promise<number> {
    // Another instance may have moved the sandbox's test clock since this one last read it.
    await integrations.sandbox?.clock.refresh();
    const now = clock.now();
    const added =
      (await sweepTrialEndings(db, now)) + (await sweepRenewals(db, now)) + (await sweepPriceChanges(db, now));
    const purged = await purgeExpiredConsents(db, now);
    // Card settings other than those the passes in wallets carry (a deploy changed a phone
    // number): every such pass is updated. Checked each sweep, so a failed check is retried.
    const issuerChanged = await noteCardIssuer(db, cardIssuerOf(config));
    const passes = await sweepWalletPasses(db);
    if (added > 0 || purged > 0 || passes > 0 || issuerChanged) {
      log.info({ notices: added, consentsPurged: purged, walletPasses: passes, issuerChanged }, 'lifecycle sweep');
    }
    return added;
  }

  let timer: NodeJS.Timeout | null = null;
  const sweepQuietly = () =>
    sweep().catch((error: unknown) => {
      // The database may be away for a moment; the next sweep tries again.
      log.warn({ reason: error instanceof Error ? error.message : 'unknown error' }, 'lifecycle sweep failed');
      return 0;
    });

  return {
    runDue: () => runner.runDue(),
    sweep,
    start(): void {
      runner.start();
      if (timer) return;
      void sweepQuietly();
      timer = setInterval(sweepQuietly, SWEEP_EVERY_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await runner.stop();
    },
  };
}

export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
