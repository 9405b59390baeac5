import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import type { Operator } from '../audit';
import { type AuthGuards, caller, isOperatorEmail } from '../auth';

/** An ordinary write (an FAQ edit, a retry, a draft upload) needs a sign-in younger than this. */
export const RECENT_SIGN_IN_MS = 12 * 60 * 60_000;
/**
 * Money, members' private data and what every visitor sees (refund, cancel, "Show", publishing a
 * catalogue or an FAQ) need a sign-in younger than this (docs/decisions/0016-back-office.md).
 */
export const FRESH_SIGN_IN_MS = 30 * 60_000;

export const OPERATOR_MESSAGES = {
  notOperator: 'This area is for the club’s operators.',
  // True of both rules: a sign-in older than 12 hours is older than 30 minutes too.
  reauth: 'Your sign-in is more than 30 minutes old. Sign in again to make this change.',
  publicDemo: 'The back office is read-only in the public demo.',
} as const;

/**
 * The back office's guards. requireOperator: a signed-in caller (else 401) whose token says
 * operator and whose e-mail is still in ADMIN_EMAILS (else 403), so taking someone off the list
 * works at once. The write guards refuse every write in a public demo with the built-in sign-in
 * page (403: anyone can sign in as the demo operator there), then a sign-in older than their limit (403 reauth_required):
 * requireRecentSignIn 12 hours, requireFreshSignIn 30 minutes. A token's `iat` is its sign-in's
 * time: tokens are issued only when a sign-in's one-time code is redeemed, never renewed.
 * Wall-clock time, not the sandbox's test clock: a sign-in's age is about the operator, not
 * about members' billing.
 */
export function operatorGuards(
  guards: AuthGuards,
  config: Pick<AppConfig, 'admin' | 'demo'>,
  now: Clock['now'] = () => new Date(),
) {
  // Anyone may sign in as the demo operator where the built-in sign-in page faces the public.
  const isReadOnly = config.demo.announced && config.demo.parts.includes('sign-in');
  const requireSignInWithin =
    (maxAgeMs: number) =>
    async (request: FastifyRequest): Promise<void> => {
      if (isReadOnly) throw new AppError('forbidden', OPERATOR_MESSAGES.publicDemo);
      const issuedAt = caller(request).iat;
      if (!issuedAt || now().getTime() - issuedAt * 1000 > maxAgeMs) {
        throw new AppError('reauth_required', OPERATOR_MESSAGES.reauth);
      }
    };
  return {
    async requireOperator(request: FastifyRequest): Promise<void> {
      await guards.requireAuth(request);
      const claims = caller(request);
      if (claims.role !== 'operator' || !isOperatorEmail(config.admin.emails, claims.email)) {
        throw new AppError('forbidden', OPERATOR_MESSAGES.notOperator);
      }
    },
    requireRecentSignIn: requireSignInWithin(RECENT_SIGN_IN_MS),
    requireFreshSignIn: requireSignInWithin(FRESH_SIGN_IN_MS),
  };
}

/** The operator making this request, as the audit log records them. */
export function operatorOf(request: FastifyRequest): Operator {
  const claims = caller(request);
  return { userId: claims.user_id, email: claims.email };
}
