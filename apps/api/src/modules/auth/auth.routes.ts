import { randomBytes } from 'node:crypto';
import {
  AuthCallbackQuerySchema,
  AuthRedirectQuerySchema,
  LogoutResponseSchema,
  SignInCodeExchangeRequestSchema,
  SignInTokenResponseSchema,
  UserResponseSchema,
} from '@arx/contracts';
import { DEFAULT_LOCALE, type Locale, splitLocalePath } from '@arx/contracts/locales';
import { SIGN_IN_MESSAGES } from '@arx/contracts/sign-in-messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdentityError } from '../../integrations/identity/identity-provider';
import { requestLocale } from '../../lib/i18n/languages';
import { sameSecret } from '../../lib/secret-digest';
import { rateLimited } from '../../security/rate-limit';
import type { ModuleDeps } from '../module-deps';
import { completeSignIn, currentUser, redeemSignInCode } from './auth.service';
import { signInErrorUrl } from './auth-errors-redirect';
import { caller } from './require-auth';
import { DEFAULT_RETURN_PATH, isSafeReturnPath, parseReturnPath, withCode } from './return-path';
import { SIGN_IN_CODE_TTL_MS } from './sign-in-codes';
import { EmailNotVerifiedError } from './user-accounts';

const STATE_COOKIE = 'arx_sign_in';
const STATE_TTL_SECONDS = 600;
/**
 * After the callback: the sign-in nonce again, which the code's exchange must present. It
 * outlives the code a little, so a slow page load still reaches the exchange with it.
 */
const CODE_COOKIE = 'arx_sign_in_code';
const CODE_COOKIE_TTL_SECONDS = (2 * SIGN_IN_CODE_TTL_MS) / 1000;
const COOKIE_PATH = '/api/v1/auth';
const tags = ['auth'];

type PendingSignIn = { nonce: string; returnTo: string };

/**
 * The language of the sign-in error screen: the return path's when it names one (/es/…), else
 * the visitor's saved choice, so a Spanish sign-in that fails says so in Spanish.
 */
function errorScreenLocale(request: FastifyRequest, returnTo: string): Locale {
  const { locale } = splitLocalePath(returnTo);
  return locale === DEFAULT_LOCALE ? requestLocale(request) : locale;
}

/**
 * Sign-in (docs/decisions/0004-sign-in-token-flow.md, 0013-sign-in-code-exchange.md): the
 * browser comes here, we bind a random nonce to it with a short-lived signed HttpOnly cookie,
 * send it to the identity provider with the nonce as `state`, and on the way back check the
 * nonce, exchange the provider's code, upsert the user and put a one-time code of our own on
 * the return path. The web app trades that code, with the same browser's cookie, for the token.
 */
export const authRoutes =
  ({ db, config, integrations, tokens, guards }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const callbackUrl = `${config.appUrl}/api/v1/auth/workos/callback`;
    const secureCookie = config.appUrl.startsWith('https://');
    const cookieOptions = {
      httpOnly: true,
      secure: secureCookie,
      sameSite: 'lax',
      path: COOKIE_PATH,
      signed: true,
    } as const;

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
              SIGN_IN_MESSAGES.linkNotValid,
              requestLocale(request),
            ),
          );
        }
        const pending: PendingSignIn = { nonce: randomBytes(24).toString('base64url'), returnTo };
        reply.setCookie(STATE_COOKIE, JSON.stringify(pending), { ...cookieOptions, maxAge: STATE_TTL_SECONDS });
        // A return to /es/… names its language; any other return leaves the provider's page to
        // the visitor's saved choice.
        const { locale } = splitLocalePath(returnTo);
        const url = integrations.identity.authorizationUrl({
          state: pending.nonce,
          redirectUri: callbackUrl,
          screenHint: request.query.signup === 'true' ? 'sign-up' : 'sign-in',
          locale: locale === DEFAULT_LOCALE ? undefined : locale,
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
        reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
        let pending: PendingSignIn | null = null;
        try {
          pending = unsigned?.valid && unsigned.value ? (JSON.parse(unsigned.value) as PendingSignIn) : null;
        } catch {
          pending = null;
        }
        const returnTo = pending && isSafeReturnPath(pending.returnTo) ? pending.returnTo : DEFAULT_RETURN_PATH;
        const fail = (code: Parameters<typeof signInErrorUrl>[1], message?: string) =>
          reply.redirect(signInErrorUrl(config.appUrl, code, returnTo, message, errorScreenLocale(request, returnTo)));

        if (request.query.error) {
          return fail(request.query.error === 'access_denied' ? 'access_denied' : 'login_failed');
        }
        // The nonce proves this browser started this sign-in (no login CSRF, no replayed callbacks).
        if (
          !pending ||
          !request.query.state ||
          !sameSecret(pending.nonce, request.query.state) ||
          !request.query.code
        ) {
          return fail('login_failed', SIGN_IN_MESSAGES.notVerified);
        }
        try {
          const identity = await integrations.identity.exchangeCode(request.query.code);
          const code = await completeSignIn(db, identity, pending.nonce);
          reply.setCookie(CODE_COOKIE, pending.nonce, { ...cookieOptions, maxAge: CODE_COOKIE_TTL_SECONDS });
          return reply.redirect(`${config.appUrl}${withCode(returnTo, code)}`);
        } catch (error) {
          if (error instanceof IdentityError) return fail(error.code);
          if (error instanceof EmailNotVerifiedError) return fail('login_failed', SIGN_IN_MESSAGES.emailNotVerified);
          request.log.error({ err: error }, 'sign-in callback failed');
          return fail('unknown');
        }
      },
    );

    app.post(
      '/auth/token',
      {
        schema: {
          tags,
          summary: 'Trade the one-time sign-in code for the app token',
          body: SignInCodeExchangeRequestSchema,
          response: { 200: SignInTokenResponseSchema },
        },
        onRequest: rateLimited('signInExchange'),
      },
      async (request, reply) => {
        const raw = request.cookies[CODE_COOKIE];
        const unsigned = raw ? request.unsignCookie(raw) : null;
        // The nonce comes only from this browser's signed cookie (auth.service.ts says why).
        const nonce = unsigned?.valid ? unsigned.value : null;
        const token = await redeemSignInCode(db, tokens, request.body.code, nonce, config.admin.emails);
        reply.clearCookie(CODE_COOKIE, { path: COOKIE_PATH });
        return reply.header('cache-control', 'no-store').send({ token });
      },
    );

    app.get(
      '/current_user',
      { schema: { tags, response: { 200: UserResponseSchema } }, onRequest: guards.requireAuth },
      async (request) => {
        return { user: await currentUser(db, caller(request).user_id) };
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
