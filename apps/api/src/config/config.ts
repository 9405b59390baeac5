import path from 'node:path';
import { z } from 'zod';

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
 * `AppConfig`, never `process.env`, and nothing branches on NODE_ENV (DESIGN §2).
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
  TRUST_PROXY: booleanFlag.default(false),

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

  AUTH_TOKEN_SECRET: z.string().min(32, { error: 'AUTH_TOKEN_SECRET must be at least 32 characters' }).optional(),
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
  trustProxy: boolean;
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
  const problems = providerProblems(e);
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

/**
 * A half-configured wallet is a mistake, never a reason to fall back to development
 * credentials; production needs real ones unless demos are allowed.
 */
function walletProblems(e: Env, production: boolean): string[] {
  const problems: string[] = [];
  const sets = [
    {
      wallet: 'Apple Wallet',
      prefix: 'WALLET_APPLE_*',
      required: APPLE_WALLET_REQUIRED,
      optional: ['WALLET_APPLE_KEY_PASSPHRASE'] as const,
    },
    { wallet: 'Google Wallet', prefix: 'GOOGLE_WALLET_*', required: GOOGLE_WALLET_REQUIRED, optional: [] as const },
  ];
  for (const { wallet, prefix, required, optional } of sets) {
    const anySet = [...required, ...optional].some((name) => e[name] !== undefined);
    if (anySet) {
      for (const name of required) {
        if (e[name] === undefined)
          problems.push(`${name}: required with the other ${wallet} settings (set all, or none)`);
      }
    } else if (production && !e.ALLOW_DEMO_PROVIDERS) {
      problems.push(
        `${prefix}: ${wallet} passes need real credentials with DATABASE_URL (${required.join(', ')}); or set ALLOW_DEMO_PROVIDERS=true`,
      );
    }
  }
  return problems;
}

/**
 * The real providers need their credentials; production (a PostgreSQL deployment) must not run
 * the built-in demo providers by accident, nor without a fixed token secret shared by every
 * instance.
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
  const production = Boolean(e.DATABASE_URL);
  if (production && !e.ALLOW_DEMO_PROVIDERS) {
    if (e.IDENTITY_PROVIDER === 'local') {
      problems.push(
        'IDENTITY_PROVIDER: the built-in local sign-in is for demos; use workos, or set ALLOW_DEMO_PROVIDERS=true',
      );
    }
    if (e.PAYMENT_PROVIDER === 'sandbox') {
      problems.push(
        'PAYMENT_PROVIDER: the built-in sandbox is for demos; use stripe, or set ALLOW_DEMO_PROVIDERS=true',
      );
    }
  }
  if (production && !e.AUTH_TOKEN_SECRET) {
    problems.push('AUTH_TOKEN_SECRET: required with DATABASE_URL so every instance verifies the same tokens');
  }
  if (production && !e.DATA_ENCRYPTION_KEYS) {
    problems.push(
      'DATA_ENCRYPTION_KEYS: required with DATABASE_URL so every instance reads the same encrypted dates of birth and addresses',
    );
  }
  problems.push(...walletProblems(e, production));
  return problems;
}
