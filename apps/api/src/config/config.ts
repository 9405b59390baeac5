import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** A token secret is this many random bytes at least (HS256 wants a key as long as its hash). */
export const MIN_SECRET_BYTES = 32;

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

/**
 * Every setting the API reads, checked once at boot. The rest of the code takes the typed
 * `AppConfig`, never `process.env`, and nothing branches on NODE_ENV (docs/architecture.md §2).
 */
const EnvSchema = z.object({
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
  /** Only `production` matters: it refuses the demo parts even on a loopback APP_URL. */
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

type Env = z.infer<typeof EnvSchema>;

/** Every environment variable the app reads (the README's configuration table lists each). */
export const CONFIG_VARIABLES = Object.keys(EnvSchema.shape) as (keyof Env)[];

/** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDRs. */
export type TrustProxy = false | number | string[];

/** The built-in stand-ins for the real providers, each refused outside a local try-out. */
export type DemoPart = 'sign-in' | 'payments' | 'apple-wallet' | 'google-wallet';

/** Each wallet's settings come as a set: all of them, or none for the development credentials. */
const APPLE_WALLET_REQUIRED = [
  'WALLET_APPLE_PASS_TYPE_ID',
  'WALLET_APPLE_TEAM_ID',
  'WALLET_APPLE_CERTIFICATE',
  'WALLET_APPLE_PRIVATE_KEY',
  'WALLET_APPLE_WWDR_CERTIFICATE',
] as const;
const GOOGLE_WALLET_REQUIRED = [
  'GOOGLE_WALLET_ISSUER_ID',
  'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL',
  'GOOGLE_WALLET_PRIVATE_KEY',
] as const;

export type AppConfig = {
  port: number;
  host: string;
  appUrl: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize: number };
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Folder of the built web app to serve, or null to serve the API only. */
  webDistDir: string | null;
  seedOnStart: boolean;
  shutdownGraceMs: number;
  /** Part of the grace period: readiness is false but new connections are still served. */
  shutdownDrainMs: number;
  trustProxy: TrustProxy;
  /**
   * Which demo parts run, and whether that was asked for with ALLOW_DEMO_PROVIDERS (a public
   * demo: warned in the log, and every page says so) rather than implied by a local try-out.
   */
  demo: { parts: DemoPart[]; announced: boolean };
  identity:
    | { provider: 'local' }
    | {
        provider: 'workos';
        apiKey: string;
        clientId: string;
        apiHostname?: string;
        apiPort?: number;
        https: boolean;
      };
  payments:
    | { provider: 'sandbox' }
    | {
        provider: 'stripe';
        secretKey: string;
        webhookSecret: string;
        apiHost?: string;
        apiPort?: number;
        apiProtocol?: 'http' | 'https';
      };
  auth: {
    /** HS256 secret; null in the embedded default, where one is generated into DATA_DIR. */
    tokenSecret: string | null;
    tokenTtlSeconds: number;
  };
  /** Real wallet credentials; null for a wallet whose development credentials are generated. */
  wallet: {
    apple: {
      passTypeId: string;
      teamId: string;
      certificatePem: string;
      privateKeyPem: string;
      keyPassphrase: string | null;
      wwdrPem: string;
    } | null;
    google: { issuerId: string; serviceAccountEmail: string; privateKeyPem: string } | null;
  };
  /** Shared state between instances; null keeps rate-limit counters in this process. */
  redisUrl: string | null;
  /** Starts every Redis key (REDIS_KEY_PREFIX). */
  redisKeyPrefix: string;
  /** Extra origins allowed by CORS (exact match); empty: same-origin only. */
  corsOrigins: string[];
  /**
   * The at-rest keyring text (DATA_ENCRYPTION_KEYS), parsed by security/encryption; null in the
   * embedded default, where a key is generated into DATA_DIR.
   */
  dataEncryptionKeys: string | null;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment; lists every problem at once instead of failing on the first. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems = [...providerProblems(e), ...mixedProviderProblems(e, env)];
  if (e.SHUTDOWN_DRAIN_MS !== undefined && e.SHUTDOWN_DRAIN_MS >= e.SHUTDOWN_GRACE_MS) {
    problems.push('SHUTDOWN_DRAIN_MS: must be shorter than SHUTDOWN_GRACE_MS, which includes it');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.resolve(cwd, e.DATA_DIR) },
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : null,
    seedOnStart: e.SEED_ON_START,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? Math.min(5_000, Math.floor(e.SHUTDOWN_GRACE_MS / 2)),
    trustProxy: e.TRUST_PROXY,
    demo: { parts: demoParts(e), announced: e.ALLOW_DEMO_PROVIDERS && demoParts(e).length > 0 },
    identity:
      e.IDENTITY_PROVIDER === 'workos'
        ? {
            provider: 'workos',
            apiKey: e.WORKOS_API_KEY as string,
            clientId: e.WORKOS_CLIENT_ID as string,
            apiHostname: e.WORKOS_API_HOSTNAME,
            apiPort: e.WORKOS_API_PORT,
            https: e.WORKOS_API_HTTPS,
          }
        : { provider: 'local' },
    payments:
      e.PAYMENT_PROVIDER === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY as string,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
            apiHost: e.STRIPE_API_HOST,
            apiPort: e.STRIPE_API_PORT,
            apiProtocol: e.STRIPE_API_PROTOCOL,
          }
        : { provider: 'sandbox' },
    auth: { tokenSecret: e.AUTH_TOKEN_SECRET ?? null, tokenTtlSeconds: e.AUTH_TOKEN_TTL_SECONDS },
    wallet: walletConfig(e),
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    corsOrigins: e.CORS_ORIGINS,
    dataEncryptionKeys: e.DATA_ENCRYPTION_KEYS ?? null,
  };
}

function walletConfig(e: Env): AppConfig['wallet'] {
  return {
    apple: e.WALLET_APPLE_PASS_TYPE_ID
      ? {
          passTypeId: e.WALLET_APPLE_PASS_TYPE_ID,
          teamId: e.WALLET_APPLE_TEAM_ID as string,
          certificatePem: e.WALLET_APPLE_CERTIFICATE as string,
          privateKeyPem: e.WALLET_APPLE_PRIVATE_KEY as string,
          keyPassphrase: e.WALLET_APPLE_KEY_PASSPHRASE ?? null,
          wwdrPem: e.WALLET_APPLE_WWDR_CERTIFICATE as string,
        }
      : null,
    google: e.GOOGLE_WALLET_ISSUER_ID
      ? {
          issuerId: e.GOOGLE_WALLET_ISSUER_ID,
          serviceAccountEmail: e.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL as string,
          privateKeyPem: e.GOOGLE_WALLET_PRIVATE_KEY as string,
        }
      : null,
  };
}

/** A half-configured wallet is a mistake, never a reason to fall back to development credentials. */
function walletProblems(e: Env): string[] {
  const problems: string[] = [];
  const sets = [
    { wallet: 'Apple Wallet', required: APPLE_WALLET_REQUIRED, optional: ['WALLET_APPLE_KEY_PASSPHRASE'] as const },
    { wallet: 'Google Wallet', required: GOOGLE_WALLET_REQUIRED, optional: [] as const },
  ];
  for (const { wallet, required, optional } of sets) {
    const anySet = [...required, ...optional].some((name) => e[name] !== undefined);
    if (!anySet) continue;
    for (const name of required) {
      if (e[name] === undefined)
        problems.push(`${name}: required with the other ${wallet} settings (set all, or none)`);
    }
  }
  return problems;
}

/** Each demo part, and the settings that replace it with the real thing. */
const DEMO_PART_REPLACEMENTS: Record<DemoPart, string> = {
  'sign-in':
    'the built-in sign-in page (anyone signs in as any e-mail): set IDENTITY_PROVIDER=workos, WORKOS_API_KEY and WORKOS_CLIENT_ID',
  payments:
    'the payment sandbox (a test card buys a paid membership): set PAYMENT_PROVIDER=stripe, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  'apple-wallet': `development Apple Wallet credentials: set ${APPLE_WALLET_REQUIRED.join(', ')}`,
  'google-wallet': `development Google Wallet credentials: set ${GOOGLE_WALLET_REQUIRED.join(', ')}`,
};

export function demoParts(
  e: Pick<Env, 'IDENTITY_PROVIDER' | 'PAYMENT_PROVIDER' | 'WALLET_APPLE_PASS_TYPE_ID' | 'GOOGLE_WALLET_ISSUER_ID'>,
): DemoPart[] {
  const parts: DemoPart[] = [];
  if (e.IDENTITY_PROVIDER === 'local') parts.push('sign-in');
  if (e.PAYMENT_PROVIDER === 'sandbox') parts.push('payments');
  if (!e.WALLET_APPLE_PASS_TYPE_ID) parts.push('apple-wallet');
  if (!e.GOOGLE_WALLET_ISSUER_ID) parts.push('google-wallet');
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
  if (e.NODE_ENV === 'production') return 'NODE_ENV=production';
  if (!isLoopbackHost(new URL(appUrl).hostname)) return `APP_URL ${appUrl} is not a loopback address`;
  if (!isLoopbackHost(e.HOST)) return `HOST ${e.HOST} listens beyond this machine`;
  return null;
}

/**
 * The real providers need their credentials; outside a local try-out the demo parts are
 * refused unless ALLOW_DEMO_PROVIDERS=true; a PostgreSQL deployment needs the secrets every
 * instance must share.
 */
function providerProblems(e: Env): string[] {
  const problems: string[] = [];
  if (e.IDENTITY_PROVIDER === 'workos') {
    if (!e.WORKOS_API_KEY) problems.push('WORKOS_API_KEY: required when IDENTITY_PROVIDER=workos');
    if (!e.WORKOS_CLIENT_ID) problems.push('WORKOS_CLIENT_ID: required when IDENTITY_PROVIDER=workos');
  }
  if (e.PAYMENT_PROVIDER === 'stripe') {
    if (!e.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe');
    if (!e.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe');
  }
  const notLocal = whyNotLocal(e);
  const parts = demoParts(e);
  if (notLocal && parts.length > 0 && !e.ALLOW_DEMO_PROVIDERS) {
    // One problem naming every part, so an operator fixes them in one go.
    problems.push(
      [
        `ALLOW_DEMO_PROVIDERS: this is not a local try-out (${notLocal}), so the demo parts are refused:`,
        ...parts.map((part) => `      ${DEMO_PART_REPLACEMENTS[part]}`),
        '    or set ALLOW_DEMO_PROVIDERS=true for a public demo (every page then says sign-in and payments are simulated)',
      ].join('\n'),
    );
  }
  if (e.DATABASE_URL && !e.AUTH_TOKEN_SECRET) {
    problems.push(
      'AUTH_TOKEN_SECRET: required with DATABASE_URL so every instance verifies the same tokens (npm run secret prints one)',
    );
  }
  if (e.DATABASE_URL && !e.DATA_ENCRYPTION_KEYS) {
    problems.push(
      'DATA_ENCRYPTION_KEYS: required with DATABASE_URL so every instance reads the same encrypted dates of birth and addresses',
    );
  }
  problems.push(...walletProblems(e));
  return problems;
}

/**
 * A real provider's settings beside its demo stand-in mean someone meant production and
 * forgot to switch: refuse rather than quietly run the demo. Read from the raw environment,
 * as the schema defaults some of them.
 */
function mixedProviderProblems(e: Env, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const setWith = (prefix: string) => Object.keys(env).filter((name) => name.startsWith(prefix) && env[name]?.trim());
  const workos = setWith('WORKOS_');
  if (e.IDENTITY_PROVIDER === 'local' && workos.length > 0) {
    problems.push(
      `IDENTITY_PROVIDER: is local (the built-in sign-in) but ${workos.join(', ')} ${workos.length > 1 ? 'are' : 'is'} set; set IDENTITY_PROVIDER=workos, or unset ${workos.length > 1 ? 'them' : 'it'}`,
    );
  }
  const stripe = setWith('STRIPE_');
  if (e.PAYMENT_PROVIDER === 'sandbox' && stripe.length > 0) {
    problems.push(
      `PAYMENT_PROVIDER: is sandbox (the built-in payments) but ${stripe.join(', ')} ${stripe.length > 1 ? 'are' : 'is'} set; set PAYMENT_PROVIDER=stripe, or unset ${stripe.length > 1 ? 'them' : 'it'}`,
    );
  }
  return problems;
}

/**
 * Hex or base64 (either alphabet) of at least 32 bytes that look random: a word repeated, or
 * a short alphabet written out, fails.
 */
export function isStrongSecret(value: string): boolean {
  let bytes: Buffer;
  if (/^[0-9a-f]+$/i.test(value) && value.length % 2 === 0) bytes = Buffer.from(value, 'hex');
  else if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) bytes = Buffer.from(value.replace(/=+$/, ''), 'base64url');
  else return false;
  // 32 random bytes hold ~30 distinct values; fewer than 16 means a pattern, not randomness.
  return bytes.length >= MIN_SECRET_BYTES && new Set(bytes).size >= 16;
}

/**
 * TRUST_PROXY: unset/false/0 trusts nobody; a whole number N trusts the N hops nearest us (1 for
 * one load balancer); otherwise a comma-separated list of the proxies' addresses or CIDRs.
 */
function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        'true trusts every hop, so a client could name its own address in X-Forwarded-For and dodge the rate limits; set the number of proxies in front (1 for one load balancer) or their addresses/CIDRs, comma-separated',
    });
    return false;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) ctx.addIssue({ code: 'custom', message: 'a hop count above 10 is surely a mistake' });
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const maxPrefix = family === 6 ? 128 : 32;
    const goodPrefix = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || !goodPrefix || rest.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not a hop count, an IP address or a CIDR (such as 10.0.0.0/8)`,
      });
    }
  }
  return entries;
}
