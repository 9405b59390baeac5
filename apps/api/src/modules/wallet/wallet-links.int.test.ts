import { RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passLinks } from '../../db/schema';
import { passJson, unzipPkpass, verifyGoogleSaveUrl } from '../../integrations/wallet/testing/inspect-pass';
import { redactUrl } from '../../lib/logger';
import { APP_URL, createWalletTestApp } from '../../test/wallet-test-app';
import { createPassLink, hashPassToken } from './pass-links';

/** Share links (GET /wallet_passes/add_link) and what opening one on a phone gives. */
describe('pass share links', () => {
  let t: Awaited<ReturnType<typeof createWalletTestApp>>;
  beforeAll(async () => {
    t = await createWalletTestApp();
  });
  afterAll(() => t.ctx.close());

  const addLink = (token: string, query: string) => t.call(token, 'GET', `/wallet_passes/add_link?${query}`);
  const tokenOf = (link: string) => new URL(link).pathname.split('/').pop() as string;
  const open = (link: string) => t.call(null, 'GET', link);
  const expiredPage = (code: string) => `${APP_URL}/pass-expired?code=${code}`;

  it('when an eligible member asks for an iOS link, then it lasts 10 minutes and opens as the pass without signing in', async () => {
    const member = await t.activeMember('individual', 'Robin Diaz');

    const res = await addLink(member.token, 'platform=ios');

    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['expires_at', 'expires_in_seconds', 'link', 'membership_id', 'platform']);
    expect(body).toMatchObject({ platform: 'ios', membership_id: member.primary.id, expires_in_seconds: 600 });
    expect(body.link).toMatch(new RegExp(`^${APP_URL}/api/v1/wallet_passes/shared/[\\w-]{43}$`));
    const lifetime = Date.parse(body.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(590_000);
    expect(lifetime).toBeLessThanOrEqual(600_000);
    const [row] = await t
      .db()
      .select()
      .from(passLinks)
      .where(eq(passLinks.tokenHash, hashPassToken(tokenOf(body.link))));
    expect(row).toMatchObject({ kind: 'share', platform: 'ios', createdByUserId: member.userId });

    const opened = await open(body.link);

    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(passJson(unzipPkpass(opened.rawPayload)).storeCard.primaryFields[0].value).toBe('Robin Diaz');
  });

  it("when an Android link is opened, then it redirects to Google's save page with a freshly signed pass", async () => {
    const member = await t.activeMember('family');
    const spouse = await t.addDependent(member.token, 'Sam Spouse', 2);

    const body = (await addLink(member.token, `platform=android&membership_id=${spouse}`)).json();
    const opened = await open(body.link);

    expect(body.membership_id).toBe(spouse);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers['cache-control']).toBe('no-store');
    const { payload } = await verifyGoogleSaveUrl(opened.headers.location as string, t.google.privateKeyPem);
    expect(payload.payload.genericObjects[0].barcode.value).toBe(`${member.primary.memberNumber}-02`);
    expect(payload.payload.genericObjects[0].header.defaultValue.value).toBe('Sam Spouse');
  });

  it('when a link is unknown, expired, or its card can no longer be a pass, then it lands on the pass-expired page with the reason', async () => {
    const member = await t.activeMember('partner_pet');
    const pet = await t.addDependent(member.token, 'Rex the Dog', 4);
    const expiring = (await addLink(member.token, 'platform=ios')).json().link;
    const forPet = (await addLink(member.token, `platform=android&membership_id=${pet}`)).json().link;
    const forCard = (await addLink(member.token, 'platform=safari')).json().link;
    const download = (await t.call(member.token, 'POST', '/wallet_passes', { platform: 'ios' })).json().pass_url;
    await t
      .db()
      .update(passLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(passLinks.tokenHash, hashPassToken(tokenOf(expiring))));

    const unknown = await open(`${APP_URL}/api/v1/wallet_passes/shared/not-a-real-token`);
    const ticketAsShare = await open(
      `${APP_URL}/api/v1/wallet_passes/shared/${new URL(download).searchParams.get('ticket')}`,
    );
    const expired = await open(expiring);
    await t.switchPlan(member.token, 'Individual');
    const suspended = await open(forPet);
    const stillFine = await open(forCard);
    await t.endSubscription(member.userId);
    const canceled = await open(forCard);

    expect(
      [unknown, ticketAsShare, expired, suspended, canceled].map((r) => [r.statusCode, r.headers.location]),
    ).toEqual([
      [302, expiredPage('invalid')],
      [302, expiredPage('invalid')],
      [302, expiredPage('expired')],
      [302, expiredPage('unavailable')],
      [302, expiredPage('unavailable')],
    ]);
    expect(stillFine.statusCode).toBe(200);
  });

  it('when the profile is incomplete, the platform unknown, or the card foreign, then no link is made', async () => {
    const incomplete = await t.subscriber();
    const member = await t.activeMember();
    const other = await t.activeMember();

    const refused = await addLink(incomplete.token, 'platform=ios');
    const unknown = await addLink(member.token, 'platform=unknown');
    const foreign = await addLink(member.token, `platform=ios&membership_id=${other.primary.id}`);
    const anonymous = await t.call(null, 'GET', '/wallet_passes/add_link?platform=ios');

    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Wallet passes need an active subscription and a completed profile.');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('platform must be one of ios, android, safari');
    expect(foreign.statusCode).toBe(404);
    expect(anonymous.statusCode).toBe(401);
    const made = await t.db().select().from(passLinks).where(eq(passLinks.createdByUserId, member.userId));
    expect(made).toEqual([]);
  });

  it('when a member asks for more than 10 links within 10 minutes, even all at once, then only 10 are made and the rest answer 429', async () => {
    const member = await t.activeMember();
    const neighbour = await t.activeMember();

    const answers = await Promise.all(Array.from({ length: 12 }, () => addLink(member.token, 'platform=ios')));
    const later = await addLink(member.token, 'platform=android');
    const other = await addLink(neighbour.token, 'platform=ios');

    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(10).fill(200), 429, 429]);
    for (const res of [...answers.filter((a) => a.statusCode === 429), later]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: RATE_LIMIT_MESSAGES.shareLinks, code: 'rate_limited' });
    }
    expect(other.statusCode).toBe(200);
    const rows = await t
      .db()
      .select()
      .from(passLinks)
      .where(and(eq(passLinks.createdByUserId, member.userId), eq(passLinks.kind, 'share')));
    expect(rows).toHaveLength(10);

    // Once the window has passed, links can be asked for again.
    await t
      .db()
      .update(passLinks)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(passLinks.createdByUserId, member.userId));
    expect((await addLink(member.token, 'platform=ios')).statusCode).toBe(200);
  });

  it('when 15 share links are made at the same moment (as by several instances), then the database lets exactly 10 through', async () => {
    const member = await t.activeMember();
    const request = {
      kind: 'share' as const,
      membershipId: member.primary.id,
      userId: member.userId,
      platform: 'ios' as const,
    };

    const results = await Promise.allSettled(Array.from({ length: 15 }, () => createPassLink(t.db(), request)));

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const made = await t.db().select().from(passLinks).where(eq(passLinks.createdByUserId, member.userId));
    expect(made).toHaveLength(10);
  });

  it('when a new link is made, then links expired more than a day ago are deleted and recently expired ones kept', async () => {
    const member = await t.activeMember();
    const old = (await addLink(member.token, 'platform=ios')).json().link;
    const recent = (await addLink(member.token, 'platform=ios')).json().link;
    const setExpiry = (link: string, at: Date) =>
      t
        .db()
        .update(passLinks)
        .set({ expiresAt: at })
        .where(eq(passLinks.tokenHash, hashPassToken(tokenOf(link))));
    await setExpiry(old, new Date(Date.now() - 25 * 3600_000));
    await setExpiry(recent, new Date(Date.now() - 3600_000));

    await addLink(member.token, 'platform=ios');

    const hashes = (await t.db().select().from(passLinks)).map((r) => r.tokenHash);
    expect(hashes).not.toContain(hashPassToken(tokenOf(old)));
    expect(hashes).toContain(hashPassToken(tokenOf(recent)));
    expect((await open(old)).headers.location).toBe(expiredPage('invalid'));
    expect((await open(recent)).headers.location).toBe(expiredPage('expired'));
  });

  it('when a request is logged, then neither a download ticket nor a share token is in the URL', () => {
    expect(redactUrl('/api/v1/wallet_passes/7/download?platform=ios&ticket=abcDEF_123')).toBe(
      '/api/v1/wallet_passes/7/download?platform=ios&ticket=[redacted]',
    );
    expect(redactUrl('/api/v1/wallet_passes/shared/abcDEF_123?x=1')).toBe(
      '/api/v1/wallet_passes/shared/[redacted]?x=1',
    );
    expect(redactUrl('/api/v1/wallet_passes/shared/abcDEF_123')).toBe('/api/v1/wallet_passes/shared/[redacted]');
  });
});
