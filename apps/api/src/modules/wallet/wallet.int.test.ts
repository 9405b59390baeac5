import { NOT_INSURANCE } from '@arx/contracts/card';
import { WALLET_MESSAGES } from '@arx/contracts/wallet';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARD } from '../../config/config';
import { passLinks, users, walletPasses } from '../../db/schema';
import {
  manifestMismatches,
  passJson,
  signatureVerifies,
  unzipPkpass,
  verifyGoogleSaveUrl,
} from '../../integrations/wallet/testing/inspect-pass';
import { ADULT, APP_URL, createWalletTestApp } from '../../test/wallet-test-app';
import { hashPassToken } from './pass-links';

describe('wallet passes', () => {
  let t: Awaited<ReturnType<typeof createWalletTestApp>>;
  beforeAll(async () => {
    t = await createWalletTestApp();
  });
  afterAll(() => t.ctx.close());

  const serialOf = async (membershipId: number) =>
    (await t.db().select().from(walletPasses).where(eq(walletPasses.membershipId, membershipId)))[0];
  const ticketOf = (passUrl: string) => new URL(passUrl).searchParams.get('ticket') as string;

  describe('eligibility', () => {
    it('when someone has no card, then nothing is eligible and no subscription is reported', async () => {
      const nobody = await t.visitor();

      const res = await t.call(nobody.token, 'GET', '/wallet_passes/eligibility');

      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        eligible: false,
        has_active_subscription: false,
        membership_id: null,
        reason: WALLET_MESSAGES.noSubscription,
      });
    });

    it('when the subscriber has not completed the profile, then the card is not eligible yet; completing it makes it eligible', async () => {
      const person = await t.subscriber();

      const before = (await t.call(person.token, 'GET', '/wallet_passes/eligibility')).json();
      await t.call(person.token, 'PATCH', '/memberships/update_profile', { profile: ADULT });
      const after = (
        await t.call(person.token, 'GET', `/wallet_passes/eligibility?membership_id=${person.primary.id}`)
      ).json();

      expect(before).toEqual({
        eligible: false,
        has_active_subscription: true,
        membership_id: person.primary.id,
        reason: WALLET_MESSAGES.profileIncomplete,
      });
      expect(after).toEqual({
        eligible: true,
        has_active_subscription: true,
        membership_id: person.primary.id,
        reason: null,
      });
    });

    it("when another household's card, a bad id or no token is given, then it answers 404, 400 and 401", async () => {
      const owner = await t.activeMember();
      const other = await t.activeMember();

      const foreign = await t.call(owner.token, 'GET', `/wallet_passes/eligibility?membership_id=${other.primary.id}`);
      const bad = await t.call(owner.token, 'GET', '/wallet_passes/eligibility?membership_id=abc');
      const anonymous = await t.call(null, 'GET', '/wallet_passes/eligibility');

      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'Membership not found', code: 'not_found' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('membership_id must be a whole number');
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('Apple Wallet (ios and safari)', () => {
    it('when an eligible member asks for an iOS pass, then the link downloads a signed storeCard pass without signing in', async () => {
      const member = await t.activeMember('individual', 'Dana Ng');

      const created = await t.call(member.token, 'POST', '/wallet_passes', { platform: 'ios' });

      expect(created.statusCode, created.body).toBe(200);
      const body = created.json();
      expect(body).toMatchObject({ success: true, platform: 'ios', membership_id: member.primary.id });
      const passUrl = new URL(body.pass_url);
      expect(`${passUrl.origin}${passUrl.pathname}`).toBe(
        `${APP_URL}/api/v1/wallet_passes/${member.primary.id}/download`,
      );
      expect(passUrl.searchParams.get('platform')).toBe('ios');
      const ticket = ticketOf(body.pass_url);
      expect(ticket.length).toBeGreaterThanOrEqual(43);
      expect(Date.parse(body.expires_at) - Date.now()).toBeGreaterThan(590_000);
      // Only a digest of the ticket is stored.
      const [link] = await t
        .db()
        .select()
        .from(passLinks)
        .where(eq(passLinks.tokenHash, hashPassToken(ticket)));
      expect(link).toMatchObject({ kind: 'download', membershipId: member.primary.id, platform: 'ios' });
      expect(JSON.stringify(await t.db().select().from(passLinks))).not.toContain(ticket);

      const download = await t.call(null, 'GET', body.pass_url);

      expect(download.statusCode, download.body).toBe(200);
      expect(download.headers['content-type']).toBe('application/vnd.apple.pkpass');
      expect(download.headers['content-disposition']).toBe('attachment; filename="arx-member-card.pkpass"');
      expect(download.headers['cache-control']).toBe('no-store');
      const files = unzipPkpass(download.rawPayload);
      const pass = passJson(files);
      const stored = await serialOf(member.primary.id);
      const memberId = `${member.primary.memberNumber}-01`;
      expect(pass).toMatchObject({
        passTypeIdentifier: 'pass.com.example.club',
        teamIdentifier: 'TEAM123456',
        serialNumber: stored!.serialNumber,
        webServiceURL: `${APP_URL}/api/v1/wallet_passes/service`,
        barcodes: [{ format: 'PKBarcodeFormatQR', message: memberId }],
      });
      expect(pass.storeCard).toBeDefined();
      expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
      const text = JSON.stringify(pass.storeCard);
      for (const value of [
        'Dana Ng',
        memberId,
        member.primary.binNumber,
        member.primary.groupCode,
        'Individual Member Card',
      ]) {
        expect(text).toContain(value);
      }
      // The issuer's details come from the settings (here the demo card) on both sides.
      expect(pass.storeCard.headerFields.map((f: { value: string }) => f.value)).toEqual([
        DEMO_CARD.processorName,
        NOT_INSURANCE,
      ]);
      expect(text).toContain(DEMO_CARD.pcn);
      const back = pass.storeCard.backFields.map((f: { key: string; value: string }) => [f.key, f.value]);
      expect(back).toContainEqual(['helpdesk_phone', DEMO_CARD.helpdeskPhone]);
      expect(back).toContainEqual(['member_services_phone', DEMO_CARD.memberServicesPhone]);
      expect(back).toContainEqual(['website', 'club.example.com']);
      // Nothing of the profile beyond the card face goes into the pass.
      expect(JSON.stringify(pass)).not.toMatch(/1980-01-01|Main Street|Boise/);
      expect(manifestMismatches(files)).toEqual([]);
      expect(await signatureVerifies(files.signature!, files['manifest.json']!, t.apple.wwdrPem)).toBe(true);
      const tampered = Buffer.from(files['manifest.json']!.toString().replace('"icon.png":"', '"icon.png":"0'));
      expect(await signatureVerifies(files.signature!, tampered, t.apple.wwdrPem)).toBe(false);
    });

    it('when the pass is made again (ticket reused, or with the bearer token on Safari), then it keeps its serial and records the issue', async () => {
      const member = await t.activeMember();
      const created = (await t.call(member.token, 'POST', '/wallet_passes', { platform: 'safari' })).json();
      await t.call(null, 'GET', created.pass_url);
      const first = await serialOf(member.primary.id);
      await t
        .db()
        .update(walletPasses)
        .set({ lastIssuedAt: new Date('2020-01-01T00:00:00Z') })
        .where(eq(walletPasses.id, first!.id));

      const again = await t.call(null, 'GET', created.pass_url);
      const withBearer = await t.call(
        member.token,
        'GET',
        `/wallet_passes/${member.primary.id}/download?platform=safari`,
      );

      expect(again.statusCode).toBe(200);
      expect(withBearer.statusCode).toBe(200);
      const second = await serialOf(member.primary.id);
      expect(second!.serialNumber).toBe(first!.serialNumber);
      expect(second!.lastIssuedAt.getTime()).toBeGreaterThan(new Date('2020-01-02').getTime());
      expect(passJson(unzipPkpass(withBearer.rawPayload)).serialNumber).toBe(first!.serialNumber);
      expect(
        await t.db().select().from(walletPasses).where(eq(walletPasses.membershipId, member.primary.id)),
      ).toHaveLength(1);
    });

    it('when a ticket is used for another card, is expired or made up, or there is neither ticket nor token, then no pass is given', async () => {
      const a = await t.activeMember('partner_pet');
      const b = await t.activeMember();
      const dependent = await t.addDependent(a.token, 'Rex the Dog', 4);
      const ticket = ticketOf((await t.call(a.token, 'POST', '/wallet_passes', { platform: 'ios' })).json().pass_url);
      const download = (id: number, query: string, token: string | null = null) =>
        t.call(token, 'GET', `/wallet_passes/${id}/download?platform=ios${query}`);

      const otherHousehold = await download(b.primary.id, `&ticket=${ticket}`);
      const sameHousehold = await download(dependent, `&ticket=${ticket}`);
      const madeUp = await download(a.primary.id, '&ticket=not-a-ticket');
      const none = await download(a.primary.id, '');
      const foreignBearer = await download(a.primary.id, '', b.token);
      const own = await download(a.primary.id, `&ticket=${ticket}`);
      await t
        .db()
        .update(passLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passLinks.tokenHash, hashPassToken(ticket)));
      const expired = await download(a.primary.id, `&ticket=${ticket}`);

      for (const res of [otherHousehold, sameHousehold, madeUp, expired]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('This download link has expired or is not valid. Please add the pass again.');
      }
      expect(none.statusCode).toBe(401);
      expect(foreignBearer.statusCode).toBe(404);
      expect(own.statusCode).toBe(200);
      const wrongPlatform = await t.call(a.token, 'GET', `/wallet_passes/${a.primary.id}/download?platform=android`);
      expect(wrongPlatform.statusCode).toBe(400);
      expect(wrongPlatform.json().message).toBe('platform must be ios or safari for a .pkpass download');
    });

    it('when the bearer token was signed out, then the download refuses it like every other route', async () => {
      const member = await t.activeMember();
      const url = `/wallet_passes/${member.primary.id}/download?platform=ios`;
      expect((await t.call(member.token, 'GET', url)).statusCode).toBe(200);

      expect(
        (
          await t.ctx.app.inject({
            method: 'DELETE',
            url: '/api/v1/auth/logout',
            headers: { authorization: `Bearer ${member.token}` },
          })
        ).statusCode,
      ).toBe(200);

      const res = await t.call(member.token, 'GET', url);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Token revoked');
    });

    it('when the subscription ends after the ticket was issued, then the ticket gets nothing', async () => {
      const member = await t.activeMember();
      const created = (await t.call(member.token, 'POST', '/wallet_passes', { platform: 'ios' })).json();

      await t.endSubscription(member.userId);

      const res = await t.call(null, 'GET', created.pass_url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: WALLET_MESSAGES.ineligible, code: 'forbidden' });
    });
  });

  describe('Google Wallet (android)', () => {
    it('when an eligible member asks for an Android pass, then the save link carries a JWT signed with the configured key', async () => {
      const member = await t.activeMember('individual', 'Lee Park');

      const res = await t.call(member.token, 'POST', '/wallet_passes', { platform: 'android' });

      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, platform: 'android', membership_id: member.primary.id });
      expect(body.pass_url).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
      const { payload } = await verifyGoogleSaveUrl(body.pass_url, t.google.privateKeyPem);
      const serial = (await serialOf(member.primary.id))!.serialNumber;
      const memberId = `${member.primary.memberNumber}-01`;
      expect(payload).toMatchObject({
        iss: 'wallet@club-example.iam.gserviceaccount.com',
        aud: 'google',
        typ: 'savetowallet',
        origins: [APP_URL],
        exp: Math.floor(Date.parse(body.expires_at) / 1000),
      });
      expect(payload.payload.genericObjects).toEqual([
        expect.objectContaining({
          id: `3388000000098765432.${serial}`,
          classId: '3388000000098765432.arx_member_card',
          header: { defaultValue: { language: 'en-US', value: 'Lee Park' } },
          subheader: { defaultValue: { language: 'en-US', value: NOT_INSURANCE } },
          barcode: expect.objectContaining({ type: 'QR_CODE', value: memberId }),
        }),
      ]);
      const [object] = payload.payload.genericObjects;
      expect(object.textModulesData).toContainEqual({
        id: 'processor',
        header: 'Processor',
        body: DEMO_CARD.processorName,
      });
      expect(object.linksModuleData.uris.map((u: { uri: string }) => u.uri)).toEqual([
        'tel:+18005550134',
        'tel:+18005550199',
        APP_URL,
      ]);
      expect(JSON.stringify(payload)).not.toMatch(/1980-01-01|Main Street|Boise/);
      await expect(verifyGoogleSaveUrl(body.pass_url, t.apple.privateKeyPem)).rejects.toThrow();
    });
  });

  describe('in the account’s language', () => {
    it('when the account is in Spanish, then the Apple pass and the Google object are in Spanish, the statement in English too', async () => {
      const member = await t.activeMember('individual', 'Rosa Díaz');
      await t.db().update(users).set({ locale: 'es' }).where(eq(users.id, member.userId));

      const created = await t.call(member.token, 'POST', '/wallet_passes', { platform: 'ios' });
      expect(created.statusCode, created.body).toBe(200);
      const download = await t.call(null, 'GET', created.json().pass_url);
      expect(download.statusCode, download.body).toBe(200);
      const pass = passJson(unzipPkpass(download.rawPayload));
      expect(pass.description).toBe('Tarjeta de miembro de ARX Savings Club');
      expect(pass.storeCard.secondaryFields[0]).toMatchObject({ label: 'NÚMERO DE MIEMBRO' });
      expect(pass.storeCard.headerFields.map((f: { label: string; value: string }) => [f.label, f.value])).toEqual([
        ['PROCESADOR', DEMO_CARD.processorName],
        ['ESTO NO ES UN SEGURO', NOT_INSURANCE],
      ]);

      const android = await t.call(member.token, 'POST', '/wallet_passes', { platform: 'android' });
      expect(android.statusCode, android.body).toBe(200);
      const { payload } = await verifyGoogleSaveUrl(android.json().pass_url, t.google.privateKeyPem);
      expect(payload.payload.genericObjects[0].subheader).toEqual({
        defaultValue: { language: 'es-US', value: `ESTO NO ES UN SEGURO / ${NOT_INSURANCE}` },
      });
    });
  });

  describe('refusals', () => {
    it('when the card may not be a pass (no card, incomplete profile, subscription ended), then it answers 403 with the reason', async () => {
      const nobody = await t.visitor();
      const incomplete = await t.subscriber();
      const ended = await t.activeMember();
      await t.endSubscription(ended.userId);

      for (const person of [nobody, incomplete, ended]) {
        for (const platform of ['ios', 'android']) {
          const res = await t.call(person.token, 'POST', '/wallet_passes', { platform });
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ message: WALLET_MESSAGES.ineligible, code: 'forbidden' });
        }
      }
      expect(await serialOf(incomplete.primary.id)).toBeUndefined();
      expect(await t.db().select().from(passLinks).where(eq(passLinks.createdByUserId, incomplete.userId))).toEqual([]);
    });

    it('when the platform is unknown, the card is not in the household or there is no token, then it answers 400, 404 and 401', async () => {
      const member = await t.activeMember();
      const other = await t.activeMember();

      const unknown = await t.call(member.token, 'POST', '/wallet_passes', { platform: 'unknown' });
      const foreign = await t.call(member.token, 'POST', '/wallet_passes', {
        platform: 'ios',
        membership_id: other.primary.id,
      });
      const anonymous = await t.call(null, 'POST', '/wallet_passes', { platform: 'ios' });

      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        message: 'platform must be one of ios, android, safari',
        code: 'validation_failed',
      });
      expect(foreign.statusCode).toBe(404);
      expect(anonymous.statusCode).toBe(401);
    });

    it('when a Partner/Pet household moves to Individual, then the suspended member gets no pass and the card holder still does', async () => {
      const owner = await t.activeMember('partner_pet');
      const pet = await t.addDependent(owner.token, 'Rex the Dog', 4);
      const before = (
        await t.call(owner.token, 'POST', '/wallet_passes', { platform: 'ios', membership_id: pet })
      ).json();
      expect(passJson(unzipPkpass((await t.call(null, 'GET', before.pass_url)).rawPayload)).barcodes[0].message).toBe(
        `${owner.primary.memberNumber}-02`,
      );

      await t.switchPlan(owner.token, 'Individual');

      const eligibility = (await t.call(owner.token, 'GET', `/wallet_passes/eligibility?membership_id=${pet}`)).json();
      expect(eligibility).toEqual({
        eligible: false,
        has_active_subscription: true,
        membership_id: pet,
        reason: WALLET_MESSAGES.suspended,
      });
      expect(
        (await t.call(owner.token, 'POST', '/wallet_passes', { platform: 'android', membership_id: pet })).statusCode,
      ).toBe(403);
      expect((await t.call(null, 'GET', before.pass_url)).statusCode).toBe(403);
      expect((await t.call(owner.token, 'POST', '/wallet_passes', { platform: 'android' })).statusCode).toBe(200);
    });
  });
});
