import type { User } from '@arx/contracts';
import { SIGN_IN_MESSAGES } from '@arx/contracts/sign-in-messages';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { ExternalIdentity } from '../../integrations/identity/identity-provider';
import { consumeSignInCode, issueSignInCode } from './sign-in-codes';
import type { TokenService } from './token-service';
import { findUserById, toUser, upsertSignedInUser } from './user-accounts';

/**
 * The end of a sign-in the identity provider vouched for: the user stored (or found), and a
 * one-time code only the browser holding `browserNonce` can trade, once, within a minute. No
 * token ever travels in a URL (docs/decisions/0013-sign-in-code-exchange.md).
 */
export async function completeSignIn(db: Database, identity: ExternalIdentity, browserNonce: string): Promise<string> {
  const { user, created } = await upsertSignedInUser(db, identity);
  return issueSignInCode(db, {
    userId: user.id,
    browserNonce,
    sessionId: identity.sessionId,
    emailVerified: identity.emailVerified,
    newAccount: created,
  });
}

/**
 * Trades a sign-in code for the app's token. Without the nonce of the browser that signed in,
 * the code is refused: a link carrying an attacker's code cannot sign a visitor in to the
 * attacker's account (no sign-in CSRF).
 */
export async function redeemSignInCode(
  db: Database,
  tokens: TokenService,
  code: string,
  browserNonce: string | null,
  operatorEmails: ReadonlySet<string> = new Set(),
): Promise<string> {
  const grant = browserNonce ? await consumeSignInCode(db, code, browserNonce) : null;
  const user = grant ? await findUserById(db, grant.userId) : null;
  // Whatever the reason, the visitor can only start again.
  if (!grant || !user) throw AppError.badRequest(SIGN_IN_MESSAGES.codeRefused);
  const { token } = await tokens.issue({
    user_id: user.id,
    email: user.email,
    workos_id: user.workosId,
    name: user.name,
    sid: grant.sessionId,
    // The back office's role, granted here at sign-in (docs/decisions/0016-back-office.md), and
    // only for an address the provider verified: typing an operator's address is not enough.
    ...(grant.emailVerified && isOperatorEmail(operatorEmails, user.email) ? { role: 'operator' as const } : {}),
    // The member's first visit: the dashboard says "Welcome", not "Welcome back".
    ...(grant.newAccount ? { joined: true as const } : {}),
    locale: user.locale,
  });
  return token;
}

/** Whether an address is on the operators' list (addresses are kept in lower case). */
export function isOperatorEmail(operatorEmails: ReadonlySet<string>, email: string): boolean {
  return operatorEmails.has(email.trim().toLowerCase());
}

/** The signed-in user; a token whose user is gone (account deleted) is no longer a sign-in. */
export async function currentUser(db: Database, userId: number): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('unauthorized', 'Sign in to continue');
  return toUser(user);
}
