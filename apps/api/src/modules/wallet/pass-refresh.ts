import type { CardIssuer } from '@arx/contracts/card';
import { and, asc, eq, exists, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, passRegistrations, users, walletIssuerState, walletPasses } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { PassUpdaters } from '../../integrations/wallet/pass-updates';
import type { WalletCard } from '../../integrations/wallet/wallet-pass-signer';
import { enqueueJob, type JobRecord } from '../jobs';
import { deliverable } from './wallet.service';
import { issuerHash, passContentHash, walletCardFor } from './wallet-content';

/**
 * Passes already in a wallet follow the card (docs/decisions/0017-counter-and-savings.md): when
 * what a pass says changes (a new help-desk number, a renamed family member, another plan, the
 * account's language), the Apple devices holding it are pushed and fetch it again from the pass
 * web service, and Google's copy is rewritten. Only passes that are in a wallet are looked at:
 * those with a registered device or for which a Google save link was made.
 */
export const WALLET_REFRESH_JOB = 'wallet.refresh';

/** Passes one job looks at; more are left to a follow-up job, so no run outlasts its lease. */
const PASSES_PER_JOB = 1_000;
/** Passes read and compared at a time. */
const BATCH = 200;
/** Google objects rewritten side by side. */
const GOOGLE_CONCURRENCY = 5;

export type WalletRefreshPayload = {
  /** Only these memberships' passes; every pass in a wallet when absent. */
  membershipIds?: number[];
  /** Resume after this wallet_passes.id (a follow-up job). */
  afterId?: number;
};

export type WalletRefreshDeps = { db: Database; updaters: PassUpdaters; cardIssuer: () => CardIssuer };

const inAWallet = (db: Database) =>
  or(
    isNotNull(walletPasses.googleLinkedAt),
    exists(
      db
        .select({ one: sql`1` })
        .from(passRegistrations)
        .where(eq(passRegistrations.serialNumber, walletPasses.serialNumber)),
    ),
  );

type PassRow = { id: number; serialNumber: string; membershipId: number; contentHash: string | null; google: boolean };
type Changed = { row: PassRow; card: WalletCard; hash: string };

/** The card each pass should show now; a card no longer issued (a cancelled plan) is left as it is. */
async function changedPasses(deps: WalletRefreshDeps, rows: PassRow[]): Promise<Changed[]> {
  const issuer = deps.cardIssuer();
  const changed: Changed[] = [];
  for (const row of rows) {
    const outcome = await deliverable(deps.db, row.membershipId);
    if (outcome.status !== 'ok') continue;
    const card = walletCardFor(row.serialNumber, outcome.household, outcome.record, issuer, outcome.locale);
    const hash = passContentHash(card);
    if (hash !== row.contentHash) changed.push({ row, card, hash });
  }
  return changed;
}

async function rewriteGoogleObjects(updaters: PassUpdaters, cards: WalletCard[]): Promise<void> {
  for (let start = 0; start < cards.length; start += GOOGLE_CONCURRENCY) {
    await Promise.all(cards.slice(start, start + GOOGLE_CONCURRENCY).map((card) => updaters.google.update(card)));
  }
}

/**
 * Tells the wallets about one batch's changed passes. The time of change is written first, so a
 * device woken by the push finds the pass among those changed; the digest only after every
 * wallet was told, so a failed push leaves the pass "changed" and the retried job tells again.
 */
async function tellWallets(deps: WalletRefreshDeps, changed: Changed[]): Promise<void> {
  const { db, updaters } = deps;
  const serials = changed.map((c) => c.row.serialNumber);
  await db
    .update(walletPasses)
    .set({ contentUpdatedAt: new Date() })
    .where(
      inArray(
        walletPasses.id,
        changed.map((c) => c.row.id),
      ),
    );
  const registrations = await db
    .select({ pushToken: passRegistrations.pushToken })
    .from(passRegistrations)
    .where(inArray(passRegistrations.serialNumber, serials));
  const tokens = [...new Set(registrations.map((r) => r.pushToken))];
  const { gone } = await updaters.apple.notify(tokens);
  if (gone.length > 0) await db.delete(passRegistrations).where(inArray(passRegistrations.pushToken, gone));
  await rewriteGoogleObjects(
    updaters,
    changed.filter((c) => c.row.google).map((c) => c.card),
  );
  await withTransaction(db, async (tx) => {
    for (const { row, hash } of changed) {
      await tx.update(walletPasses).set({ contentHash: hash }).where(eq(walletPasses.id, row.id));
    }
  });
}

/** The job: compares the passes in wallets with today's cards and tells the wallets what changed. */
export function walletRefreshHandler(deps: WalletRefreshDeps) {
  return async (job: JobRecord): Promise<void> => {
    const { db } = deps;
    const payload = job.payload as WalletRefreshPayload;
    const only = payload.membershipIds;
    if (only && only.length === 0) return;
    let afterId = payload.afterId ?? 0;
    let looked = 0;
    while (looked < PASSES_PER_JOB) {
      // An edit made after this moment is newer than the comparison: the next sweep sees it.
      const comparedAt = new Date();
      const rows = await db
        .select({
          id: walletPasses.id,
          serialNumber: walletPasses.serialNumber,
          membershipId: walletPasses.membershipId,
          contentHash: walletPasses.contentHash,
          google: sql<boolean>`${walletPasses.googleLinkedAt} is not null`,
        })
        .from(walletPasses)
        .where(
          and(gt(walletPasses.id, afterId), inAWallet(db), only ? inArray(walletPasses.membershipId, only) : undefined),
        )
        .orderBy(asc(walletPasses.id))
        .limit(BATCH);
      if (rows.length === 0) return;
      const changed = await changedPasses(deps, rows);
      if (changed.length > 0) await tellWallets(deps, changed);
      await db
        .update(walletPasses)
        .set({ contentCheckedAt: comparedAt })
        .where(
          inArray(
            walletPasses.id,
            rows.map((r) => r.id),
          ),
        );
      afterId = rows.at(-1)!.id;
      looked += rows.length;
      if (rows.length < BATCH) return;
    }
    // The rest in a job of its own: its key follows on from this one's, so it is queued once.
    await enqueueJob(db, {
      kind: WALLET_REFRESH_JOB,
      key: `${job.key}>${afterId}`,
      payload: { ...payload, afterId } satisfies WalletRefreshPayload,
    });
  };
}

/**
 * At start: when the card issuer's details (the CARD_* settings) differ from those every pass
 * last carried, notes the new ones and queues one refresh of every pass in a wallet. The update
 * only happens where the digest differs, so of instances starting together exactly one queues it.
 */
export async function noteCardIssuer(db: Database, issuer: CardIssuer): Promise<boolean> {
  const hash = issuerHash(issuer);
  return withTransaction(db, async (tx) => {
    const changed = await tx
      .insert(walletIssuerState)
      .values({ id: 1, issuerHash: hash })
      .onConflictDoUpdate({
        target: walletIssuerState.id,
        set: { issuerHash: hash, changedAt: sql`now()` },
        setWhere: sql`${walletIssuerState.issuerHash} <> ${hash}`,
      })
      .returning({ changedAt: walletIssuerState.changedAt });
    const [row] = changed;
    if (!row) return false;
    await enqueueJob(tx, {
      kind: WALLET_REFRESH_JOB,
      key: `${WALLET_REFRESH_JOB}:issuer:${hash}:${row.changedAt.toISOString()}`,
      payload: {} satisfies WalletRefreshPayload,
    });
    return true;
  });
}

/** Memberships looked at in one sweep; the next sweep takes the rest. */
const SWEEP_LIMIT = 1_000;

/**
 * Each minute: passes in a wallet whose membership or owner's account was edited since the pass
 * was last compared (a family member renamed, a plan's card changed, the account's language
 * switched) get a refresh job. Answers how many passes. An account edit that changes no pass
 * (a time zone saved) costs only the job's comparison: nothing is pushed.
 */
export async function sweepWalletPasses(db: Database): Promise<number> {
  // The wall clock, not the sandbox's test clock: edits are timed by the wall clock.
  const now = new Date();
  const rows = await db
    .select({ membershipId: walletPasses.membershipId })
    .from(walletPasses)
    .innerJoin(memberships, eq(memberships.id, walletPasses.membershipId))
    .innerJoin(users, eq(users.id, memberships.ownerUserId))
    .where(
      and(
        or(
          gt(memberships.updatedAt, walletPasses.contentCheckedAt),
          gt(users.updatedAt, walletPasses.contentCheckedAt),
        ),
        inAWallet(db),
      ),
    )
    .orderBy(asc(walletPasses.id))
    .limit(SWEEP_LIMIT);
  if (rows.length === 0) return 0;
  const membershipIds = rows.map((r) => r.membershipId);
  // Marked as looked at when queued, so the next sweep does not queue them again meanwhile; the
  // job (retried until it succeeds) does the comparing.
  await withTransaction(db, async (tx) => {
    await tx
      .update(walletPasses)
      .set({ contentCheckedAt: now })
      .where(inArray(walletPasses.membershipId, membershipIds));
    await enqueueJob(tx, {
      kind: WALLET_REFRESH_JOB,
      key: `${WALLET_REFRESH_JOB}:sweep:${now.toISOString()}:${membershipIds[0]}`,
      payload: { membershipIds } satisfies WalletRefreshPayload,
    });
  });
  return rows.length;
}
