import { createHmac, hkdfSync } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions, trialClaims } from '../../db/schema';
import { dataKeyring } from '../../security/encryption';
import type { DataKey } from '../../security/encryption-keys';

/**
 * Who has had a free trial, kept apart from the rows deleting an account removes, so deleting
 * the account and signing up again gives no second one (docs/decisions/0012). Only a keyed hash
 * is stored: HMAC-SHA-256 of the normalised e-mail address, or of Stripe's card fingerprint,
 * under a key derived from the data encryption keyring. The database alone (a dump, a backup)
 * cannot tell whose address or card it was, nor test a guessed address against it.
 *
 * The key comes from the keyring, not the token secret, because the keyring is the same on every
 * instance, survives restarts, is process-wide already (decision 0010) and keeps its old keys
 * listed while they rotate out: a claim is found under any listed key and written under the
 * first. A key removed from the list takes the claims made under it along.
 */
export type TrialClaimKind = (typeof trialClaims.$inferInsert)['kind'];

/** A label of its own, so this key is never the key that encrypts the profile fields. */
const KEY_LABEL = 'arx trial claims v1';
const derivedKeys = new WeakMap<DataKey, Buffer>();

function claimKey(dataKey: DataKey): Buffer {
  let key = derivedKeys.get(dataKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', dataKey.key, Buffer.alloc(0), KEY_LABEL, 32));
    derivedKeys.set(dataKey, key);
  }
  return key;
}

/** What is hashed: an address as typed in another case or with spaces is the same person. */
function normalised(kind: TrialClaimKind, value: string): string {
  return kind === 'email' ? value.trim().toLowerCase() : value;
}

/** The digest under each key of the keyring, the one written (the first key's) first. */
function digestsOf(kind: TrialClaimKind, value: string): string[] {
  const keyring = dataKeyring();
  return keyring.ids.map((id) =>
    createHmac('sha256', claimKey(keyring.byId.get(id) as DataKey))
      .update(`${kind}\n${normalised(kind, value)}`)
      .digest('base64url'),
  );
}

/** Records that `value` (an e-mail address or a card fingerprint) has had a free trial; again changes nothing. */
export async function claimTrial(db: Database, kind: TrialClaimKind, value: string): Promise<void> {
  const [digest] = digestsOf(kind, value);
  await db
    .insert(trialClaims)
    .values({ digest: digest as string, kind })
    .onConflictDoNothing();
}

/** Whether `value` has had a free trial here, under this account or one deleted since. */
export async function isTrialClaimed(db: Database, kind: TrialClaimKind, value: string): Promise<boolean> {
  const [row] = await db
    .select({ kind: trialClaims.kind })
    .from(trialClaims)
    .where(and(eq(trialClaims.kind, kind), inArray(trialClaims.digest, digestsOf(kind, value))))
    .limit(1);
  return Boolean(row);
}

/**
 * Whether an earlier trial than this subscription's used the card: a claim made before we first
 * stored the subscription. Its own claim is written with it (the same transaction, the same
 * time) or later, so converging the same trial again never counts as a second one. One
 * statement, compared in the database: the claim and our row are seen as of one moment, and to
 * the microsecond.
 */
export async function isCardClaimedBefore(
  db: Database,
  fingerprint: string,
  providerSubscriptionId: string,
): Promise<boolean> {
  const [earliest] = await db
    .select({ isOwn: sql<boolean | null>`${subscriptions.createdAt} <= ${trialClaims.createdAt}` })
    .from(trialClaims)
    .leftJoin(subscriptions, eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .where(and(eq(trialClaims.kind, 'card'), inArray(trialClaims.digest, digestsOf('card', fingerprint))))
    .orderBy(asc(trialClaims.createdAt))
    .limit(1);
  // No claim: a first trial. A claim and no row of ours yet (null), or one older than our row: an earlier trial.
  return earliest ? earliest.isOwn !== true : false;
}
