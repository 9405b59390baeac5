import type { SignInErrorCode } from '@arx/contracts';
import type { Locale } from '@arx/contracts/locales';

/** A person as the sign-in provider reports them after a successful sign-in. */
export type ExternalIdentity = {
  /** The provider's stable id for this person (stored as users.workos_id). */
  externalId: string;
  email: string;
  /**
   * Whether the provider checked that this person controls the e-mail address. Only a
   * verified address may link the sign-in to an existing account with that address.
   */
  emailVerified: boolean;
  name: string | null;
  /** The provider's session id, used to build its logout URL (null when it has none). */
  sessionId: string | null;
};

export type AuthorizationRequest = {
  state: string;
  redirectUri: string;
  screenHint: 'sign-in' | 'sign-up';
  locale?: Locale;
};

/**
 * The sign-in port (docs/architecture.md §5). Adapters: the built-in local provider (embedded default) and
 * WorkOS AuthKit. The API's own routes do the state/nonce checks, user upsert and app token;
 * an adapter only talks to its provider.
 */
export interface IdentityProvider {
  readonly name: 'local' | 'workos';
  /**
   * Where to send the browser to sign in (or sign up); the provider returns to redirectUri with
   * ?code&state. `locale`: the language of the page the visitor left, when its address names one
   * ("/es/…"), for a provider whose pages can follow it.
   */
  authorizationUrl(input: AuthorizationRequest): string;
  /** Exchanges the one-time code for the person. Throws IdentityError with a docs/product.md §8 code. */
  exchangeCode(code: string): Promise<ExternalIdentity>;
  /** Where the browser goes to end the provider's session, or null when there is nothing to end. */
  logoutUrl(input: { sessionId: string | null; returnTo: string }): string | null;
}

export class IdentityError extends Error {
  constructor(
    readonly code: SignInErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}
