/** A token secret is this many random bytes at least (HS256 wants a key as long as its hash). */
export const MIN_SECRET_BYTES = 32;

/**
 * Hex or base64 (either alphabet) of at least 32 bytes that look random: a word repeated, or
 * a short alphabet written out, fails.
 */
export function isStrongSecret(value: string): boolean {
  let bytes: Buffer;
  if (/^[0-9a-f]+$/i.test(value) && value.length % 2 === 0) bytes = Buffer.from(value, 'hex');
  else if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) bytes = Buffer.from(value.replace(/=+$/, ''), 'base64url');
  else return false;
  // 32 random bytes hold ~30 distinct values; fewer than 16 means a pattern, not randomness.
  return bytes.length >= MIN_SECRET_BYTES && new Set(bytes).size >= 16;
}
