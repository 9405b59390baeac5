import { z } from 'zod';
import { requestObject } from './request-body';

/** The sign-in failure codes of docs/product.md §8; anything else shows as unknown. */
export const SignInErrorCodeSchema = z.enum([
  'login_failed',
  'account_not_found',
  'access_denied',
  'network_error',
  'unknown',
]);
export type SignInErrorCode = z.infer<typeof SignInErrorCodeSchema>;

/** What the browser puts in `state`: where to come back to after sign-in (a same-site path). */
export const SignInStateSchema = z.object({ return_to: z.string().max(2000) });
export type SignInState = z.infer<typeof SignInStateSchema>;

export const AuthRedirectQuerySchema = z.object({
  state: z.string().max(4000).optional(),
  signup: z.enum(['true', 'false']).optional(),
});

export const AuthCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

/** Claims of the app token (docs/architecture.md §5). `sid` is the provider's session, for its logout URL. */
export type AppTokenClaims = {
  user_id: number;
  email: string;
  workos_id: string;
  name?: string | null;
  sid?: string | null;
  /** Set for the back office's operators at sign-in (their e-mail is in ADMIN_EMAILS). */
  role?: 'operator';
  exp: number;
  /** When it was issued (seconds): actions that need a recent sign-in read it. */
  iat?: number;
  /** Set on the sign-in that created the account: the member's first visit, greeted as one. */
  joined?: true;
  /**
   * The account's language at sign-in: a device where no language was chosen shows the member
   * pages in it (docs/decisions/0019-spanish.md). Absent from tokens issued before it existed.
   */
  locale?: 'en' | 'es';
  jti: string;
};

/**
 * POST /auth/token: the one-time code the sign-in callback put on the return path, traded for
 * the app token (docs/decisions/0013-sign-in-code-exchange.md).
 */
export const SignInCodeExchangeRequestSchema = requestObject(
  {
    code: z
      .string({ error: 'code is required' })
      .min(1, { error: 'code is required' })
      .max(200, { error: 'code must be at most 200 characters' }),
  },
  'The request body must be a JSON object with a code',
);
export type SignInCodeExchangeRequest = z.infer<typeof SignInCodeExchangeRequestSchema>;

export const SignInTokenResponseSchema = z.object({ token: z.string() });
export type SignInTokenResponse = z.infer<typeof SignInTokenResponseSchema>;

export const LogoutResponseSchema = z.object({ logout_url: z.string().nullable() });
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;
