import type { SignInErrorCode } from '@arx/contracts';
import { WorkOS } from '@workos-inc/node';
import { decodeJwt } from 'jose';
import type { AppConfig } from '../../../config/config';
import {
  type AuthorizationRequest,
  type ExternalIdentity,
  IdentityError,
  type IdentityProvider,
} from '../identity-provider';

type WorkosConfig = Extract<AppConfig['identity'], { provider: 'workos' }>;

/** A sign-in callback should not hang on a slow provider for the SDK's default minute. */
const DEFAULT_TIMEOUT_MS = 10_000;

/** Error identifiers WorkOS puts in `error` (OAuth style) or `code`, grouped by what the member is told. */
const LOGIN_FAILED = new Set(['invalid_grant', 'invalid_code', 'expired_code', 'code_expired']);
const ACCOUNT_NOT_FOUND = new Set([
  'user_not_found',
  'account_not_found',
  'sso_profile_not_found',
  'profile_not_found',
]);
const ACCESS_DENIED = new Set([
  'access_denied',
  'forbidden',
  'organization_membership_required',
  'organization_selection_required',
  'profile_not_allowed_outside_organization',
  'user_not_allowed',
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** Sign-in through WorkOS AuthKit (docs/architecture.md §5): the hosted pages do the sign-in, we exchange the code. */
export class WorkosIdentityProvider implements IdentityProvider {
  readonly name = 'workos' as const;
  private readonly workos: WorkOS;
  private readonly clientId: string;

  constructor(config: WorkosConfig, options: { timeoutMs?: number } = {}) {
    this.clientId = config.clientId;
    // apiHostname/port/https let tests (and a proxy) point the SDK elsewhere than api.workos.com.
    this.workos = new WorkOS(config.apiKey, {
      apiHostname: config.apiHostname,
      port: config.apiPort,
      https: config.https,
      clientId: config.clientId,
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
  }

  /**
   * No language is sent: AuthKit's hosted pages take theirs from the browser, and the SDK's
   * authorization URL has no locale option (providerQueryParams go to a social provider, not AuthKit).
   */
  authorizationUrl(input: AuthorizationRequest): string {
    return this.workos.userManagement.getAuthorizationUrl({
      provider: 'authkit',
      clientId: this.clientId,
      redirectUri: input.redirectUri,
      state: input.state,
      screenHint: input.screenHint === 'sign-up' ? 'sign-up' : 'sign-in',
    });
  }

  async exchangeCode(code: string): Promise<ExternalIdentity> {
    let response: Awaited<ReturnType<WorkOS['userManagement']['authenticateWithCode']>>;
    try {
      response = await this.workos.userManagement.authenticateWithCode({ clientId: this.clientId, code });
    } catch (error) {
      throw toIdentityError(error);
    }
    const { user } = response;
    const name = [user.firstName, user.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
    return {
      externalId: user.id,
      email: user.email.trim().toLowerCase(),
      emailVerified: user.emailVerified === true,
      name: name || null,
      sessionId: sessionIdFrom(response.accessToken),
    };
  }

  logoutUrl(input: { sessionId: string | null; returnTo: string }): string | null {
    if (!input.sessionId) return null;
    return this.workos.userManagement.getLogoutUrl({ sessionId: input.sessionId, returnTo: input.returnTo });
  }
}

/**
 * The session id only builds the logout URL, so it is read without verifying the token: the token
 * came straight from WorkOS over our own authenticated request, and a bad one only loses the logout.
 */
function sessionIdFrom(accessToken: string): string | null {
  try {
    const { sid } = decodeJwt(accessToken);
    return typeof sid === 'string' && sid !== '' ? sid : null;
  } catch {
    return null;
  }
}

/**
 * Maps whatever the SDK threw to a docs/product.md §8 code. The message is built from the status and the
 * error identifier only: WorkOS echoes the code in error_description, and a code must never be logged.
 */
function toIdentityError(error: unknown): IdentityError {
  const status = statusOf(error);
  const identifier = identifierOf(error);
  const detail = [status === undefined ? 'no response' : `status ${status}`, identifier].filter(Boolean).join(', ');
  return new IdentityError(classify(error, status, identifier), `WorkOS code exchange failed (${detail})`);
}

function classify(error: unknown, status: number | undefined, identifier: string | undefined): SignInErrorCode {
  if (isNetworkFailure(error)) return 'network_error';
  // 408 is the SDK's own timeout; 429 and 5xx mean WorkOS could not answer now, so retrying may work.
  if (status !== undefined && (status === 408 || status === 429 || status >= 500)) return 'network_error';
  if (identifier && LOGIN_FAILED.has(identifier)) return 'login_failed';
  if (identifier && ACCOUNT_NOT_FOUND.has(identifier)) return 'account_not_found';
  if ((identifier && ACCESS_DENIED.has(identifier)) || status === 403) return 'access_denied';
  return 'unknown';
}

/** fetch failures reach us wrapped ("Unexpected error: TypeError: fetch failed"), the errno deeper in the causes. */
function isNetworkFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (current instanceof TypeError && current.message === 'fetch failed') return true;
    current = current.cause;
  }
  return false;
}

/** The HTTP status, looked for down the causes: the SDK wraps a ParseError (non-JSON body) in a plain Error. */
function statusOf(error: unknown): number | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    // ParseError keeps the real status in rawStatus (its own status is always 500).
    const { rawStatus, status } = current as { rawStatus?: unknown; status?: unknown };
    if (typeof rawStatus === 'number') return rawStatus;
    if (typeof status === 'number') return status;
    current = current.cause;
  }
  return undefined;
}

/** The machine-readable identifier: OauthException.error, an exception's code, or rawData.code. */
function identifierOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { error: oauthError, code, rawData } = error as { error?: unknown; code?: unknown; rawData?: unknown };
  const rawCode = typeof rawData === 'object' && rawData !== null ? (rawData as { code?: unknown }).code : undefined;
  const candidate = [oauthError, code, rawCode].find((value) => typeof value === 'string');
  // Only short snake_case identifiers, so nothing the server echoed back (like the code) can slip in.
  return typeof candidate === 'string' && /^[a-z][a-z0-9_]{0,63}$/.test(candidate) ? candidate : undefined;
}
