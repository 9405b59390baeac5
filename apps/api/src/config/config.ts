import path from 'node:path';
import { z } from 'zod';
import { type Env, EnvSchema, type Problem } from './env-schema';
import { demoPartProblems, demoParts, mixedProviderProblems } from './production-guard';
import {
  AppleWalletSettings,
  GoogleWalletSettings,
  IdentitySettings,
  MailSettings,
  PaymentSettings,
} from './providers';
import { sharedSecretProblems } from './secrets';

/**
 * The address that is an operator whenever the built-in sign-in page runs (never in production,
 * which refuses that page): README names it, so anyone trying a fresh clone can open /admin.
 */
export const DEMO_OPERATOR_EMAIL = 'operator@demo.arx.test';

export { CONFIG_VARIABLES } from './env-schema';
export { type DemoPart, demoParts, isLoopbackHost } from './production-guard';
export { isStrongSecret, MIN_SECRET_BYTES } from './secret-strength';
export type { TrustProxy } from './trust-proxy';

/**
 * The typed configuration the rest of the code takes instead of `process.env`
 * (docs/architecture.md §2): whatever `configSchema` gives, written nowhere else.
 */
export type AppConfig = z.output<ReturnType<typeof configSchema>>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment; lists every problem at once instead of failing on the first. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): AppConfig {
  const parsed = configSchema(env, cwd).safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return parsed.data;
}

/**
 * The environment read in two stages: EnvSchema checks each variable on its own, and only when
 * all are well-formed are they fitted together (providers, demo parts, shared secrets), every
 * problem of a stage listed at once. Paths resolve under `cwd`; the raw `env` tells a variable
 * that was set from one the schema defaulted.
 */
function configSchema(env: NodeJS.ProcessEnv, cwd: string) {
  return EnvSchema.transform((e, ctx) => {
    const identity = IdentitySettings.safeParse(e);
    const payments = PaymentSettings.safeParse(e);
    const apple = AppleWalletSettings.safeParse(e);
    const google = GoogleWalletSettings.safeParse(e);
    const mail = MailSettings.safeParse(e);
    const problems = [
      ...problemsOf(identity),
      ...problemsOf(payments),
      ...demoPartProblems(e),
      ...sharedSecretProblems(e),
      ...problemsOf(apple),
      ...problemsOf(google),
      ...problemsOf(mail),
      ...mixedProviderProblems(e, env),
      ...drainProblems(e),
    ];
    if (
      !identity.success ||
      !payments.success ||
      !apple.success ||
      !google.success ||
      !mail.success ||
      problems.length > 0
    ) {
      for (const { path, message } of problems) ctx.addIssue({ code: 'custom', path, message });
      return z.NEVER;
    }
    const parts = demoParts(e);
    return {
      port: e.PORT,
      host: e.HOST,
      appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
      database: e.DATABASE_URL
        ? { kind: 'postgres' as const, url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
        : { kind: 'pglite' as const, dataDir: path.resolve(cwd, e.DATA_DIR) },
      logLevel: e.LOG_LEVEL,
      /** Folder of the built web app to serve, or null to serve the API only. */
      webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : null,
      seedOnStart: e.SEED_ON_START,
      shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
      /** Part of the grace period: readiness is false but new connections are still served. */
      shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? Math.min(5_000, Math.floor(e.SHUTDOWN_GRACE_MS / 2)),
      trustProxy: e.TRUST_PROXY,
      /**
       * Which demo parts run, and whether that was asked for with ALLOW_DEMO_PROVIDERS (a public
       * demo: warned in the log, and every page says so) rather than implied by a local try-out.
       */
      demo: { parts, announced: e.ALLOW_DEMO_PROVIDERS && parts.length > 0 },
      identity: identity.data,
      payments: payments.data,
      /**
       * The back office's operators (docs/decisions/0016-back-office.md): ADMIN_EMAILS, and with
       * the built-in sign-in page the demo operator, so a fresh clone can try the back office.
       */
      admin: {
        emails: new Set([...e.ADMIN_EMAILS, ...(parts.includes('sign-in') ? [DEMO_OPERATOR_EMAIL] : [])]),
      },
      auth: {
        /** HS256 secret; null in the embedded default, where one is generated into DATA_DIR. */
        tokenSecret: e.AUTH_TOKEN_SECRET ?? null,
        tokenTtlSeconds: e.AUTH_TOKEN_TTL_SECONDS,
      },
      /** Real wallet credentials; null for a wallet whose development credentials are generated. */
      wallet: { apple: apple.data, google: google.data },
      /** SMTP with its URL (credentials included) and From; or the demo mailbox, with only a From. */
      mail: mail.data,
      /** Shared state between instances; null keeps rate-limit counters in this process. */
      redisUrl: e.REDIS_URL ?? null,
      /** Starts every Redis key (REDIS_KEY_PREFIX). */
      redisKeyPrefix: e.REDIS_KEY_PREFIX,
      /** Extra origins allowed by CORS (exact match); empty: same-origin only. */
      corsOrigins: e.CORS_ORIGINS,
      /**
       * The at-rest keyring text (DATA_ENCRYPTION_KEYS), parsed by security/encryption; null in
       * the embedded default, where a key is generated into DATA_DIR.
       */
      dataEncryptionKeys: e.DATA_ENCRYPTION_KEYS ?? null,
    };
  });
}

/** A settings group's problems, as the schema that parsed it said them. */
function problemsOf(result: z.ZodSafeParseResult<unknown>): { path: PropertyKey[]; message: string }[] {
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

function drainProblems(e: Env): Problem[] {
  if (e.SHUTDOWN_DRAIN_MS === undefined || e.SHUTDOWN_DRAIN_MS < e.SHUTDOWN_GRACE_MS) return [];
  return [{ path: ['SHUTDOWN_DRAIN_MS'], message: 'must be shorter than SHUTDOWN_GRACE_MS, which includes it' }];
}
