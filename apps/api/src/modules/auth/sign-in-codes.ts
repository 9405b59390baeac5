import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInCodes } from '../../db/schema';
import { digestSecret, sameSecret } from '../../lib/secret-digest';

/**
 * The one-time code the sign-in callback puts on the return path instead of the app token
 * (docs/decisions/0013-sign-in-code-exchange.md). The browser trades it once for the token.
 */
export const SIGN_IN_CODE_TTL_MS = 60_000;

/**
 * What a code grants: the user, the provider's session, whether the provider verified the
 * sign-in's e-mail (without that the token never carries the operator role), and whether the
 * sign-in made the account.
 */
export type SignInGrant = { userId: number; sessionId: string | null; emailVerified: boolean; newAccount: boolean };

/**
 * A new code for the grant, bound to the browser by the hash of its sign-in nonce. Codes past
 * their expiry are deleted first: an indexed delete, so the table holds only the last minute.
 */
export async function issueSignInCode(db: Database, grant: SignInGrant & { browserNonce: string }): Promise<string> {
  const now = Date.now();
  await db.delete(signInCodes).where(lte(signInCodes.expiresAt, new Date(now)));
  // 256 random bits as 43 base64url characters; the web app recognises a code by that shape.
  const code = randomBytes(32).toString('base64url');
  await db.insert(signInCodes).values({
    codeHash: digestSecret(code),
    userId: grant.userId,
    browserHash: digestSecret(grant.browserNonce),
    sessionId: grant.sessionId,
    emailVerified: grant.emailVerified,
    newAccount: grant.newAccount,
    expiresAt: new Date(now + SIGN_IN_CODE_TTL_MS),
  });
  return code;
}

/**
 * The code's grant when it exists, is unexpired and was issued to this browser; it is deleted
 * in the same statement that returns it, so of two racing exchanges only one gets it. A code
 * shown to another browser is left as it is: that attempt must not spend the real owner's code.
 */
export async function consumeSignInCode(db: Database, code: string, browserNonce: string): Promise<SignInGrant | null> {
  const codeHash = digestSecret(code);
  const browserHash = digestSecret(browserNonce);
  const now = new Date();
  const [found] = await db.select().from(signInCodes).where(eq(signInCodes.codeHash, codeHash));
  if (!found || !sameSecret(found.browserHash, browserHash) || found.expiresAt <= now) return null;
  const [taken] = await db
    .delete(signInCodes)
    .where(
      and(eq(signInCodes.codeHash, codeHash), eq(signInCodes.browserHash, browserHash), gt(signInCodes.expiresAt, now)),
    )
    .returning();
  return taken
    ? {
        userId: taken.userId,
        sessionId: taken.sessionId,
        emailVerified: taken.emailVerified,
        newAccount: taken.newAccount,
      }
    : null;
}
