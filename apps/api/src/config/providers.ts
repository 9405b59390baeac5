import { z } from 'zod';
import type { Env } from './env-schema';

/**
 * The providers' settings in their final shapes, read from what EnvSchema checked. Each is
 * parsed by the provider it belongs to, so a WorkOS or Stripe configuration without its
 * credentials, or half a wallet, cannot exist as a value.
 */

/**
 * A variable EnvSchema has already checked, taken as it is: its type comes from there
 * (`.optional()` where it may be unset).
 */
const checked = <K extends keyof Env>() => z.custom<Env[K]>();

/** Required once its provider is chosen; empty counts as unset. */
function requiredWhen(choice: string) {
  const error = `required when ${choice}`;
  return z.string({ error }).min(1, { error });
}

export const IdentitySettings = z.discriminatedUnion('IDENTITY_PROVIDER', [
  z.object({ IDENTITY_PROVIDER: z.literal('local') }).transform((e) => ({ provider: e.IDENTITY_PROVIDER })),
  z
    .object({
      IDENTITY_PROVIDER: z.literal('workos'),
      WORKOS_API_KEY: requiredWhen('IDENTITY_PROVIDER=workos'),
      WORKOS_CLIENT_ID: requiredWhen('IDENTITY_PROVIDER=workos'),
      WORKOS_API_HOSTNAME: checked<'WORKOS_API_HOSTNAME'>().optional(),
      WORKOS_API_PORT: checked<'WORKOS_API_PORT'>().optional(),
      WORKOS_API_HTTPS: checked<'WORKOS_API_HTTPS'>(),
    })
    .transform((e) => ({
      provider: e.IDENTITY_PROVIDER,
      apiKey: e.WORKOS_API_KEY,
      clientId: e.WORKOS_CLIENT_ID,
      https: e.WORKOS_API_HTTPS,
      // Only tests point the SDK at a local fake; left out when unset, as a hand-built config does.
      ...(e.WORKOS_API_HOSTNAME !== undefined && { apiHostname: e.WORKOS_API_HOSTNAME }),
      ...(e.WORKOS_API_PORT !== undefined && { apiPort: e.WORKOS_API_PORT }),
    })),
]);

export const PaymentSettings = z.discriminatedUnion('PAYMENT_PROVIDER', [
  z.object({ PAYMENT_PROVIDER: z.literal('sandbox') }).transform((e) => ({ provider: e.PAYMENT_PROVIDER })),
  z
    .object({
      PAYMENT_PROVIDER: z.literal('stripe'),
      STRIPE_SECRET_KEY: requiredWhen('PAYMENT_PROVIDER=stripe'),
      STRIPE_WEBHOOK_SECRET: requiredWhen('PAYMENT_PROVIDER=stripe'),
      STRIPE_API_HOST: checked<'STRIPE_API_HOST'>().optional(),
      STRIPE_API_PORT: checked<'STRIPE_API_PORT'>().optional(),
      STRIPE_API_PROTOCOL: checked<'STRIPE_API_PROTOCOL'>().optional(),
    })
    .transform((e) => ({
      provider: e.PAYMENT_PROVIDER,
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      // Only tests point the SDK at a local fake; left out when unset, as a hand-built config does.
      ...(e.STRIPE_API_HOST !== undefined && { apiHost: e.STRIPE_API_HOST }),
      ...(e.STRIPE_API_PORT !== undefined && { apiPort: e.STRIPE_API_PORT }),
      ...(e.STRIPE_API_PROTOCOL !== undefined && { apiProtocol: e.STRIPE_API_PROTOCOL }),
    })),
]);

/** Required with the rest of its wallet's set (empty values are already unset). */
function inTheSet(wallet: string) {
  return z.string({ error: `required with the other ${wallet} settings (set all, or none)` });
}

/** The Apple Wallet settings that must all be given; listed in this order when missing. */
export const APPLE_WALLET_REQUIRED = {
  WALLET_APPLE_PASS_TYPE_ID: inTheSet('Apple Wallet'),
  WALLET_APPLE_TEAM_ID: inTheSet('Apple Wallet'),
  WALLET_APPLE_CERTIFICATE: inTheSet('Apple Wallet'),
  WALLET_APPLE_PRIVATE_KEY: inTheSet('Apple Wallet'),
  WALLET_APPLE_WWDR_CERTIFICATE: inTheSet('Apple Wallet'),
};
const AppleWallet = z
  .object({
    ...APPLE_WALLET_REQUIRED,
    WALLET_APPLE_KEY_PASSPHRASE: checked<'WALLET_APPLE_KEY_PASSPHRASE'>().optional(),
  })
  .transform((e) => ({
    passTypeId: e.WALLET_APPLE_PASS_TYPE_ID,
    teamId: e.WALLET_APPLE_TEAM_ID,
    certificatePem: e.WALLET_APPLE_CERTIFICATE,
    privateKeyPem: e.WALLET_APPLE_PRIVATE_KEY,
    keyPassphrase: e.WALLET_APPLE_KEY_PASSPHRASE ?? null,
    wwdrPem: e.WALLET_APPLE_WWDR_CERTIFICATE,
  }));

/** The Google Wallet settings, all required together. */
export const GOOGLE_WALLET_REQUIRED = {
  GOOGLE_WALLET_ISSUER_ID: inTheSet('Google Wallet'),
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: inTheSet('Google Wallet'),
  GOOGLE_WALLET_PRIVATE_KEY: inTheSet('Google Wallet'),
};
const GoogleWallet = z.object(GOOGLE_WALLET_REQUIRED).transform((e) => ({
  issuerId: e.GOOGLE_WALLET_ISSUER_ID,
  serviceAccountEmail: e.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
  privateKeyPem: e.GOOGLE_WALLET_PRIVATE_KEY,
}));

/**
 * A wallet's set: none of it gives null (development credentials are generated), all of it the
 * real credentials. A half-configured wallet is a mistake, never a reason to fall back.
 */
function allOrNone<T extends z.ZodPipe<z.ZodObject, z.ZodType>>(wallet: T) {
  return z.custom<Env>().transform((e, ctx): z.output<T> | null => {
    const given: Record<string, unknown> = e;
    if (Object.keys(wallet.in.shape).every((name) => given[name] === undefined)) return null;
    const parsed = wallet.safeParse(e);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });
}

export const AppleWalletSettings = allOrNone(AppleWallet);
export const GoogleWalletSettings = allOrNone(GoogleWallet);

/** The From header of the demo mailbox when MAIL_FROM is not set. */
export const DEMO_MAIL_FROM = 'ARX Savings Club <members@localhost>';

/**
 * How member e-mail leaves: through SMTP_URL, which then needs a real From, or, without it, into
 * the demo mailbox (the production guard decides where the mailbox may run).
 */
export const MailSettings = z
  .object({ SMTP_URL: checked<'SMTP_URL'>().optional(), MAIL_FROM: checked<'MAIL_FROM'>().optional() })
  .transform((e, ctx) => {
    if (e.SMTP_URL === undefined) return { transport: 'mailbox' as const, from: e.MAIL_FROM ?? DEMO_MAIL_FROM };
    if (e.MAIL_FROM === undefined) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'required when SMTP_URL is set' });
      return z.NEVER;
    }
    return { transport: 'smtp' as const, url: e.SMTP_URL, from: e.MAIL_FROM };
  });
