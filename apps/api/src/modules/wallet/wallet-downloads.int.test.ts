import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PkpassSigner } from '../../integrations/wallet/apple/apple-pass-signer';
import { passJson, unzipPkpass } from '../../integrations/wallet/testing/inspect-pass';
import { bearer } from '../../test/sign-in';
import { createWalletTestApp } from '../../test/wallet-test-app';

const PER_MINUTE = 30;

/** Pass downloads and shared-link opens: each is limited, and an unchanged card is not signed again. */
describe('wallet pass downloads', () => {
  let t: Awaited<ReturnType<typeof createWalletTestApp>>;
  beforeAll(async () => {
    t = await createWalletTestApp();
  });
  afterAll(() => t.ctx.close());
  afterEach(() => vi.restoreAllMocks());

  const get = (url: string, options: { token?: string; from?: string } = {}) => {
    const target = url.startsWith('http') ? new URL(url) : new URL(`http://x/api/v1${url}`);
    return t.ctx.app.inject({
      method: 'GET',
      url: target.pathname + target.search,
      headers: options.token ? bearer(options.token) : {},
      ...(options.from ? { remoteAddress: options.from } : {}),
    });
  };
  const memberName = (payload: Buffer) => passJson(unzipPkpass(payload)).storeCard.primaryFields[0].value;

  it('when a member downloads more than 30 passes in a minute, then the 31st answers 429 with Retry-After; another member still downloads', async () => {
    const member = await t.activeMember('individual', 'Lee Limit');
    const other = await t.activeMember('individual', 'Pat Other');
    const download = (who: { token: string; primary: { id: number } }) =>
      get(`/wallet_passes/${who.primary.id}/download?platform=ios`, { token: who.token });

    for (let i = 0; i < PER_MINUTE; i++) {
      const res = await download(member);
      expect(res.statusCode, `download ${i + 1}: ${res.body}`).toBe(200);
    }
    const refused = await download(member);
    const unaffected = await download(other);

    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      message: 'Too many wallet pass downloads. Please wait a minute and try again.',
      code: 'rate_limited',
    });
    expect(unaffected.statusCode).toBe(200);
    expect(memberName(unaffected.rawPayload)).toBe('Pat Other');
  });

  it('when a download ticket is used without a token, then it is counted by address: the 31st from one address is refused, another address is not', async () => {
    const member = await t.activeMember('individual', 'Tia Ticket');
    const created = await t.call(member.token, 'POST', '/wallet_passes', { platform: 'ios' });
    expect(created.statusCode, created.body).toBe(200);
    const passUrl = created.json().pass_url as string;

    for (let i = 0; i < PER_MINUTE; i++) {
      expect((await get(passUrl, { from: '203.0.113.7' })).statusCode, `download ${i + 1}`).toBe(200);
    }
    const refused = await get(passUrl, { from: '203.0.113.7' });
    const elsewhere = await get(passUrl, { from: '203.0.113.8' });

    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().code).toBe('rate_limited');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('when a shared link is opened more than 30 times a minute from one address, then the 31st gets a short page with Retry-After, not JSON and not the expired page', async () => {
    const member = await t.activeMember('individual', 'Sam Shared');
    const link = (await t.call(member.token, 'GET', '/wallet_passes/add_link?platform=ios')).json().link as string;

    for (let i = 0; i < PER_MINUTE; i++) {
      expect((await get(link, { from: '198.51.100.20' })).statusCode, `open ${i + 1}`).toBe(200);
    }
    const refused = await get(link, { from: '198.51.100.20' });
    const elsewhere = await get(link, { from: '198.51.100.21' });

    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers.location).toBeUndefined();
    expect(refused.body).toContain('Too many wallet pass downloads. Please wait a minute and try again.');
    expect(refused.body).not.toContain(member.primary.memberNumber);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.headers['content-type']).toBe('application/vnd.apple.pkpass');
  });

  it('when an unchanged card is downloaded and opened again, then it is signed once; when its name changes, then it is signed afresh with the new name', async () => {
    const holder = await t.activeMember('family', 'Fran Family');
    const childId = await t.addDependent(holder.token, 'Kit Family', 3);
    const link = (
      await t.call(holder.token, 'GET', `/wallet_passes/add_link?platform=ios&membership_id=${childId}`)
    ).json().link as string;
    const signing = vi.spyOn(PkpassSigner.prototype, 'createPkpass');
    const download = () => get(`/wallet_passes/${childId}/download?platform=ios`, { token: holder.token });

    const first = await download();
    const second = await download();
    const opened = await get(link, { from: '192.0.2.44' });

    expect([first.statusCode, second.statusCode, opened.statusCode]).toEqual([200, 200, 200]);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(opened.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(signing).toHaveBeenCalledTimes(1);

    const renamed = await t.call(holder.token, 'PATCH', `/memberships/${childId}`, {
      membership: { display_name: 'Kit Renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const afterRename = await download();

    expect(afterRename.statusCode).toBe(200);
    expect(memberName(afterRename.rawPayload)).toBe('Kit Renamed');
    expect(signing).toHaveBeenCalledTimes(2);
  });
});
