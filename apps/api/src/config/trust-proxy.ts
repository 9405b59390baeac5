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
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const maxPrefix = family === 6 ? 128 : 32;
    const goodPrefix = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || !goodPrefix || rest.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not a hop count, an IP address or a CIDR (such as 10.0.0.0/8)`,
      });
    }
  }
  return entries;
}
