import { isIP } from 'node:net';
import type { Env, Problem } from './env-schema';
import { APPLE_WALLET_REQUIRED, GOOGLE_WALLET_REQUIRED } from './providers';

/** The built-in stand-ins for the real providers, each refused outside a local try-out. */
export type DemoPart = 'sign-in' | 'payments' | 'apple-wallet' | 'google-wallet' | 'mail';

/** Each demo part, and the settings that replace it with the real thing. */
const DEMO_PART_REPLACEMENTS: Record<DemoPart, string> = {
  'sign-in':
    'the built-in sign-in page (anyone signs in as any e-mail): set IDENTITY_PROVIDER=workos, WORKOS_API_KEY and WORKOS_CLIENT_ID',
  payments:
    'the payment sandbox (a test card buys a paid membership): set PAYMENT_PROVIDER=stripe, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  'apple-wallet': `development Apple Wallet credentials: set ${Object.keys(APPLE_WALLET_REQUIRED).join(', ')}`,
  'google-wallet': `development Google Wallet credentials: set ${Object.keys(GOOGLE_WALLET_REQUIRED).join(', ')}`,
  mail: 'the demo mailbox (e-mails are kept in the database and shown at /dev/mailbox, never sent): set SMTP_URL and MAIL_FROM',
};

export function demoParts(
  e: Pick<
    Env,
    'IDENTITY_PROVIDER' | 'PAYMENT_PROVIDER' | 'WALLET_APPLE_PASS_TYPE_ID' | 'GOOGLE_WALLET_ISSUER_ID' | 'SMTP_URL'
  >,
): DemoPart[] {
  const parts: DemoPart[] = [];
  if (e.IDENTITY_PROVIDER === 'local') parts.push('sign-in');
  if (e.PAYMENT_PROVIDER === 'sandbox') parts.push('payments');
  if (!e.WALLET_APPLE_PASS_TYPE_ID) parts.push('apple-wallet');
  if (!e.GOOGLE_WALLET_ISSUER_ID) parts.push('google-wallet');
  if (!e.SMTP_URL) parts.push('mail');
  return parts;
}

/** localhost (and *.localhost), 127.0.0.0/8 and ::1: names that reach only this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/**
 * A local try-out: the public origin and the listening interface are this machine, and nobody
 * said production. Only then do the demo parts run without being asked for (docs/decisions/
 * 0014-production-guard.md): anywhere else they would let anyone into anyone's account.
 */
function whyNotLocal(e: Env): string | null {
  const appUrl = e.APP_URL ?? `http://localhost:${e.PORT}`;
  // In any case: `Production` is no less production to whoever wrote it.
  if (e.NODE_ENV?.toLowerCase() === 'production') return `NODE_ENV=${e.NODE_ENV}`;
  if (!isLoopbackHost(new URL(appUrl).hostname)) return `APP_URL ${appUrl} is not a loopback address`;
  if (!isLoopbackHost(e.HOST)) return `HOST ${e.HOST} listens beyond this machine`;
  return null;
}

export function isLocalTryOut(e: Env): boolean {
  return whyNotLocal(e) === null;
}

/** Outside a local try-out the demo parts are refused unless ALLOW_DEMO_PROVIDERS=true. */
export function demoPartProblems(e: Env): Problem[] {
  const notLocal = whyNotLocal(e);
  const parts = demoParts(e);
  if (!notLocal || parts.length === 0 || e.ALLOW_DEMO_PROVIDERS) return [];
  // One problem naming every part, so an operator fixes them in one go.
  const message = [
    `this is not a local try-out (${notLocal}), so the demo parts are refused:`,
    ...parts.map((part) => `      ${DEMO_PART_REPLACEMENTS[part]}`),
    '    or set ALLOW_DEMO_PROVIDERS=true for a public demo (every page then says what is simulated)',
  ].join('\n');
  return [{ path: ['ALLOW_DEMO_PROVIDERS'], message }];
}

/**
 * A real provider's settings beside its demo stand-in mean someone meant production and
 * forgot to switch: refuse rather than quietly run the demo. Read from the raw environment,
 * as the schema defaults some of them.
 */
export function mixedProviderProblems(e: Env, env: NodeJS.ProcessEnv): Problem[] {
  const problems: Problem[] = [];
  const setWith = (prefix: string) => Object.keys(env).filter((name) => name.startsWith(prefix) && env[name]?.trim());
  const workos = setWith('WORKOS_');
  if (e.IDENTITY_PROVIDER === 'local' && workos.length > 0) {
    problems.push({
      path: ['IDENTITY_PROVIDER'],
      message: `is local (the built-in sign-in) but ${workos.join(', ')} ${workos.length > 1 ? 'are' : 'is'} set; set IDENTITY_PROVIDER=workos, or unset ${workos.length > 1 ? 'them' : 'it'}`,
    });
  }
  const stripe = setWith('STRIPE_');
  if (e.PAYMENT_PROVIDER === 'sandbox' && stripe.length > 0) {
    problems.push({
      path: ['PAYMENT_PROVIDER'],
      message: `is sandbox (the built-in payments) but ${stripe.join(', ')} ${stripe.length > 1 ? 'are' : 'is'} set; set PAYMENT_PROVIDER=stripe, or unset ${stripe.length > 1 ? 'them' : 'it'}`,
    });
  }
  return problems;
}
