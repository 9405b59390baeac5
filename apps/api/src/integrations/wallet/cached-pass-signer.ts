import { createHash } from 'node:crypto';
import type { ApplePassSigner, WalletCard } from './wallet-pass-signer';

/** About 4,000 passes of ~8 kB: every card downloaded lately on an instance, in little memory. */
export const SIGNED_PASS_CACHE_BYTES = 32 * 1024 * 1024;

type Entry = { digest: string; file: Buffer };

/**
 * Keeps the last signed .pkpass of each membership until its card or the issuer's details
 * change, so repeated downloads and shared-link opens of an unchanged card are never signed
 * again, and a changed phone number is on the very next download.
 *
 * Signing stays on the event loop, not in a worker thread. One createPkpass with the
 * development credentials (RSA 2048, node-forge) took 27.5 ms (median of 39 in a row; the
 * first 37–50 ms) on the 2-core machine this was built on: too long for every download, but
 * with this cache it is paid once per card per instance (the first download after a start or
 * a change to the card), and downloads are limited to 30 a minute per member. Even a member
 * who renamed their card before every download (profile updates are limited to 20 a minute)
 * would cost about half a second of signing a minute. A worker would need its own bundle
 * entry and a copy of the signing key in another thread for that.
 */
export class CachedPassSigner implements ApplePassSigner {
  /** By serial number (one per membership), least recently used first. */
  private readonly passes = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly signer: ApplePassSigner,
    /** Names the credentials and settings the signer signs with: a change of them misses. */
    private readonly signerIdentity: string,
    private readonly maxBytes = SIGNED_PASS_CACHE_BYTES,
  ) {}

  createPkpass(card: WalletCard): Buffer {
    const digest = cardDigest(this.signerIdentity, card);
    const cached = this.passes.get(card.serialNumber);
    if (cached?.digest === digest) {
      this.passes.delete(card.serialNumber);
      this.passes.set(card.serialNumber, cached);
      return cached.file;
    }
    const file = this.signer.createPkpass(card);
    this.keep(card.serialNumber, { digest, file });
    return file;
  }

  /** Bytes held now (for tests and anyone sizing the bound). */
  get heldBytes(): number {
    return this.bytes;
  }

  private keep(serialNumber: string, entry: Entry): void {
    this.forget(serialNumber);
    if (entry.file.length > this.maxBytes) return;
    for (const [key] of this.passes) {
      if (this.bytes + entry.file.length <= this.maxBytes) break;
      this.forget(key);
    }
    this.passes.set(serialNumber, entry);
    this.bytes += entry.file.length;
  }

  private forget(serialNumber: string): void {
    const entry = this.passes.get(serialNumber);
    if (!entry) return;
    this.passes.delete(serialNumber);
    this.bytes -= entry.file.length;
  }
}

/**
 * Every field of the card, the issuer's details (processor, RxPCN, phones, website) included,
 * in a fixed order, so a changed setting or a field added to WalletCard later is part of the
 * key without anyone remembering to add it here.
 */
function cardDigest(signerIdentity: string, card: WalletCard): string {
  return createHash('sha256')
    .update(JSON.stringify([signerIdentity, sortedEntries(card)]))
    .digest('base64url');
}

function sortedEntries(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  return Object.entries(value)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, inner]) => [key, sortedEntries(inner)]);
}
