import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { localAuthCodes } from '../../../db/schema';
import { digestSecret } from '../../../lib/secret-digest';
import {
  type AuthorizationRequest,
  type ExternalIdentity,
  IdentityError,
  type IdentityProvider,
} from '../identity-provider';

const CODE_TTL_MS = 5 * 60_000;

const hash = digestSecret;

/**
 * The built-in identity provider of the embedded default: a plain sign-in page served by this
 * API (Email, Name, Continue) that behaves like a hosted provider: it returns to the callback
 * with a one-time code, which the callback exchanges. It exists so a fresh clone works end to
 * end without any account anywhere; production refuses it unless ALLOW_DEMO_PROVIDERS is set.
 */
export class LocalIdentityProvider implements IdentityProvider {
  readonly name = 'local' as const;

  constructor(private readonly deps: { db: Database; appUrl: string }) {}

  /** The only place its page may send a browser back to. */
  get callbackUrl(): string {
    return `${this.deps.appUrl}/api/v1/auth/workos/callback`;
  }

  authorizationUrl({ state, redirectUri, screenHint, locale }: AuthorizationRequest): string {
    const params = new URLSearchParams({ state, redirect_uri: redirectUri, screen_hint: screenHint });
    // Its page's language (local-sign-in.routes.ts); without one it follows the visitor's saved choice.
    if (locale) params.set('lang', locale);
    return `${this.deps.appUrl}/api/v1/auth/local/authorize?${params.toString()}`;
  }

  /** Called by its page once the person submitted the form: a single-use code valid 5 minutes. */
  async issueCode(email: string, name: string | null): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    await this.deps.db
      .insert(localAuthCodes)
      .values({ codeHash: hash(code), email, name, expiresAt: new Date(Date.now() + CODE_TTL_MS) });
    return code;
  }

  async exchangeCode(code: string): Promise<ExternalIdentity> {
    // Deleting and reading in one statement makes the code single-use even under a race.
    const [row] = await this.deps.db
      .delete(localAuthCodes)
      .where(and(eq(localAuthCodes.codeHash, hash(code)), gt(localAuthCodes.expiresAt, new Date())))
      .returning();
    if (!row) throw new IdentityError('login_failed', 'The sign-in code is invalid or has expired');
    // A demo with no mailbox behind it: whoever types an address is taken to own it.
    return { externalId: `local|${row.email}`, email: row.email, emailVerified: true, name: row.name, sessionId: null };
  }

  logoutUrl(): string | null {
    return null;
  }
}
