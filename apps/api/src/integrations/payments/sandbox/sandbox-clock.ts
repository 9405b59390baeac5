import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxClock } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import type { BillingCounts } from './sandbox-renewals';

/** The furthest one move may go: a yearly plan's renewal and a little more. */
export const MAX_ADVANCE_DAYS = 400;

const DAY_MS = 86_400_000;
/** The one row of sandbox_clock. */
const CLOCK_ID = 1;

export type ClockAdvance = BillingCounts & { now: Date };

export function isAdvanceDays(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ADVANCE_DAYS;
}

export const ADVANCE_DAYS_MESSAGE = `The number of days must be a whole number from 1 to ${MAX_ADVANCE_DAYS}.`;

/**
 * The sandbox's test clock, like a Stripe test clock: real time plus an offset that only ever
 * grows. The offset lives in the database so every instance, and a restart, agree on the time;
 * `now()` answers from the last `refresh()` (the port reads it synchronously), so the sandbox
 * refreshes before each operation and anything else reading it should refresh before work that
 * depends on it.
 */
export class SandboxClock implements Clock {
  private readonly db: Database;
  private readonly readRealTime: () => Date;
  private offsetMs = 0;
  private afterAdvance: ((now: Date) => Promise<BillingCounts>) | null = null;

  /** `realNow` stands for the system clock (tests pass a fixed one). */
  constructor({ db, realNow = () => new Date() }: { db: Database; realNow?: () => Date }) {
    this.db = db;
    this.readRealTime = realNow;
  }

  now(): Date {
    return new Date(this.readRealTime().getTime() + this.offsetMs);
  }

  /** Real time, for what expires in real time even under a test clock (checkout and portal links). */
  realNow(): Date {
    return this.readRealTime();
  }

  /** Reloads the offset another instance may have moved; answers the time it now gives. */
  async refresh(): Promise<Date> {
    const [row] = await this.db
      .select({ offsetMs: sandboxClock.offsetMs })
      .from(sandboxClock)
      .where(eq(sandboxClock.id, CLOCK_ID));
    this.offsetMs = Number(row?.offsetMs ?? 0);
    return this.now();
  }

  /**
   * Moves the clock `days` ahead (a whole number, 1 to MAX_ADVANCE_DAYS), then bills what came
   * due. Added in the database in one statement, so two instances moving it at once add up.
   */
  async advance(days: number): Promise<ClockAdvance> {
    if (!isAdvanceDays(days)) throw new RangeError(`Cannot advance the sandbox clock. ${ADVANCE_DAYS_MESSAGE}`);
    const step = days * DAY_MS;
    const [row] = await this.db
      .insert(sandboxClock)
      .values({ id: CLOCK_ID, offsetMs: step, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: sandboxClock.id,
        set: { offsetMs: sql`${sandboxClock.offsetMs} + ${step}`, updatedAt: new Date() },
      })
      .returning({ offsetMs: sandboxClock.offsetMs });
    this.offsetMs = Number(row!.offsetMs);
    const now = this.now();
    const billed = this.afterAdvance ? await this.afterAdvance(now) : { renewalsBilled: 0, failedCharges: 0, ended: 0 };
    return { now, ...billed };
  }

  /** Notes that renewals were billed up to `until`; it never moves back. */
  async recordBilledUntil(until: Date): Promise<void> {
    await this.db
      .insert(sandboxClock)
      .values({ id: CLOCK_ID, billedUntil: until, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: sandboxClock.id,
        set: { billedUntil: sql`greatest(${sandboxClock.billedUntil}, excluded.billed_until)` },
      });
  }

  /**
   * What runs after each move: the sandbox provider bills there and tells the app. One handler;
   * the provider made last with this clock sets it.
   */
  onAdvance(handler: (now: Date) => Promise<BillingCounts>): void {
    this.afterAdvance = handler;
  }
}
