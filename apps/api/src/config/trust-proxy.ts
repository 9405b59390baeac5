import { isIP } from 'node:net';
import type { z } from 'zod';

/** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDRs. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: unset/false/0 trusts nobody; a whole number N trusts the N hops nearest us (1 for
 * one load balancer); otherwise a comma-separated list of the proxies' addresses or CIDRs.
 * `true` is refused (docs/decisions/0014-production-guard.md).
 */
export function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        'true trusts every hop, so a client could name its own address in X-Forwarded-For and dodge the rate limits; set the number of proxies in front (1 for one load balancer) or their addresses/CIDRs, comma-separated',
    });
    return false;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) ctx.addIssue({ code: 'custom', message: 'a hop count above 10 is surely a mistake' });
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 6 ? 128 : 32;
    const goodPrefix = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || !goodPrefix || rest.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not a hop count, an IP address or a CIDR (such as 10.0.0.0/8)`,
      });
    } else if (prefix !== undefined && Number(prefix) < minPrefix(address)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" trusts far more than your proxies: a client anywhere in it could name its own address in X-Forwarded-For. Name the proxies' own block, at least /8 for IPv4 and /32 for IPv6 (/104 for an IPv4-mapped ::ffff:a.b.c.d)`,
      });
    }
  }
  return entries;
}

/**
 * The widest prefix that still names a block of proxies: /8 for IPv4, /32 for IPv6. Fastify
 * matches an IPv4-mapped IPv6 block (::ffff:a.b.c.d/N) against IPv4 clients as IPv4 /(N−96), so
 * it needs /104. A wider one is always a mistake, and /0 also stops Fastify at start.
 */
function minPrefix(address: string): number {
  if (isIP(address) === 4) return 8;
  return isIPv4Mapped(address) ? 96 + 8 : 32;
}

/** ::ffff:a.b.c.d in any notation (hex, dotted, written out); the URL parser normalises it. */
function isIPv4Mapped(address: string): boolean {
  try {
    const { hostname } = new URL(`http://[${address.replace(/%.*$/, '')}]`);
    return /^\[::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}\]$/.test(hostname);
  } catch {
    return false;
  }
}
