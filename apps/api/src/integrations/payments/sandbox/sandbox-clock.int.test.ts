import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxClock } from '../../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { SandboxClock } from './sandbox-clock';
import { SandboxPaymentProvider } from './sandbox-payment-provider';
import { APP_URL, DAY_MS, resetSandbox, subscribe } from './sandbox-test-factories';

describe('sandbox test clock', () => {
  let database: TestDatabase;
  const realTime = new Date('2026-03-01T08:00:00Z');
  const realNow = () => realTime;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());
  beforeEach(() => resetSandbox(database.db));

  it('when never moved, then it reads real time', async () => {
    const clock = new SandboxClock({ db: database.db, realNow });

    expect(await clock.refresh()).toEqual(realTime);
    expect(clock.now()).toEqual(realTime);
    expect(clock.realNow()).toEqual(realTime);
  });

  it('when one instance moves it, then another sees the new time after refresh, and so does a restart', async () => {
    const mine = new SandboxClock({ db: database.db, realNow });
    const theirs = new SandboxClock({ db: database.db, realNow });
    await theirs.refresh();

    const moved = await mine.advance(10);

    const tenDaysOn = new Date(realTime.getTime() + 10 * DAY_MS);
    expect(moved.now).toEqual(tenDaysOn);
    expect(theirs.now()).toEqual(realTime);
    expect(await theirs.refresh()).toEqual(tenDaysOn);
    expect(await new SandboxClock({ db: database.db, realNow }).refresh()).toEqual(tenDaysOn);
  });

  it('when two instances move it at once, then both moves count', async () => {
    const mine = new SandboxClock({ db: database.db, realNow });
    const theirs = new SandboxClock({ db: database.db, realNow });

    await Promise.all([mine.advance(1), theirs.advance(2)]);

    expect(await mine.refresh()).toEqual(new Date(realTime.getTime() + 3 * DAY_MS));
    const [row] = await database.db.select().from(sandboxClock);
    expect(row).toMatchObject({ id: 1, offsetMs: 3 * DAY_MS });
  });

  it.each([0, 401, -1, 1.5, Number.NaN, '5' as unknown as number])(
    'when asked to move %s days, then it refuses with a clear error and stays put',
    async (days) => {
      const clock = new SandboxClock({ db: database.db, realNow });

      await expect(clock.advance(days)).rejects.toThrow('The number of days must be a whole number from 1 to 400.');

      expect(await clock.refresh()).toEqual(realTime);
    },
  );

  describe('through the payment provider', () => {
    it('when the clock moves, then renewals are billed first and the clock listener hears the new time', async () => {
      const sandbox = new SandboxPaymentProvider({ db: database.db, appUrl: APP_URL, now: realNow });
      const { customerId } = await subscribe(sandbox);
      const heard: string[] = [];
      sandbox.setClockListener(async (now) => {
        const { invoices } = await sandbox.listInvoices({ customerId, limit: 10 });
        heard.push(`${now.toISOString()} ${invoices.length}`);
      });

      const moved = await sandbox.clock.advance(31);

      expect(moved.renewalsBilled).toBe(1);
      expect(heard).toEqual([`${moved.now.toISOString()} 2`]);
      const [row] = await database.db.select().from(sandboxClock);
      expect(row!.billedUntil).toEqual(moved.now);
    });

    it('when the clock listener fails, then the move stands and a warning names no member data', async () => {
      const warn = vi.fn();
      const sandbox = new SandboxPaymentProvider({ db: database.db, appUrl: APP_URL, now: realNow, warn });
      sandbox.setClockListener(async () => {
        throw new Error('member@example.com');
      });

      const moved = await sandbox.clock.advance(2);

      expect(moved.now).toEqual(new Date(realTime.getTime() + 2 * DAY_MS));
      expect(warn).toHaveBeenCalledOnce();
      expect(warn.mock.calls[0]![0]).toContain('listener failed');
      expect(warn.mock.calls[0]![0]).not.toContain('member@example.com');
    });

    it('when a shared clock is given, then the provider reads its time and exposes it', async () => {
      const clock = new SandboxClock({ db: database.db, realNow });
      const sandbox = new SandboxPaymentProvider({ db: database.db, appUrl: APP_URL, clock });
      const elsewhere = new SandboxPaymentProvider({ db: database.db, appUrl: APP_URL, now: realNow });

      await elsewhere.clock.advance(5);
      const { subscriptionId } = await subscribe(sandbox);

      expect(sandbox.clock).toBe(clock);
      const created = await sandbox.retrieveSubscription(subscriptionId);
      expect(created!.currentPeriodEnd).toEqual(new Date('2026-04-06T08:00:00Z'));
    });
  });
});
