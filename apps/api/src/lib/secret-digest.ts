import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * What is stored of a one-time secret (a sign-in code, a pass link token): its SHA-256, so a
 * read of the database gives nothing that works.
 */
export function digestSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Compares two secrets, or their digests, in constant time: timing tells nothing of how much matched. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
