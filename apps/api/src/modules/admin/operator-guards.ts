import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import type { Operator } from '../audit';
import { type AuthGuards, caller, isOperatorEmail } from '../auth';

/** A write needs a sign-in younger than this (docs/decisions/0016-back-office.md). */
export const RECENT_SIGN_IN_MS = 12 * 60 * 60_000;

export const OPERATOR_MESSAGES = {
  notOperator: 'This area is for the club’s operators.',
  reauth: 'Your sign-in is more than 12 hours old. Sign in again to make changes.',
} as const;

/**
 * The back office's guards. requireOperator: a signed-in caller (else 401) whose token says
 * operator and whose e-mail is still in ADMIN_EMAILS (else 403), so taking someone off the list
 * works at once. requireRecentSignIn, for writes: the token was issued at a sign-in less than 12
 * hours ago (else 403 reauth_required). Wall-clock time, not the sandbox's test clock: a sign-in's
 * age is about the operator, not about members' billing.
 */
export function operatorGuards(
  guards: AuthGuards,
  config: Pick<AppConfig, 'admin'>,
  now: Clock['now'] = () => new Date(),
) {
  return {
    async requireOperator(request: FastifyRequest): Promise<void> {
      await guards.requireAuth(request);
      const claims = caller(request);
      if (claims.role !== 'operator' || !isOperatorEmail(config.admin.emails, claims.email)) {
        throw new AppError('forbidden', OPERATOR_MESSAGES.notOperator);
      }
    },
    async requireRecentSignIn(request: FastifyRequest): Promise<void> {
      const issuedAt = caller(request).iat;
      if (!issuedAt || now().getTime() - issuedAt * 1000 > RECENT_SIGN_IN_MS) {
        throw new AppError('reauth_required', OPERATOR_MESSAGES.reauth);
      }
    },
  };
}

/** The operator making this request, as the audit log records them. */
export function operatorOf(request: FastifyRequest): Operator {
  const claims = caller(request);
  return { userId: claims.user_id, email: claims.email };
}
