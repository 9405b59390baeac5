import type { CardIssuer } from '@arx/contracts/card';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARD } from '../../config/config';
import { jobs, passRegistrations, walletPasses } from '../../db/schema';
import { passJson, unzipPkpass } from '../../integrations/wallet/testing/inspect-pass';
import type { WalletCard } from '../../integrations/wallet/wallet-pass-signer';
import { redactUrl } from '../../lib/logger';
import { bearer } from '../../test/sign-in';
import { APP_URL, createWalletTestApp } from '../../test/wallet-test-app';
import { cardIssuerOf } from '../card-issuer';
import type { JobRecord } from '../jobs';
import { noteCardIssuer, sweepWalletPasses, WALLET_REFRESH_JOB, walletRefreshHandler } from './pass-refresh';
import { latestPass } from './pass-web-service';

const SERVICE = '/api/v1/wallet_passes/service/v1';
const PUSH_TOKEN = 'ab'.repeat(32);

/** What the refresh job told the wallets: Apple's push tokens, and the cards Google was sent. */
function recordingUpdaters(gone: string[] = []) {
  const pushed: string[][] = [];
  const rewritten: WalletCard[] = [];
  return {
    pushed,
    rewritten,
    updaters: {
      apple: {
        notify: async (tokens: readonly string[]) => {
          pushed.push([...tokens]);
          return { gone: tokens.filter((t) => gone.includes(t)) };
        },
      },
      google: {
        update: async (card: WalletCard) => {
          rewritten.push(card);
          return 'updated' as const;
        },
      },
    },
  };
}

/**
 * Apple's pass web service and the refresh job (docs/decisions/0017): a device registers with the
 * pass's own token, is pushed when the card changes, and fetches the new pass; Google's copy is
 * rewritten. Apple's requests carry no member sign-in, so every one is checked against the pass.
 */
describe('passes already in a wallet', () => {
  let t: Awaited<ReturnType<typeof createWalletTestApp>>;
  beforeAll(async () => {
    t = await createWalletTestApp();
  });
  afterAll(() => t.ctx.close());

  // The demo card the test app runs with, as its routes read it.
  const issuerNow = (): CardIssuer => cardIssuerOf({ appUrl: APP_URL, card: { ...DEMO_CARD } });
  const newNumbers = (): CardIssuer => ({ ...issuerNow(), helpdesk_phone: '1-800-555-0177' });

  const apple = (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options: { auth?: string; payload?: object; headers?: Record<string, string> } = {},
  ) =>
    t.ctx.app.inject({
      method,
      url: `${SERVICE}${path}`,
      headers: { ...(options.auth ? { authorization: `ApplePass ${options.auth}` } : {}), ...options.headers },
      ...(options.payload ? { payload: options.payload } : {}),
    });

  /** A member's pass as their iPhone gets it: its serial, token and where to call. */
  async function passOf(member: { token: string; primary: { id: number } }) {
    const res = await t.call(member.token, 'GET', `/wallet_passes/${member.primary.id}/download?platform=ios`);
    expect(res.statusCode, res.body).toBe(200);
    const pass = passJson(unzipPkpass(res.rawPayload));
    return {
      serial: pass.serialNumber as string,
      auth: pass.authenticationToken as string,
      type: pass.passTypeIdentifier as string,
      webServiceURL: pass.webServiceURL as string,
    };
  }

  const register = (pass: { serial: string; auth: string; type: string }, device = 'device-1', auth = pass.auth) =>
    apple('POST', `/devices/${device}/registrations/${pass.type}/${pass.serial}`, {
      auth,
      payload: { pushToken: PUSH_TOKEN },
    });

  async function refreshJobs(): Promise<JobRecord[]> {
    return t.db().select().from(jobs).where(eq(jobs.kind, WALLET_REFRESH_JOB));
  }

  it('when a device registers with the pass’s token, then it is 201 and 200 after; a wrong token, another pass’s token or another pass type is 401', async () => {
    const member = await t.activeMember('individual', 'Riley Register');
    const other = await t.activeMember('individual', 'Otto Other');
    const pass = await passOf(member);
    const theirs = await passOf(other);
    expect(pass.webServiceURL).toBe('https://club.example.com/api/v1/wallet_passes/service');

    expect((await register(pass)).statusCode).toBe(201);
    expect((await register(pass)).statusCode).toBe(200);
    expect((await register(pass, 'device-2', 'not-the-token')).statusCode).toBe(401);
    // One member's pass token opens nothing of another member's pass.
    expect((await register(theirs, 'device-2', pass.auth)).statusCode).toBe(401);
    expect((await register({ ...pass, type: 'pass.com.someone.else' }, 'device-2')).statusCode).toBe(401);
    expect(
      (
        await apple('POST', `/devices/device-2/registrations/${pass.type}/${pass.serial}`, {
          payload: { pushToken: PUSH_TOKEN },
        })
      ).statusCode,
    ).toBe(401);
    const bad = await apple('POST', `/devices/device-2/registrations/${pass.type}/${pass.serial}`, {
      auth: pass.auth,
      payload: { pushToken: 'not hex' },
    });
    expect(bad.statusCode).toBe(400);

    const rows = await t.db().select().from(passRegistrations).where(eq(passRegistrations.serialNumber, pass.serial));
    expect(rows).toEqual([expect.objectContaining({ deviceLibraryId: 'device-1', pushToken: PUSH_TOKEN })]);
    expect(redactUrl(`${SERVICE}/devices/device-1/registrations/${pass.type}/${pass.serial}`)).toBe(
      `${SERVICE}/devices/[redacted]/registrations/${pass.type}/${pass.serial}`,
    );
  });

  it('when the help-desk number changes, then the device is pushed, finds its pass among the changed ones and gets it with the new number; Google’s copy is rewritten', async () => {
    const member = await t.activeMember('individual', 'Nia Number');
    const pass = await passOf(member);
    expect((await register(pass, 'device-n')).statusCode).toBe(201);
    const google = await t.call(member.token, 'POST', '/wallet_passes', { platform: 'android' });
    expect(google.statusCode, google.body).toBe(200);

    const before = await apple('GET', `/devices/device-n/registrations/${pass.type}`);
    expect(before.statusCode).toBe(200);
    const tag = before.json().lastUpdated as string;
    expect(before.json().serialNumbers).toEqual([pass.serial]);
    expect(
      (await apple('GET', `/devices/device-n/registrations/${pass.type}?passesUpdatedSince=${tag}`)).statusCode,
    ).toBe(204);
    const first = await apple('GET', `/passes/${pass.type}/${pass.serial}`, { auth: pass.auth });
    expect(first.statusCode).toBe(200);
    const lastModified = first.headers['last-modified'] as string;
    expect(
      (
        await apple('GET', `/passes/${pass.type}/${pass.serial}`, {
          auth: pass.auth,
          headers: { 'if-modified-since': lastModified },
        })
      ).statusCode,
    ).toBe(304);

    // Nothing changed yet: the job tells nobody.
    const quiet = recordingUpdaters();
    const job = { key: 'test:quiet', payload: { membershipIds: [member.primary.id] } } as unknown as JobRecord;
    await walletRefreshHandler({ db: t.db(), updaters: quiet.updaters, cardIssuer: issuerNow })(job);
    expect(quiet.pushed).toEqual([]);
    expect(quiet.rewritten).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const told = recordingUpdaters();
    await walletRefreshHandler({ db: t.db(), updaters: told.updaters, cardIssuer: newNumbers })({
      ...job,
      key: 'test:changed',
    });
    expect(told.pushed).toEqual([[PUSH_TOKEN]]);
    expect(told.rewritten.map((card) => [card.serialNumber, card.issuer.helpdesk_phone])).toEqual([
      [pass.serial, '1-800-555-0177'],
    ]);

    const after = await apple('GET', `/devices/device-n/registrations/${pass.type}?passesUpdatedSince=${tag}`);
    expect(after.statusCode).toBe(200);
    expect(after.json().serialNumbers).toEqual([pass.serial]);
    expect(Number(after.json().lastUpdated)).toBeGreaterThan(Number(tag));
    const fresh = await apple('GET', `/passes/${pass.type}/${pass.serial}`, {
      auth: pass.auth,
      headers: { 'if-modified-since': lastModified },
    });
    expect(fresh.statusCode).toBe(200);
    expect(Date.parse(fresh.headers['last-modified'] as string)).toBeGreaterThan(Date.parse(lastModified));
    // An instance started with the new settings serves the pass with the new number on its back.
    const served = await latestPass(
      { db: t.db(), signers: t.ctx.app.integrations.wallet, cardIssuer: newNumbers },
      { passTypeId: pass.type, serialNumber: pass.serial, ifModifiedSince: lastModified },
      `ApplePass ${pass.auth}`,
    );
    expect(served.status).toBe('ok');
    const back = passJson(unzipPkpass((served as { file: Buffer }).file)).storeCard.backFields as { value: string }[];
    expect(back.map((f) => f.value)).toContain('1-800-555-0177');

    // Told once: the same settings again change nothing.
    const again = recordingUpdaters();
    await walletRefreshHandler({ db: t.db(), updaters: again.updaters, cardIssuer: newNumbers })({
      ...job,
      key: 'test:again',
    });
    expect(again.pushed).toEqual([]);
  });

  it('when APNs says a token is gone, then its registration is dropped; a failed push leaves the pass to be told again', async () => {
    const member = await t.activeMember('individual', 'Gus Gone');
    const pass = await passOf(member);
    expect((await register(pass, 'device-g')).statusCode).toBe(201);
    const job = { key: 'test:gone', payload: { membershipIds: [member.primary.id] } } as unknown as JobRecord;

    const failing = {
      apple: {
        notify: async () => {
          throw new Error('APNs answered 503');
        },
      },
      google: recordingUpdaters().updaters.google,
    };
    await expect(walletRefreshHandler({ db: t.db(), updaters: failing, cardIssuer: newNumbers })(job)).rejects.toThrow(
      'APNs answered 503',
    );

    const gone = recordingUpdaters([PUSH_TOKEN]);
    await walletRefreshHandler({ db: t.db(), updaters: gone.updaters, cardIssuer: newNumbers })(job);
    expect(gone.pushed).toEqual([[PUSH_TOKEN]]);
    const rows = await t.db().select().from(passRegistrations).where(eq(passRegistrations.serialNumber, pass.serial));
    expect(rows).toEqual([]);
  });

  it('when a family member in a wallet is renamed, then the sweep queues their pass and the job pushes it', async () => {
    const holder = await t.activeMember('family', 'Fran Family');
    const childId = await t.addDependent(holder.token, 'Kit Family', 3);
    const pass = await passOf({ token: holder.token, primary: { id: childId } });
    expect((await register(pass, 'device-f')).statusCode).toBe(201);
    expect(await sweepWalletPasses(t.db())).toBe(0);

    const renamed = await t.call(holder.token, 'PATCH', `/memberships/${childId}`, {
      membership: { display_name: 'Kit Renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await sweepWalletPasses(t.db())).toBe(1);
    // Queued once: the next sweep finds nothing new.
    expect(await sweepWalletPasses(t.db())).toBe(0);

    const queued = (await refreshJobs()).filter((j) =>
      (j.payload as { membershipIds?: number[] }).membershipIds?.includes(childId),
    );
    expect(queued).toHaveLength(1);
    const told = recordingUpdaters();
    await walletRefreshHandler({ db: t.db(), updaters: told.updaters, cardIssuer: issuerNow })(queued[0]!);
    expect(told.pushed).toEqual([[PUSH_TOKEN]]);
    const fresh = await apple('GET', `/passes/${pass.type}/${pass.serial}`, { auth: pass.auth });
    expect(passJson(unzipPkpass(fresh.rawPayload)).storeCard.primaryFields[0].value).toBe('Kit Renamed');
  });

  it('when the card holder switches the account to Spanish, then the sweep queues the household’s passes and they come back in Spanish, the family member’s too', async () => {
    const holder = await t.activeMember('family', 'Lola Lengua');
    const childId = await t.addDependent(holder.token, 'Tito Lengua', 3);
    const pass = await passOf({ token: holder.token, primary: { id: childId } });
    expect((await register(pass, 'device-l')).statusCode).toBe(201);
    const google = await t.call(holder.token, 'POST', '/wallet_passes', {
      platform: 'android',
      membership_id: childId,
    });
    expect(google.statusCode, google.body).toBe(200);
    const hashOf = async () =>
      (await t.db().select().from(walletPasses).where(eq(walletPasses.serialNumber, pass.serial)))[0]!.contentHash;
    const englishHash = await hashOf();
    expect(await sweepWalletPasses(t.db())).toBe(0);

    const switched = await t.ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/locale',
      headers: bearer(holder.token),
      payload: { locale: 'es' },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(await sweepWalletPasses(t.db())).toBeGreaterThanOrEqual(1);
    const queued = (await refreshJobs()).filter((j) =>
      (j.payload as { membershipIds?: number[] }).membershipIds?.includes(childId),
    );
    expect(queued).toHaveLength(1);

    const told = recordingUpdaters();
    await walletRefreshHandler({ db: t.db(), updaters: told.updaters, cardIssuer: issuerNow })(queued[0]!);
    expect(told.pushed).toEqual([[PUSH_TOKEN]]);
    expect(told.rewritten.map((card) => [card.serialNumber, card.locale])).toEqual([[pass.serial, 'es']]);
    expect(await hashOf()).not.toBe(englishHash);
    const fresh = passJson(
      unzipPkpass((await apple('GET', `/passes/${pass.type}/${pass.serial}`, { auth: pass.auth })).rawPayload),
    );
    expect(fresh.storeCard.primaryFields).toEqual([
      expect.objectContaining({ label: 'MIEMBRO', value: 'Tito Lengua' }),
    ]);
    expect(fresh.storeCard.headerFields.map((f: { label: string }) => f.label)).toEqual([
      'PROCESADOR',
      'ESTO NO ES UN SEGURO',
    ]);

    // Told once: the next run finds the Spanish pass unchanged.
    const again = recordingUpdaters();
    await walletRefreshHandler({ db: t.db(), updaters: again.updaters, cardIssuer: issuerNow })({
      ...queued[0]!,
      key: 'test:language-again',
    });
    expect(again.pushed).toEqual([]);
  });

  it('when instances start with new card settings, then exactly one queues a refresh of every pass in a wallet', async () => {
    await noteCardIssuer(t.db(), issuerNow());
    const queuedBefore = (await refreshJobs()).length;
    expect(await noteCardIssuer(t.db(), issuerNow())).toBe(false);

    const issuer = { ...issuerNow(), helpdesk_phone: '1-800-555-0166' };
    const results = await Promise.all([1, 2, 3].map(() => noteCardIssuer(t.db(), issuer)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const queued = await refreshJobs();
    expect(queued).toHaveLength(queuedBefore + 1);
    expect(queued.at(-1)!.payload).toEqual({});
  });

  it('when a device unregisters, then it hears of the pass no more; its log lines are taken and not kept', async () => {
    const member = await t.activeMember('individual', 'Uma Unregister');
    const pass = await passOf(member);
    expect((await register(pass, 'device-u')).statusCode).toBe(201);
    expect(
      (await apple('DELETE', `/devices/device-u/registrations/${pass.type}/${pass.serial}`, { auth: 'wrong' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await apple('DELETE', `/devices/device-u/registrations/${pass.type}/${pass.serial}`, { auth: pass.auth }))
        .statusCode,
    ).toBe(200);
    expect((await apple('GET', `/devices/device-u/registrations/${pass.type}`)).statusCode).toBe(204);
    const remaining = await t
      .db()
      .select()
      .from(passRegistrations)
      .where(and(eq(passRegistrations.deviceLibraryId, 'device-u'), eq(passRegistrations.serialNumber, pass.serial)));
    expect(remaining).toEqual([]);
    expect((await apple('POST', '/log', { payload: { logs: ['Web service error for pass.x'] } })).statusCode).toBe(200);
  });

  it('when the membership ends, then the pass web service no longer serves the pass', async () => {
    const member = await t.activeMember('individual', 'Ena Ended');
    const pass = await passOf(member);
    await t.endSubscription(member.userId);
    expect((await apple('GET', `/passes/${pass.type}/${pass.serial}`, { auth: pass.auth })).statusCode).toBe(404);
    const [row] = await t.db().select().from(walletPasses).where(eq(walletPasses.serialNumber, pass.serial));
    expect(row).toBeTruthy();
  });
});
