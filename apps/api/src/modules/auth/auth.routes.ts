import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  AuthCallbackQuerySchema,
  AuthRedirectQuerySchema,
  LogoutResponseSchema,
  UserResponseSchema,
} from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { IdentityError } from '../../integrations/identity/identity-provider';
import { rateLimited } from '../../security/rate-limit';
import type { ModuleDeps } from '../register-modules';
import { findUserById, toUser, upsertSignedInUser } from '../users/users.repository';
import { signInErrorUrl } from './auth-errors-redirect';
import { caller } from './require-auth';
import { DEFAULT_RETURN_PATH, isSafeReturnPath, parseReturnPath, withToken } from './return-path';

const STATE_COOKIE = 'arx_sign_in';
const STATE_TTL_SECONDS = 600;
const tags = ['auth'];

type PendingSignIn = { nonce: string; returnTo: string };

function sameNonce(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Sign-in (DESIGN §5): the browser comes here, we bind a random nonce to it with a short-lived
 * signed HttpOnly cookie, send it to the identity provider with the nonce as `state`, and on
 * the way back check the nonce, exchange the code, upsert the user and hand the browser its
 * app token on the return path.
 */
export const authRoutes =
  ({ db, config, integrations, tokens, guards }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const callbackUrl = `${config.appUrl}/api/v1/auth/workos/callback`;
    const secureCookie = config.appUrl.startsWith('https://');

    app.get(
      '/auth/workos/redirect',
      { schema: { tags, querystring: AuthRedirectQuerySchema, hide: true }, onRequest: rateLimited('signInStart') },
      async (request, reply) => {
        const returnTo = parseReturnPath(request.query.state);
        if (!returnTo) {
          // An unsafe return target is refused, never followed: no open redirect.
          return reply.redirect(
            signInErrorUrl(
              config.appUrl,
              'unknown',
              DEFAULT_RETURN_PATH,
              'That sign-in link is not valid. Please start again.',
            ),
          );
        }
        const pending: PendingSignIn = { nonce: randomBytes(24).toString('base64url'), returnTo };
        reply.setCookie(STATE_COOKIE, JSON.stringify(pending), {
          httpOnly: true,
          secure: secureCookie,
          sameSite: 'lax',
          path: '/api/v1/auth',
          maxAge: STATE_TTL_SECONDS,
          signed: true,
        });
        const url = integrations.identity.authorizationUrl({
          state: pending.nonce,
          redirectUri: callbackUrl,
          screenHint: request.query.signup === 'true' ? 'sign-up' : 'sign-in',
        });
        return reply.redirect(url);
      },
    );

    app.get(
      '/auth/workos/callback',
      {
        schema: { tags, querystring: AuthCallbackQuerySchema, hide: true },
        onRequest: rateLimited('signInCallback'),
      },
      async (request, reply) => {
        const raw = request.cookies[STATE_COOKIE];
        const unsigned = raw ? request.unsignCookie(raw) : null;
        reply.clearCookie(STATE_COOKIE, { path: '/api/v1/auth' });
        let pending: PendingSignIn | null = null;
        try {
          pending = unsigned?.valid && unsigned.value ? (JSON.parse(unsigned.value) as PendingSignIn) : null;
        } catch {
          pending = null;
        }
        const returnTo = pending && isSafeReturnPath(pending.returnTo) ? pending.returnTo : DEFAULT_RETURN_PATH;
        const fail = (code: Parameters<typeof signInErrorUrl>[1], message?: string) =>
          reply.redirect(signInErrorUrl(config.appUrl, code, returnTo, message));

        if (request.query.error) {
          return fail(request.query.error === 'access_denied' ? 'access_denied' : 'login_failed');
        }
        // The nonce proves this browser started this sign-in (no login CSRF, no replayed callbacks).
        if (!pending || !request.query.state || !sameNonce(pending.nonce, request.query.state) || !request.query.code) {
          return fail('login_failed', 'Your sign-in could not be verified. Please try again.');
        }
        try {
          const identity = await integrations.identity.exchangeCode(request.query.code);
          const user = await upsertSignedInUser(db, identity);
          const { token } = await tokens.issue({
            user_id: user.id,
            email: user.email,
            workos_id: user.workosId,
            name: user.name,
            sid: identity.sessionId,
          });
          return reply.redirect(`${config.appUrl}${withToken(returnTo, token)}`);
        } catch (error) {
          if (error instanceof IdentityError) return fail(error.code);
          request.log.error({ err: error }, 'sign-in callback failed');
          return fail('unknown');
        }
      },
    );

    app.get(
      '/current_user',
      { schema: { tags, response: { 200: UserResponseSchema } }, onRequest: guards.requireAuth },
      async (request) => {
        const user = await findUserById(db, caller(request).user_id);
        if (!user) throw new AppError('unauthorized', 'Sign in to continue');
        return { user: toUser(user) };
      },
    );

    app.delete(
      '/auth/logout',
      { schema: { tags, response: { 200: LogoutResponseSchema } }, onRequest: guards.requireAuth },
      async (request) => {
        const claims = caller(request);
        await guards.revoke(claims);
        return {
          logout_url: integrations.identity.logoutUrl({ sessionId: claims.sid ?? null, returnTo: config.appUrl }),
        };
      },
    );
  };
