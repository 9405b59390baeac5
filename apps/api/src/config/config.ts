import path from 'node:path';
import { z } from 'zod';
import { type Env, EnvSchema, type Problem } from './env-schema';
import { sendsCredentialsBeforeTls } from './mail-address';
import { demoPartProblems, demoParts, isLocalTryOut, mixedProviderProblems } from './production-guard';
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
      ...cardProblems(e),
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
      mail: mailSettings(mail.data, isLocalTryOut(e)),
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
      /** Who processes the savings card and whom to call: the settings, or the demo card. */
      card: cardSettings(e),
    };
  });
}

/**
 * Outside a local try-out, a password in an smtp:// URL goes only over STARTTLS (nodemailer's
 * requireTLS): a server, or someone in between, that offers no STARTTLS gets no password and the
 * send fails (its job is retried) instead of the password crossing the network in clear. A local
 * try-out may hand one to a test server on this machine that has no TLS.
 */
function mailSettings(mail: z.output<typeof MailSettings>, isLocal: boolean) {
  if (mail.transport === 'mailbox') return mail;
  return { ...mail, requireTls: !isLocal && sendsCredentialsBeforeTls(mail.url) };
}

/** A settings group's problems, as the schema that parsed it said them. */
function problemsOf(result: z.ZodSafeParseResult<unknown>): { path: PropertyKey[]; message: string }[] {
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

function drainProblems(e: Env): Problem[] {
  if (e.SHUTDOWN_DRAIN_MS === undefined || e.SHUTDOWN_DRAIN_MS < e.SHUTDOWN_GRACE_MS) return [];
  return [{ path: ['SHUTDOWN_DRAIN_MS'], message: 'must be shorter than SHUTDOWN_GRACE_MS, which includes it' }];
}

/** Who processes the savings card and whom to call (CardIssuer, without the website). */
export type CardSettings = {
  processorName: string;
  /** Null when the processor uses none: the card then prints no RxPCN line. */
  pcn: string | null;
  helpdeskPhone: string;
  memberServicesPhone: string;
  /** The made-up demo card, shown when no card setting is given. */
  isDemo: boolean;
};

/** The demo card: a made-up processor and 555 numbers, for a fresh clone and a public demo. */
export const DEMO_CARD: CardSettings = {
  processorName: 'Demo Rx Processing',
  pcn: 'ARXDEMO',
  helpdeskPhone: '1-800-555-0134',
  memberServicesPhone: '1-800-555-0199',
  isDemo: true,
};

const CARD_REQUIRED = ['CARD_PROCESSOR_NAME', 'CARD_HELPDESK_PHONE', 'MEMBER_SERVICES_PHONE'] as const;
const isDemoCard = (e: Env) => [...CARD_REQUIRED, 'CARD_PCN' as const].every((name) => e[name] === undefined);

/** Read only once cardProblems found nothing, so the three required settings are there. */
function cardSettings(e: Env): CardSettings {
  if (isDemoCard(e)) return DEMO_CARD;
  return {
    processorName: e.CARD_PROCESSOR_NAME ?? '',
    pcn: e.CARD_PCN ?? null,
    helpdeskPhone: e.CARD_HELPDESK_PHONE ?? '',
    memberServicesPhone: e.MEMBER_SERVICES_PHONE ?? '',
    isDemo: false,
  };
}

/**
 * A half-given card is a mistake, never a reason to fall back to the demo one; and the demo
 * card, whose numbers reach nobody, is refused wherever the demo parts are (docs/decisions/
 * 0014-production-guard.md). That rule is asked of the guard itself, with the built-in sign-in
 * standing in for a part that is always demo, so the two can never disagree.
 */
function cardProblems(e: Env): Problem[] {
  if (!isDemoCard(e)) {
    return CARD_REQUIRED.filter((name) => e[name] === undefined).map((name) => ({
      path: [name],
      message: 'required with the other card settings (only CARD_PCN may stay unset)',
    }));
  }
  if (demoPartProblems({ ...e, IDENTITY_PROVIDER: 'local' }).length === 0) return [];
  return [
    {
      path: ['CARD_PROCESSOR_NAME'],
      message:
        'the demo card (a made-up processor and 555 phone numbers) runs only on a local try-out: set CARD_PROCESSOR_NAME, CARD_HELPDESK_PHONE and MEMBER_SERVICES_PHONE (and CARD_PCN if the processor uses one), or ALLOW_DEMO_PROVIDERS=true for a public demo',
    },
  ];
}
