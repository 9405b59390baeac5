import type { KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { GooglePassUpdater } from '../pass-updates';
import type { GoogleWalletCredentials, WalletCard } from '../wallet-pass-signer';
import { genericObjectOf, googleSigningKey } from './google-pass-signer';

export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const GOOGLE_WALLET_API_ORIGIN = 'https://walletobjects.googleapis.com';
/** Lets the service account write the issuer's passes, and nothing else. */
export const GOOGLE_WALLET_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';

/**
 * The generic object's fields a card change can touch. The id and class stay as saved, and
 * Google's patch replaces each field (arrays included) sent and leaves the others alone.
 */
export const GOOGLE_OBJECT_UPDATED_FIELDS = [
  'header',
  'cardTitle',
  'subheader',
  'textModulesData',
  'linksModuleData',
  'barcode',
  'hexBackgroundColor',
  'state',
] as const;

/** An update job should fail and retry rather than hang on a slow Google. */
const DEFAULT_TIMEOUT_MS = 10_000;
/** Google's tokens live an hour; one is renewed a minute early so none expires on the way. */
const ASSERTION_LIFETIME = '1h';
const TOKEN_RENEWAL_MARGIN_MS = 60_000;
/** Enough of an error body to say what went wrong, without carrying a whole HTML page. */
const MAX_ERROR_MESSAGE = 300;

type AccessToken = { value: string; renewAt: number };

/** The object's changing fields, from the same function the save link uses. */
export function genericObjectPatchOf(card: WalletCard, issuerId: string) {
  const object = genericObjectOf(card, issuerId);
  return Object.fromEntries(GOOGLE_OBJECT_UPDATED_FIELDS.map((field) => [field, object[field]])) as Pick<
    typeof object,
    (typeof GOOGLE_OBJECT_UPDATED_FIELDS)[number]
  >;
}

/**
 * Rewrites a saved pass through the Google Wallet API (docs/decisions/0017): the service
 * account trades a signed assertion for an access token (RFC 7523) and patches the pass's
 * generic object with the card's current fields.
 */
export class GoogleObjectUpdater implements GooglePassUpdater {
  private readonly key: KeyObject;
  private readonly tokenUrl: string;
  private readonly apiOrigin: string;
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;
  private token: AccessToken | null = null;
  /** The token request under way, so concurrent updates wait for one token rather than each asking. */
  private pendingToken: Promise<AccessToken> | null = null;

  constructor(
    private readonly options: {
      credentials: GoogleWalletCredentials;
      tokenUrl?: string;
      apiOrigin?: string;
      fetch?: typeof fetch;
      timeoutMs?: number;
    },
  ) {
    this.key = googleSigningKey(options.credentials);
    this.tokenUrl = options.tokenUrl ?? GOOGLE_TOKEN_URL;
    this.apiOrigin = (options.apiOrigin ?? GOOGLE_WALLET_API_ORIGIN).replace(/\/$/, '');
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async update(card: WalletCard): Promise<'updated' | 'missing'> {
    const { issuerId } = this.options.credentials;
    const url = `${this.apiOrigin}/walletobjects/v1/genericObject/${encodeURIComponent(`${issuerId}.${card.serialNumber}`)}`;
    const body = JSON.stringify(genericObjectPatchOf(card, issuerId));
    const patch = async (token: string) =>
      this.call('Google Wallet object update', url, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });

    const token = await this.accessToken();
    let response = await patch(token);
    if (response.status === 401) {
      // Google may revoke a token before it expires (a rotated key): one fresh token, one more try.
      this.dropToken(token);
      response = await patch(await this.accessToken());
    }
    if (response.status === 200) return 'updated';
    if (response.status === 404) return 'missing';
    throw new Error(
      `Google Wallet object update failed: ${response.status} ${googleErrorOf(response.text, [card.memberName, card.memberId])}`,
    );
  }

  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.renewAt) return this.token.value;
    this.pendingToken ??= this.requestToken().finally(() => {
      this.pendingToken = null;
    });
    return (await this.pendingToken).value;
  }

  /** Forgets a token Google refused, unless a newer one has already replaced it. */
  private dropToken(refused: string) {
    if (this.token?.value === refused) this.token = null;
  }

  private async requestToken(): Promise<AccessToken> {
    const { serviceAccountEmail } = this.options.credentials;
    const requestedAt = Date.now();
    const assertion = await new SignJWT({ scope: GOOGLE_WALLET_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(serviceAccountEmail)
      .setAudience(this.tokenUrl)
      .setIssuedAt()
      .setExpirationTime(ASSERTION_LIFETIME)
      .sign(this.key);
    const response = await this.call('Google OAuth token request', this.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
    });
    const answer = parseJson(response.text) as { access_token?: unknown; expires_in?: unknown } | null;
    if (response.status !== 200 || typeof answer?.access_token !== 'string') {
      throw new Error(`Google OAuth token request failed: ${response.status} ${googleErrorOf(response.text)}`);
    }
    const expiresInMs = (typeof answer.expires_in === 'number' ? answer.expires_in : 3600) * 1000;
    this.token = { value: answer.access_token, renewAt: requestedAt + expiresInMs - TOKEN_RENEWAL_MARGIN_MS };
    return this.token;
  }

  /** One request and its whole body within the timeout; a failure names the call, never the card. */
  private async call(what: string, url: string, init: RequestInit): Promise<{ status: number; text: string }> {
    try {
      const response = await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new Error(`${what} failed: no answer within ${this.timeoutMs} ms`, { cause: error });
      }
      const cause = error instanceof Error ? error.cause : undefined;
      const code = cause instanceof Error ? ((cause as NodeJS.ErrnoException).code ?? cause.message) : undefined;
      throw new Error(`${what} failed: Google could not be reached${code ? ` (${code})` : ''}`, { cause: error });
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Google's own words for an error: the Wallet API's `error.message`, or OAuth's `error` and its
 * description. Google may quote a field it refused, so the card's personal values are cut out
 * before the message can reach a log.
 */
function googleErrorOf(text: string, personal: string[] = []): string {
  const body = parseJson(text) as {
    error?: string | { message?: unknown; status?: unknown };
    error_description?: unknown;
  } | null;
  let message: string;
  if (typeof body?.error === 'object' && body.error) {
    message = [body.error.status, body.error.message].filter((part) => typeof part === 'string').join(': ');
  } else if (typeof body?.error === 'string') {
    message = [body.error, body.error_description].filter((part) => typeof part === 'string').join(': ');
  } else {
    message = text.replace(/\s+/g, ' ').trim();
  }
  for (const value of personal) {
    if (value) message = message.split(value).join('[redacted]');
  }
  return (message || 'no error message').slice(0, MAX_ERROR_MESSAGE);
}
