import { ErrorCodeSchema } from '@arx/contracts';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { products, users } from '../../db/schema';
import { seedPlans } from '../../db/seed/seed';
import { loadPlanSeeds } from '../../db/seed/seed-data';
import { ADULT_PROFILE, createMedication } from '../factories';
import { subscribeThroughSandbox } from '../sandbox-checkout';
import { bearer, signInThroughLocalProvider } from '../sign-in';
import { createTestApp, type TestContext } from '../test-app';
import type { HostileCall, Household, World } from './member-endpoints';

/** The signing key is known to the suite so it can craft tokens that differ in one claim only. */
export const TOKEN_SECRET = 'hostile-suite-signing-secret-0123456789abcdef';
export const APP_URL = 'https://club.example.com';
export const TOKEN_AUDIENCE = 'arx-club-web';
export const TOKEN_TYPE = 'arx-app+jwt';

/**
 * Every table a member's request could change, as one JSON text read in a single query: a
 * hostile request must leave it byte for byte the same (timestamps included).
 */
const WATCHED_TABLES = [
  'users',
  'memberships',
  'bookmarks',
  'fills',
  'price_reports',
  'subscriptions',
  'checkout_sessions',
  'wallet_passes',
  'pass_links',
  'revoked_tokens',
  'sandbox_customers',
  'sandbox_subscriptions',
  'sandbox_checkout_sessions',
  'sandbox_portal_sessions',
] as const;

const SNAPSHOT_QUERY = sql.raw(
  `select json_build_object(${WATCHED_TABLES.map(
    (table) => `'${table}', (select coalesce(json_agg(r order by r::text), '[]'::json) from ${table} r)`,
  ).join(', ')})::text as snapshot`,
);

export type Snapshot = Record<(typeof WATCHED_TABLES)[number], unknown[]>;

export async function snapshot(ctx: TestContext): Promise<Snapshot> {
  const result = (await ctx.database.db.execute(SNAPSHOT_QUERY)) as unknown as { rows: { snapshot: string }[] };
  return JSON.parse(result.rows[0]!.snapshot) as Snapshot;
}

/** The tables whose rows differ, so a failure says where the change happened. */
function changedTables(before: Snapshot, after: Snapshot): string[] {
  return WATCHED_TABLES.filter((table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]));
}

export type SentCall = HostileCall & {
  headers?: Record<string, string>;
  /** Raw bytes to send instead of `payload` (malformed JSON, poisoned keys). */
  rawBody?: string;
  contentType?: string;
};

/**
 * Sends hostile requests one at a time and holds each to the suite's two rules: never a 5xx,
 * never a change to any watched table. It counts them for the closing figure. One request's
 * "after" is the next one's "before" (nothing else writes in between); a test that writes by
 * other means calls `forget()` first.
 */
export function createHostileClient(ctx: TestContext) {
  let sent = 0;
  let last: Snapshot | null = null;
  return {
    get count() {
      return sent;
    },
    forget() {
      last = null;
    },
    async send(call: SentCall, label: string): Promise<LightMyRequestResponse> {
      sent++;
      const before = last ?? (await snapshot(ctx));
      const headers: Record<string, string> = { ...call.headers };
      if (call.contentType) headers['content-type'] = call.contentType;
      const options: InjectOptions = { method: call.method, url: `/api/v1${call.url}`, headers };
      if (call.rawBody !== undefined) options.payload = call.rawBody;
      else if (call.payload !== undefined) options.payload = call.payload as InjectOptions['payload'];
      const res = await ctx.app.inject(options);
      const after = await snapshot(ctx);
      last = after;
      expect(res.statusCode, `${label}: never a 5xx (${res.body.slice(0, 300)})`).toBeLessThan(500);
      expect(changedTables(before, after), `${label}: never a change`).toEqual([]);
      return res;
    },
  };
}

export type HostileClient = ReturnType<typeof createHostileClient>;

/**
 * The app's error shape with a message a person can act on: not empty, not a framework's
 * default wording, never the 500 text or a stack.
 */
export function expectClearError(res: LightMyRequestResponse, label: string): { message: string; errors: string[] } {
  const body = res.json() as { message?: unknown; code?: unknown; errors?: unknown; stack?: unknown };
  expect(typeof body.message, `${label}: a message (${res.body.slice(0, 300)})`).toBe('string');
  const message = body.message as string;
  const errors = Array.isArray(body.errors) ? (body.errors as string[]) : [];
  expect(message.length, `${label}: a message`).toBeGreaterThan(0);
  expect(ErrorCodeSchema.safeParse(body.code).success, `${label}: a known code (${String(body.code)})`).toBe(true);
  expect(body.stack, `${label}: no stack`).toBeUndefined();
  for (const text of [message, ...errors]) {
    expect(text, `${label}: plain words, not a default`).not.toMatch(
      /^Invalid input|^Invalid option|^Too (big|small)|^Unrecognized key|could not be understood|Something went wrong/,
    );
  }
  return { message, errors };
}

/** Two households on the Family plan, each a card holder with a completed profile and one dependent. */
export async function createHostileWorld(): Promise<{ ctx: TestContext; world: World; a: Household; b: Household }> {
  const ctx = await createTestApp({ APP_URL, AUTH_TOKEN_SECRET: TOKEN_SECRET });
  const db = ctx.database.db;
  await seedPlans(db, loadPlanSeeds());
  const [family] = await db.select().from(products).where(eq(products.slug, 'family'));
  const [first, second, spare] = [
    await createMedication(db, { display_name: 'Hostilin A' }),
    await createMedication(db, { display_name: 'Hostilin B' }),
    await createMedication(db, { display_name: 'Hostilin Spare' }),
  ];
  const world: World = { familyPlanId: family!.id, spareMedicationId: spare!.id };

  const call = async (token: string, method: InjectOptions['method'], url: string, payload?: object) => {
    const res = await ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };

  const household = async (label: string, medicationId: number): Promise<Household> => {
    const email = `hostile-${label}@example.com`;
    const { token } = await signInThroughLocalProvider(ctx, { email, name: `Holder ${label.toUpperCase()}` });
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const sessionId = await subscribeThroughSandbox(ctx, token, family!.id);
    const primary = await call(token, 'PATCH', '/memberships/update_profile', { profile: ADULT_PROFILE });
    const added = await call(token, 'POST', '/memberships', {
      membership: { display_name: `Kid ${label.toUpperCase()}`, person_code: 3 },
    });
    await call(token, 'PATCH', `/memberships/${added.membership.id}/complete_profile`, {
      profile: { ...ADULT_PROFILE, date_of_birth: '2015-06-01', sex: 'male' },
    });
    const bookmark = await call(token, 'POST', '/bookmarks', { medication_id: medicationId });
    // A pass and a share link exist, so a request that re-issued or re-linked them would show.
    await call(token, 'POST', '/wallet_passes', { platform: 'android' });
    await call(token, 'GET', '/wallet_passes/add_link?platform=ios');
    const ios = await call(token, 'POST', '/wallet_passes', { platform: 'ios' });
    // A fill in the savings ledger, for the requests that name another household's fill.
    const fill = await call(token, 'POST', '/savings/fills', {
      membership_id: added.membership.id,
      medication_name: 'Hostile cream',
      filled_on: '2026-01-02',
      quantity: '1',
      price_paid: '5.00',
      pharmacy: 'Hostile Pharmacy',
    });
    return {
      token,
      userId: user!.id,
      primaryId: primary.membership.id,
      dependentId: added.membership.id,
      bookmarkId: bookmark.bookmark.id,
      bookmarkedMedicationId: medicationId,
      sessionId,
      downloadTicket: new URL(ios.pass_url).searchParams.get('ticket') as string,
      fillId: fill.fill.id,
    };
  };

  const a = await household('a', first!.id);
  const b = await household('b', second!.id);
  return { ctx, world, a, b };
}

/**
 * Hundreds of requests from one member in a second would meet the rate limits (tested on their
 * own in security/) before the answer under test: here every request is let through them.
 */
export function withoutRateLimits(ctx: TestContext): void {
  ctx.app.rateLimiter.consume = async () => null;
}

/** Printed once per file: the closing note adds these up. */
export function reportCount(file: string, client: HostileClient) {
  console.info(`hostile requests tried (${file}): ${client.count}`);
}
