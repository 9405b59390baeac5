import { z } from 'zod';
import { isMailFrom, isSmtpUrl } from './mail-address';
import { isStrongSecret, MIN_SECRET_BYTES } from './secret-strength';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

const booleanFlag = z.enum(['true', 'false', '1', '0', '']).transform((value) => value === 'true' || value === '1');

/** An optional setting where an empty value means unset. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/**
 * PEM text given inline: a platform's env editor often keeps it on one line with literal "\n",
 * so those become real line breaks before the PEM is checked.
 */
const optionalPem = z
  .string()
  .optional()
  .transform((value) => value?.replace(/\\n/g, '\n').trim() || undefined)
  .refine((value) => value === undefined || /-----BEGIN [A-Z0-9 ]+-----/.test(value), {
    error: 'must be PEM text (-----BEGIN …-----); "\\n" may stand for line breaks',
  });

/** A US number as a card prints it: digits, spaces, dots, dashes and brackets, 10 digits or 1 and 10. */
function isPrintedPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return /^\+?[0-9 ().-]+$/.test(value) && (digits.length === 10 || (digits.length === 11 && digits.startsWith('1')));
}

/**
 * Every setting the API reads, checked once at boot. The rest of the code takes the typed
 * `AppConfig`, never `process.env`, and nothing branches on NODE_ENV (docs/architecture.md §2).
 */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  APP_URL: z.url({ error: 'APP_URL must be an absolute URL such as https://club.example.com' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres:// or postgresql://' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  SEED_ON_START: booleanFlag.default(true),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /**
   * After SIGTERM, how long readiness is false while requests are still served, so the load
   * balancer stops sending first. Default 5 s, or half the grace period when that is shorter.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /**
   * Which hops in front may set X-Forwarded-For: a count, or their addresses/CIDRs. `true`
   * (trust every hop) is refused: any client could then name its own address.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): TrustProxy => parseTrustProxy(value, ctx)),
  /** Only `production` (in any case) matters: it refuses the demo parts even on a loopback APP_URL. */
  NODE_ENV: optionalText,

  IDENTITY_PROVIDER: z
    .enum(['local', 'workos'], { error: 'IDENTITY_PROVIDER must be local or workos' })
    .default('local'),
  WORKOS_API_KEY: z.string().optional(),
  WORKOS_CLIENT_ID: z.string().optional(),
  /** Tests point the WorkOS SDK at a local fake; production leaves these unset. */
  WORKOS_API_HOSTNAME: z.string().optional(),
  WORKOS_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  WORKOS_API_HTTPS: booleanFlag.default(true),

  PAYMENT_PROVIDER: z
    .enum(['sandbox', 'stripe'], { error: 'PAYMENT_PROVIDER must be sandbox or stripe' })
    .default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),

  /**
   * Who may use the back office (docs/decisions/0016-back-office.md): e-mail addresses,
   * comma-separated, compared in lower case. Empty: nobody (but the demo operator with the
   * built-in sign-in).
   */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email.length > 0),
    )
    .refine((emails) => emails.every((email) => /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(email)), {
      error: 'ADMIN_EMAILS must be e-mail addresses separated by commas, such as ops@club.example,lee@club.example',
    }),

  AUTH_TOKEN_SECRET: optionalText.refine((value) => value === undefined || isStrongSecret(value), {
    error: `must be at least ${MIN_SECRET_BYTES} random bytes written as hex or base64 (npm run secret prints one)`,
  }),
  AUTH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(12 * 3600),
  ALLOW_DEMO_PROVIDERS: booleanFlag.default(false),

  WALLET_APPLE_PASS_TYPE_ID: optionalText,
  WALLET_APPLE_TEAM_ID: optionalText,
  WALLET_APPLE_CERTIFICATE: optionalPem,
  WALLET_APPLE_PRIVATE_KEY: optionalPem,
  WALLET_APPLE_KEY_PASSPHRASE: optionalText,
  WALLET_APPLE_WWDR_CERTIFICATE: optionalPem,
  GOOGLE_WALLET_ISSUER_ID: optionalText,
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: optionalText,
  GOOGLE_WALLET_PRIVATE_KEY: optionalPem,

  /**
   * The SMTP server members' e-mail leaves through, credentials included
   * (smtps://user:password@smtp.example.com:465); unset keeps e-mail in the demo mailbox. The
   * message never repeats the value: it may carry a password. Outside a local try-out a password
   * in an smtp:// URL goes only over STARTTLS (config.mail.requireTls).
   */
  SMTP_URL: optionalText.refine((value) => value === undefined || isSmtpUrl(value), {
    error: 'must be smtp:// or smtps:// followed by [user:password@]host[:port]',
  }),
  /** The From header of every e-mail: an address, or "Name <address>". */
  MAIL_FROM: optionalText.refine((value) => value === undefined || isMailFrom(value), {
    error: 'must be an address (members@example.com) or "Name <address>" on one line',
  }),

  /**
   * Who processes the savings card and whom to call (docs/decisions/0017-counter-and-savings.md):
   * read whenever a card is shown, so a changed number is on every card at once. Unset, all
   * four: the demo card. CARD_PCN is the one a processor may do without.
   */
  CARD_PROCESSOR_NAME: optionalText.refine((value) => value === undefined || /^[^\r\n]{1,60}$/.test(value), {
    error: 'must be the processor’s name as printed: one line, at most 60 characters',
  }),
  CARD_PCN: optionalText.refine((value) => value === undefined || /^[A-Za-z0-9]{1,10}$/.test(value), {
    error: 'must be the RxPCN the processor gave: 1 to 10 letters or digits',
  }),
  CARD_HELPDESK_PHONE: optionalText.refine((value) => value === undefined || isPrintedPhone(value), {
    error: 'must be a phone number as printed on the card, such as 1-800-555-0134',
  }),
  MEMBER_SERVICES_PHONE: optionalText.refine((value) => value === undefined || isPrintedPhone(value), {
    error: 'must be a phone number as printed on the card, such as 1-800-555-0199',
  }),

  /** Shared state between instances (rate-limit counters); unset keeps it in this process. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'REDIS_URL must start with redis:// or rediss://' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Starts every key this app writes to Redis, so deployments (or test runs) can share one. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, { error: 'REDIS_KEY_PREFIX must be 1 to 64 letters, digits or : . _ -' })
    .default('arx:'),
  /** Other origins allowed to call the API from a browser; the app's own origin never needs it. */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins = (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      for (const origin of origins) {
        let parsed: URL | null = null;
        try {
          parsed = new URL(origin);
        } catch {}
        if (!parsed || parsed.origin !== origin.replace(/\/$/, '')) {
          ctx.addIssue({
            code: 'custom',
            message: `"${origin}" is not an origin (scheme://host[:port], no path); separate several with commas`,
          });
        }
      }
      return origins.map((origin) => origin.replace(/\/$/, ''));
    }),
  /**
   * Keys that encrypt dates of birth and addresses at rest: "id:base64key[,id:base64key…]", each
   * key 32 random bytes. The first encrypts; every listed key decrypts (rotation).
   */
  DATA_ENCRYPTION_KEYS: optionalText,
});

/** The environment as EnvSchema read it: every variable in its own format, nothing combined yet. */
export type Env = z.output<typeof EnvSchema>;

/** Every environment variable the app reads (the README's configuration table lists each). */
export const CONFIG_VARIABLES = EnvSchema.keyof().options;

/** What is wrong with one variable, said as "NAME: message" when the configuration is refused. */
export type Problem = { path: [keyof Env]; message: string };
