import type { CardIssuer } from '@arx/contracts/card';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passRegistrations, walletPasses } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { WalletSigners } from '../../integrations/wallet/wallet-pass-signer';
import { sameSecret } from '../../lib/secret-digest';
import { deliverable } from './wallet.service';
import { walletCardFor } from './wallet-content';

/**
 * Apple's pass web service (docs/decisions/0017-counter-and-savings.md): a device that adds a
 * pass registers for changes with the pass's authentication token; when the card changes the
 * refresh job pushes it (pass-refresh.ts) and the device asks which of its passes changed, then
 * fetches each again. Apple calls these; no member signs in.
 */
export type PassWebServiceDeps = { db: Database; signers: WalletSigners; cardIssuer: () => CardIssuer };

/** `Authorization: ApplePass <token>`, the pass's own token; anything else is not the pass's holder. */
function checkPassAuthorization(
  deps: PassWebServiceDeps,
  passTypeId: string,
  serialNumber: string,
  authorization: string | undefined,
): void {
  const service = deps.signers.appleWebService;
  const token = authorization?.startsWith('ApplePass ') ? authorization.slice('ApplePass '.length) : '';
  if (passTypeId !== service.passTypeId || !sameSecret(token, service.authenticationToken(serialNumber))) {
    throw new AppError('unauthorized', 'Not authorized for this pass');
  }
}

async function passBySerial(db: Database, serialNumber: string) {
  const [row] = await db.select().from(walletPasses).where(eq(walletPasses.serialNumber, serialNumber));
  return row ?? null;
}

/** Registers a device for a pass's changes: 'created' the first time, 'existing' after (a new push token is kept). */
export async function registerDevice(
  deps: PassWebServiceDeps,
  request: { deviceLibraryId: string; passTypeId: string; serialNumber: string; pushToken: string },
  authorization: string | undefined,
): Promise<'created' | 'existing'> {
  checkPassAuthorization(deps, request.passTypeId, request.serialNumber, authorization);
  if (!(await passBySerial(deps.db, request.serialNumber))) throw AppError.notFound('Pass');
  const key = and(
    eq(passRegistrations.deviceLibraryId, request.deviceLibraryId),
    eq(passRegistrations.serialNumber, request.serialNumber),
  );
  const updated = await deps.db
    .update(passRegistrations)
    .set({ pushToken: request.pushToken })
    .where(key)
    .returning({ serialNumber: passRegistrations.serialNumber });
  if (updated.length > 0) return 'existing';
  const inserted = await deps.db
    .insert(passRegistrations)
    .values({
      deviceLibraryId: request.deviceLibraryId,
      serialNumber: request.serialNumber,
      pushToken: request.pushToken,
    })
    .onConflictDoNothing()
    .returning({ serialNumber: passRegistrations.serialNumber });
  return inserted.length > 0 ? 'created' : 'existing';
}

/** The device removed the pass: it hears no more of it. */
export async function unregisterDevice(
  deps: PassWebServiceDeps,
  request: { deviceLibraryId: string; passTypeId: string; serialNumber: string },
  authorization: string | undefined,
): Promise<void> {
  checkPassAuthorization(deps, request.passTypeId, request.serialNumber, authorization);
  await deps.db
    .delete(passRegistrations)
    .where(
      and(
        eq(passRegistrations.deviceLibraryId, request.deviceLibraryId),
        eq(passRegistrations.serialNumber, request.serialNumber),
      ),
    );
}

/**
 * The device's passes changed since its last question (`since` is the `lastUpdated` we gave it:
 * milliseconds since the epoch); null when none did. The device is named by its library id,
 * which only Apple and the device know.
 */
export async function serialsUpdatedSince(
  deps: PassWebServiceDeps,
  request: { deviceLibraryId: string; passTypeId: string; since: string | undefined },
): Promise<{ serialNumbers: string[]; lastUpdated: string } | null> {
  if (request.passTypeId !== deps.signers.appleWebService.passTypeId) return null;
  const sinceMs = request.since && /^\d{1,15}$/.test(request.since) ? Number(request.since) : null;
  const registered = deps.db
    .select({ serialNumber: passRegistrations.serialNumber })
    .from(passRegistrations)
    .where(eq(passRegistrations.deviceLibraryId, request.deviceLibraryId));
  const rows = await deps.db
    .select({ serialNumber: walletPasses.serialNumber, updatedAt: walletPasses.contentUpdatedAt })
    .from(walletPasses)
    .where(
      and(
        inArray(walletPasses.serialNumber, registered),
        // lastUpdated has whole milliseconds; a time the database set itself has microseconds.
        sinceMs === null
          ? undefined
          : gt(sql`date_trunc('milliseconds', ${walletPasses.contentUpdatedAt})`, new Date(sinceMs)),
      ),
    )
    .orderBy(desc(walletPasses.contentUpdatedAt));
  if (rows.length === 0) return null;
  return {
    serialNumbers: rows.map((r) => r.serialNumber),
    lastUpdated: String(rows[0]!.updatedAt.getTime()),
  };
}

export type LatestPass = { status: 'not-modified' } | { status: 'ok'; file: Buffer; lastModified: Date };

/**
 * The pass as it should be now, or 'not-modified' when the device's copy (If-Modified-Since) is
 * no older than the last change. A card no longer issued (a cancelled plan) is not served: the
 * device keeps what it has.
 */
export async function latestPass(
  deps: PassWebServiceDeps,
  request: { passTypeId: string; serialNumber: string; ifModifiedSince: string | undefined },
  authorization: string | undefined,
): Promise<LatestPass> {
  checkPassAuthorization(deps, request.passTypeId, request.serialNumber, authorization);
  const pass = await passBySerial(deps.db, request.serialNumber);
  if (!pass) throw AppError.notFound('Pass');
  // HTTP dates have whole seconds.
  const lastModified = new Date(Math.floor(pass.contentUpdatedAt.getTime() / 1000) * 1000);
  const since = request.ifModifiedSince ? Date.parse(request.ifModifiedSince) : Number.NaN;
  if (!Number.isNaN(since) && lastModified.getTime() <= since) return { status: 'not-modified' };
  const outcome = await deliverable(deps.db, pass.membershipId);
  if (outcome.status !== 'ok') throw AppError.notFound('Pass');
  const card = walletCardFor(pass.serialNumber, outcome.household, outcome.record, deps.cardIssuer(), outcome.locale);
  return { status: 'ok', file: deps.signers.apple.createPkpass(card), lastModified };
}
