import type { FastifyInstance, FastifyReply } from 'fastify';
import { SIGN_IN_STYLE_HASH } from '../integrations/identity/local/local-sign-in-page';

/**
 * The Content-Security-Policy of every page we serve: the built web app, the local sign-in page
 * and anything else without a policy of its own (the sandbox's hosted pages set a stricter one).
 *
 * - script-src 'self': the built app loads only its own module files; no inline script anywhere.
 * - style-src: the app's stylesheet, plus by hash its print-card stylesheet and the sign-in
 *   page's inline one.
 * - img-src 'self': the favicon is the only image file; the icons and the wallet QR code are
 *   inline SVG elements, and neither the app's CSS nor its code uses data: images.
 * - frame-src: on iOS the wallet flow loads our own .pkpass download URL (APP_URL) in a hidden frame.
 * - form-action: the sign-in and sandbox forms post here and are redirected to APP_URL; Chromium
 *   checks every hop of that redirect against form-action.
 * - worker-src, manifest-src 'self': counter mode's service worker (/sw.js) and the install
 *   manifest, said outright rather than left to default-src.
 */
export function contentSecurityPolicy(appUrl: string): string {
  const appOrigin = new URL(appUrl).origin;
  const selfAnd = (origin: string) => `'self' ${origin}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${SIGN_IN_STYLE_HASH}`,
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src ${selfAnd(appOrigin)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action ${selfAnd(appOrigin)}`,
  ].join('; ');
}

/** Headers every response carries, whatever produced it. */
const FIXED_HEADERS: Record<string, string> = {
  // Two years, every subdomain; browsers ignore it over plain http (local development).
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  // Our files are not for other sites' pages; CORS requests from configured origins are unaffected.
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * A download may be framed by our own page: the iOS wallet flow opens the .pkpass in a hidden
 * frame, and Safari checks frame-ancestors before it hands the file to Wallet.
 */
function isDownload(reply: FastifyReply): boolean {
  const disposition = reply.getHeader('content-disposition');
  return typeof disposition === 'string' && /^\s*attachment/i.test(disposition);
}

/**
 * Sets the security headers in onSend, which every reply passes through: route answers, errors,
 * 404s, redirects, static files and the web app's index.html. Registered on the root instance
 * before any route so no plugin escapes it.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { appUrl: string }): void {
  const policy = contentSecurityPolicy(options.appUrl);
  const downloadPolicy = policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  app.addHook('onSend', (_request, reply, payload, done) => {
    const download = isDownload(reply);
    // A route with its own, stricter policy keeps it (the sandbox's hosted pages).
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', download ? downloadPolicy : policy);
    }
    reply.header('x-frame-options', download ? 'SAMEORIGIN' : 'DENY');
    for (const [name, value] of Object.entries(FIXED_HEADERS)) reply.header(name, value);
    done(null, payload);
  });
}
