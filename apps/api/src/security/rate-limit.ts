import { createHash } from 'node:crypto';
import { RATE_LIMIT_MESSAGES, UNSHOWN_RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  normalizeIP,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/config';
import { AppError } from '../errors/app-error';
import { createRedisClient, manageRedisConnection } from '../lib/redis';

const MINUTE = 60_000;

/** Whose attempts a rule counts: the client's address, the signed-in member, or a submitted email. */
export type RateLimitSubject = 'ip' | 'user' | 'email';
export type RateLimitRule = { per: RateLimitSubject; max: number; windowMs: number };
export type RateLimitPolicy = { message: string; rules: readonly RateLimitRule[] };

/**
 * Per address, where many people may share one (an office, a carrier's NAT, a test suite on
 * 127.0.0.1 signing in 40 members in a few seconds): high enough for them, low enough to
 * hold a script to under two attempts a second.
 */
const PER_ADDRESS = 100;

const SIGN_IN = RATE_LIMIT_MESSAGES.signIn;
const CHECKOUT = RATE_LIMIT_MESSAGES.checkout;

/**
 * Every limited action (docs/architecture.md §9), its limits and what it is counted by. Each action has one
 * counter per subject shared by all of its routes; every request counts, answered or refused.
 * The numbers leave a person (and a household or office behind one address) far from the limit
 * while a script is stopped within a minute. The e2e journeys and the benchmark (50 members
 * signed up from 127.0.0.1 within seconds) stay under the per-address limits as they are.
 *
 * When Redis is configured but fails (unreachable, or slower than REDIS_COMMAND_TIMEOUT_MS),
 * every limit here is counted in the answering instance instead: neither open (no limit) nor
 * closed (refusing). Closing would turn an outage of an optional cache into members unable to
 * sign in, pay or edit their family; opening would leave sign-in unguarded just when something
 * is wrong. Per instance, a script behind a load balancer meets at most N times the limit.
 *
 * Share links (GET /wallet_passes/add_link) keep their own limit, counted in the database
 * (SHARE_LINKS_PER_WINDOW in modules/wallet/pass-links.ts), exact across instances.
 */
export const RATE_LIMITS = {
  /** GET /auth/workos/redirect: each sign-in starts here. */
  signInStart: { message: SIGN_IN, rules: [{ per: 'ip', max: PER_ADDRESS, windowMs: MINUTE }] },
  /**
   * POST /auth/local/authorize, the built-in provider's form; per email as well, so one
   * address cannot be tried from many machines. The hosted provider guards its own form.
   */
  signInForm: {
    message: SIGN_IN,
    rules: [
      { per: 'ip', max: PER_ADDRESS, windowMs: MINUTE },
      { per: 'email', max: 10, windowMs: MINUTE },
    ],
  },
  /** GET /auth/workos/callback: each call may cost a code exchange with the provider. */
  signInCallback: { message: SIGN_IN, rules: [{ per: 'ip', max: PER_ADDRESS, windowMs: MINUTE }] },
  /** POST /auth/token: the browser trades its one-time sign-in code for the app token. */
  signInExchange: { message: SIGN_IN, rules: [{ per: 'ip', max: PER_ADDRESS, windowMs: MINUTE }] },
  /** POST /subscriptions/checkout: each opens a session with the payment provider. */
  checkout: {
    message: CHECKOUT,
    rules: [
      { per: 'user', max: 10, windowMs: MINUTE },
      { per: 'ip', max: PER_ADDRESS, windowMs: MINUTE },
    ],
  },
  /** POST /subscriptions/validate-session: asks the payment provider. */
  checkoutConfirm: { message: CHECKOUT, rules: [{ per: 'user', max: 20, windowMs: MINUTE }] },
  /** GET /subscriptions/portal and GET /billing/portal: each opens a provider portal session. */
  billingPortal: {
    message: RATE_LIMIT_MESSAGES.billingPortal,
    rules: [{ per: 'user', max: 10, windowMs: MINUTE }],
  },
  /** POST /wallet_passes: signs a pass and issues a download ticket. */
  walletPass: {
    message: RATE_LIMIT_MESSAGES.walletPass,
    rules: [{ per: 'user', max: 30, windowMs: MINUTE }],
  },
  /**
   * GET /wallet_passes/:id/download: each signs a pass (or reads one signed earlier); by the
   * member when signed in, by address for a download ticket.
   */
  walletDownload: {
    message: RATE_LIMIT_MESSAGES.walletDownload,
    rules: [{ per: 'user', max: 30, windowMs: MINUTE }],
  },
  /** GET /wallet_passes/shared/:token: anyone holding a link, so by address. */
  sharedLinkOpen: {
    message: RATE_LIMIT_MESSAGES.walletDownload,
    rules: [{ per: 'ip', max: 30, windowMs: MINUTE }],
  },
  /**
   * Apple's pass web service: devices call it, each with its pass's token, so by address. A
   * family's phones behind one home address register and ask again after every push.
   */
  passWebService: {
    message: UNSHOWN_RATE_LIMIT_MESSAGES.general,
    rules: [{ per: 'ip', max: 120, windowMs: MINUTE }],
  },
  /** POST /analytics/page_views: anonymous, so by address. */
  pageView: {
    message: UNSHOWN_RATE_LIMIT_MESSAGES.general,
    rules: [{ per: 'ip', max: 300, windowMs: MINUTE }],
  },
  /**
   * POST /memberships, PATCH and DELETE /memberships/:id, PATCH /memberships/:id/complete_profile:
   * adding, editing, completing and removing family members.
   */
  familyWrite: {
    message: RATE_LIMIT_MESSAGES.familyWrite,
    rules: [{ per: 'user', max: 30, windowMs: MINUTE }],
  },
  /**
   * POST /price_reports: each lands in the operators' queue. A member reports what happened at
   * a counter, a few times a month; the household's open reports are capped as well
   * (PRICE_REPORT_OPEN_MAX), so this only stops a script between the operators' answers.
   */
  priceReport: {
    message: RATE_LIMIT_MESSAGES.priceReport,
    rules: [{ per: 'user', max: 10, windowMs: 60 * MINUTE }],
  },
  /** PATCH /memberships/update_profile and PUT /users/:id: the card holder's own details. */
  profileUpdate: {
    message: UNSHOWN_RATE_LIMIT_MESSAGES.profileUpdate,
    rules: [{ per: 'user', max: 20, windowMs: MINUTE }],
  },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

/** Every counter's Redis key starts with REDIS_KEY_PREFIX, then this. */
export const RATE_LIMIT_KEY_SPACE = 'rate-limit:';

/** The counter a request adds to; an email is hashed, so no address sits in Redis. */
function counterKey(action: string, per: RateLimitSubject, request: FastifyRequest): string | null {
  switch (per) {
    case 'ip':
      return `${action}:ip:${normalizeIP(request.ip)}`;
    case 'user':
      // Behind requireAuth there is always a member; the address is the fallback, never no limit.
      return request.auth ? `${action}:user:${request.auth.user_id}` : `${action}:ip:${normalizeIP(request.ip)}`;
    case 'email': {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      if (typeof email !== 'string' || !email.trim()) return null;
      const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
      return `${action}:email:${digest.slice(0, 22)}`;
    }
  }
}

type Count = { current: number; ttl: number };

/** Fixed windows in this process: the counters without Redis, and while Redis fails. */
class LocalWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly capacity = 50_000) {}

  incr(key: string, windowMs: number): Count {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= this.capacity) this.evict(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }

  /** Ended windows go first; if many clients are counted at once, the oldest tenth too. */
  private evict(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    let excess = this.windows.size - Math.floor(this.capacity * 0.9);
    for (const key of this.windows.keys()) {
      if (excess-- <= 0) break;
      this.windows.delete(key);
    }
  }
}

/** INCR, and the window's expiry on its first count (or on a key somehow left without one). */
const WINDOW_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** How long the counters stay in this process after Redis failed, before Redis is tried again. */
export const REDIS_RETRY_MS = 5_000;

type WindowCommand = { rateLimitWindow(key: string, windowMs: number): Promise<[number, number]> };

/**
 * The plugin's store: Redis when configured, so every instance adds to the same counters;
 * process memory otherwise, or for as long as Redis fails (see RATE_LIMITS).
 */
function counterStore(redis: Redis | null, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const local = new LocalWindows();
  const shared = redis as (Redis & WindowCommand) | null;
  shared?.defineCommand('rateLimitWindow', { numberOfKeys: 1, lua: WINDOW_SCRIPT });
  // After a failure Redis is left alone for a while: a stalled Redis then costs one request
  // REDIS_COMMAND_TIMEOUT_MS every REDIS_RETRY_MS, not every request.
  let localUntil = 0;

  class CounterStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number): void {
      if (!shared || Date.now() < localUntil) {
        callback(null, local.incr(key, timeWindow));
        return;
      }
      shared.rateLimitWindow(`${RATE_LIMIT_KEY_SPACE}${key}`, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: Error) => {
          if (localUntil === 0 || Date.now() - localUntil > MINUTE) {
            log.warn({ reason: error.message }, 'Redis failed; rate limits are counted per instance meanwhile');
          }
          localUntil = Date.now() + REDIS_RETRY_MS;
          callback(null, local.incr(key, timeWindow));
        },
      );
    }

    /** Keys already name their action, so every route of an action shares its counters. */
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return CounterStore;
}

type Check = ReturnType<FastifyInstance['createRateLimit']>;

export type RateLimiter = {
  /** Counts the request against each of the action's rules; the seconds to wait, or null if allowed. */
  consume(action: RateLimitedAction, request: FastifyRequest): Promise<number | null>;
};

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/**
 * Registers @fastify/rate-limit (global: false: only the routes that ask are limited) with the
 * store above, and the limiter the route hooks use. Register it on the root before the routes.
 *
 * Routes use `rateLimited(action)` hooks rather than the plugin's per-route `config.rateLimit`:
 * that runs one limiter per request and counts each route apart, while an action here may need
 * two subjects (address and email) and one counter across its routes (every family write).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix'>,
): Promise<void> {
  const redis = config.redisUrl
    ? createRedisClient({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix, log: app.log })
    : null;
  if (redis) manageRedisConnection(app, redis);

  await app.register(fastifyRateLimit, {
    global: false,
    store: counterStore(redis, app.log),
    // The store never fails (it falls back to this process); should it, the request goes on.
    skipOnError: true,
    // Only for a route given `config.rateLimit` directly: the same body as every other error.
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `Too many requests. Please wait ${context.after} and try again.`),
  });

  const checks = new Map<RateLimitedAction, { per: RateLimitSubject; check: Check }[]>();
  for (const [action, policy] of Object.entries(RATE_LIMITS) as [RateLimitedAction, RateLimitPolicy][]) {
    checks.set(
      action,
      policy.rules.map((rule) => ({
        per: rule.per,
        check: app.createRateLimit({
          max: rule.max,
          timeWindow: rule.windowMs,
          keyGenerator: (request) => counterKey(action, rule.per, request) ?? '',
        }),
      })),
    );
  }

  app.decorate<RateLimiter>('rateLimiter', {
    async consume(action, request) {
      const rules = (checks.get(action) ?? []).filter(({ per }) => counterKey(action, per, request) !== null);
      const results = await Promise.all(rules.map(({ check }) => check(request)));
      let wait: number | null = null;
      for (const result of results) {
        if (!result.isAllowed && result.isExceeded) wait = Math.max(wait ?? 1, result.ttlInSeconds);
      }
      return wait;
    },
  });
}

type LimitedResponder = (request: FastifyRequest, reply: FastifyReply, message: string) => FastifyReply;

/**
 * The hook a limited route adds (after requireAuth, so members are counted by who they are):
 * past the limit it answers 429 `{message, code: 'rate_limited'}` with Retry-After, or lets
 * `respond` answer instead (the HTML sign-in form). Runs as `onRequest`, or as `preHandler`
 * where a rule needs the body.
 */
export function rateLimited(action: RateLimitedAction, options: { respond?: LimitedResponder } = {}) {
  return async function enforceRateLimit(request: FastifyRequest, reply: FastifyReply) {
    const wait = await request.server.rateLimiter.consume(action, request);
    if (wait === null) return;
    const { message } = RATE_LIMITS[action];
    request.log.info({ rateLimited: action }, 'rate limit reached');
    reply.header('retry-after', String(wait));
    if (options.respond) return options.respond(request, reply, message);
    throw new AppError('rate_limited', message);
  };
}
