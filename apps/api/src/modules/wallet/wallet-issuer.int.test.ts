import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CardSettings, DEMO_CARD } from '../../config/config';
import { PkpassSigner } from '../../integrations/wallet/apple/apple-pass-signer';
import { CachedPassSigner } from '../../integrations/wallet/cached-pass-signer';
import { developmentPassUpdates } from '../../integrations/wallet/development-pass-updates';
import { GoogleSaveLinkSigner } from '../../integrations/wallet/google/google-pass-signer';
import { loadPassImages } from '../../integrations/wallet/pass-images';
import { passJson, unzipPkpass, verifyGoogleSaveUrl } from '../../integrations/wallet/testing/inspect-pass';
import { APP_URL, createWalletTestApp } from '../../test/wallet-test-app';
import { cardIssuerOf } from '../card-issuer';
import { createShareLink, openSharedLink, pkpassForCaller, type WalletDeps } from './wallet.service';

/**
 * The issuer's details are read when each pass is built (docs/decisions/0017): a changed
 * setting is on the next pass, whether it was signed before and kept or not.
 */
describe('wallet passes and the card settings', () => {
  let t: Awaited<ReturnType<typeof createWalletTestApp>>;
  let settings: { appUrl: string; card: CardSettings };
  let deps: WalletDeps;
  beforeAll(async () => {
    t = await createWalletTestApp();
    settings = { appUrl: APP_URL, card: { ...DEMO_CARD } };
    const options = {
      credentials: t.apple,
      passAuthSecret: 'issuer-test',
      webServiceUrl: null,
      images: loadPassImages(),
    };
    deps = {
      db: t.db(),
      appUrl: APP_URL,
      signers: {
        apple: new CachedPassSigner(new PkpassSigner(options), 'issuer-test'),
        google: new GoogleSaveLinkSigner({ credentials: t.google, origins: [APP_URL] }),
        appleWebService: { passTypeId: t.apple.passTypeId, authenticationToken: () => 'unused-here' },
        updates: developmentPassUpdates,
        development: { apple: false, google: false },
      },
      cardIssuer: () => cardIssuerOf(settings),
    };
  });
  afterAll(() => t.ctx.close());

  const backField = (file: Buffer, key: string) =>
    passJson(unzipPkpass(file)).storeCard.backFields.find((f: { key: string }) => f.key === key)?.value;

  it('when the help-desk phone changes, then the next download is signed afresh with the new number, and an unchanged one is kept', async () => {
    const member = await t.activeMember('individual', 'Hal Help');
    const signing = vi.spyOn(PkpassSigner.prototype, 'createPkpass');

    const before = await pkpassForCaller(deps, member.userId, member.primary.id);
    const unchanged = await pkpassForCaller(deps, member.userId, member.primary.id);
    settings.card = { ...settings.card, helpdeskPhone: '1-888-555-0123' };
    const after = await pkpassForCaller(deps, member.userId, member.primary.id);

    expect(unchanged.equals(before)).toBe(true);
    expect(after.equals(before)).toBe(false);
    expect(signing).toHaveBeenCalledTimes(2);
    expect(backField(before, 'helpdesk_phone')).toBe(DEMO_CARD.helpdeskPhone);
    expect(backField(after, 'helpdesk_phone')).toBe('1-888-555-0123');
    signing.mockRestore();
  });

  it('when the member services phone changes and the RxPCN is dropped, then a shared link opened afterwards delivers the new card, on both wallets', async () => {
    const member = await t.activeMember('individual', 'Mo Services');
    const apple = await createShareLink(deps, member.userId, { platform: 'ios' });
    const google = await createShareLink(deps, member.userId, { platform: 'android' });
    const tokenOf = (link: string) => link.split('/').pop() as string;

    settings.card = { ...settings.card, memberServicesPhone: '1-877-555-0177', pcn: null };
    const pkpass = await openSharedLink(deps, tokenOf(apple.link));
    const save = await openSharedLink(deps, tokenOf(google.link));

    if (pkpass.type !== 'pkpass' || save.type !== 'redirect') throw new Error('expected a pass and a save link');
    expect(backField(pkpass.file, 'member_services_phone')).toBe('1-877-555-0177');
    expect(JSON.stringify(passJson(unzipPkpass(pkpass.file)))).not.toContain('RxPCN');
    const { payload } = await verifyGoogleSaveUrl(save.url, t.google.privateKeyPem);
    const [object] = payload.payload.genericObjects;
    expect(object.linksModuleData.uris).toContainEqual({
      id: 'member_services_phone',
      uri: 'tel:+18775550177',
      description: 'Member services: 1-877-555-0177',
    });
    expect(JSON.stringify(object)).not.toContain('RxPCN');
  });
});
