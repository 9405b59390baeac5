import { describe, expect, it, vi } from 'vitest';
import { type PkpassSignerOptions, pkpassSignerIdentity } from './apple/apple-pass-signer';
import { CachedPassSigner } from './cached-pass-signer';
import { createDevelopmentAppleCredentials } from './development-certificates';
import { TEST_CARD as CARD } from './testing/test-card';
import type { WalletCard } from './wallet-pass-signer';

/** A signer that makes a new, distinct file of `size` bytes on every call. */
function countingSigner(size = 100) {
  let calls = 0;
  const createPkpass = vi.fn((_card: WalletCard) => Buffer.alloc(size, ++calls));
  return { signer: { createPkpass }, createPkpass };
}

describe('signed passes, kept until the card changes', () => {
  it('when an unchanged card is downloaded again, then the same bytes come back and it is signed once', () => {
    const { signer, createPkpass } = countingSigner();
    const cached = new CachedPassSigner(signer, 'signer-1');

    const first = cached.createPkpass(CARD);
    const again = cached.createPkpass({ ...CARD });
    const third = cached.createPkpass(CARD);

    expect(again.equals(first)).toBe(true);
    expect(third.equals(first)).toBe(true);
    expect(createPkpass).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['memberName', 'Casey Renamed'],
    ['memberId', 'ARX-000042-02'],
    ['groupCode', 'ARXAIND'],
    ['binNumber', '610000'],
    ['cardTitle', 'Individual Member Card'],
    ['personCode', 4],
    ['issuer', { ...CARD.issuer, helpdesk_phone: '1-888-555-0100' }],
    ['issuer', { ...CARD.issuer, member_services_phone: '1-888-555-0101' }],
    ['issuer', { ...CARD.issuer, rx_pcn: null }],
    ['issuer', { ...CARD.issuer, processor_name: 'Other Rx Processing' }],
    // The account switched to Spanish: the kept English pass is not the card any more.
    ['locale', 'es'],
  ] as const)('when the card’s %s changes, then it is signed afresh and the new pass is kept', (field, value) => {
    const { signer, createPkpass } = countingSigner();
    const cached = new CachedPassSigner(signer, 'signer-1');
    const before = cached.createPkpass(CARD);

    const changed = { ...CARD, [field]: value };
    const after = cached.createPkpass(changed);
    const afterAgain = cached.createPkpass(changed);

    expect(after.equals(before)).toBe(false);
    expect(afterAgain.equals(after)).toBe(true);
    expect(createPkpass).toHaveBeenCalledTimes(2);
    expect(createPkpass).toHaveBeenLastCalledWith(changed);
  });

  it('when the same issuer details come in another key order, then the kept pass is used', () => {
    const { signer, createPkpass } = countingSigner();
    const cached = new CachedPassSigner(signer, 'signer-1');
    const reordered = Object.fromEntries(Object.entries(CARD.issuer).reverse()) as WalletCard['issuer'];

    const first = cached.createPkpass(CARD);
    const again = cached.createPkpass({ ...CARD, issuer: reordered });

    expect(again.equals(first)).toBe(true);
    expect(createPkpass).toHaveBeenCalledTimes(1);
  });

  it('when a card changes, then its old pass no longer takes room', () => {
    const { signer } = countingSigner(100);
    const cached = new CachedPassSigner(signer, 'signer-1');

    cached.createPkpass(CARD);
    cached.createPkpass({ ...CARD, memberName: 'Casey Renamed' });

    expect(cached.heldBytes).toBe(100);
  });

  it('when the passes held would pass the byte bound, then the least recently used are evicted', () => {
    const { signer, createPkpass } = countingSigner(100);
    const cached = new CachedPassSigner(signer, 'signer-1', 300);
    const card = (n: number) => ({ ...CARD, serialNumber: `serial-${n}` });

    cached.createPkpass(card(1));
    cached.createPkpass(card(2));
    cached.createPkpass(card(3));
    cached.createPkpass(card(1)); // used again: 2 is now the least recently used
    cached.createPkpass(card(4)); // 400 bytes would not fit: 2 goes
    expect(createPkpass).toHaveBeenCalledTimes(4);
    expect(cached.heldBytes).toBe(300);

    cached.createPkpass(card(1));
    cached.createPkpass(card(3));
    cached.createPkpass(card(4));
    expect(createPkpass).toHaveBeenCalledTimes(4);
    cached.createPkpass(card(2));
    expect(createPkpass).toHaveBeenCalledTimes(5);
    expect(cached.heldBytes).toBe(300);
  });

  it('when one pass is larger than the whole bound, then it is delivered but not kept', () => {
    const { signer, createPkpass } = countingSigner(500);
    const cached = new CachedPassSigner(signer, 'signer-1', 300);

    expect(cached.createPkpass(CARD)).toHaveLength(500);
    cached.createPkpass(CARD);

    expect(createPkpass).toHaveBeenCalledTimes(2);
    expect(cached.heldBytes).toBe(0);
  });

  it('when the signer fails, then nothing is kept and the next download tries again', () => {
    const createPkpass = vi
      .fn<(card: WalletCard) => Buffer>()
      .mockImplementationOnce(() => {
        throw new Error('signing failed');
      })
      .mockImplementation(() => Buffer.from('pass'));
    const cached = new CachedPassSigner({ createPkpass }, 'signer-1');

    expect(() => cached.createPkpass(CARD)).toThrow('signing failed');
    expect(cached.createPkpass(CARD).toString()).toBe('pass');
    expect(createPkpass).toHaveBeenCalledTimes(2);
  });
});

describe("the signer's identity in the key", () => {
  const credentials = createDevelopmentAppleCredentials({ passTypeId: 'pass.com.example.test', teamId: 'TEAM123456' });
  const options: PkpassSignerOptions = {
    credentials,
    passAuthSecret: 'secret-1',
    webServiceUrl: 'https://club.example.com/api/v1/wallet_passes/service',
    images: { 'icon.png': Buffer.from('icon') },
  };

  it('when the same options are given again, then the identity is the same', () => {
    expect(pkpassSignerIdentity({ ...options, credentials: { ...credentials } })).toBe(pkpassSignerIdentity(options));
  });

  it.each<[string, Partial<PkpassSignerOptions>]>([
    ['another certificate and key', { credentials: createDevelopmentAppleCredentials() }],
    ['another team', { credentials: { ...credentials, teamId: 'TEAM999999' } }],
    ['another authentication secret', { passAuthSecret: 'secret-2' }],
    ['no web service', { webServiceUrl: null }],
    ['other images', { images: { 'icon.png': Buffer.from('icon2') } }],
  ])('when the signer has %s, then the identity differs', (_what, change) => {
    expect(pkpassSignerIdentity({ ...options, ...change })).not.toBe(pkpassSignerIdentity(options));
  });
});
