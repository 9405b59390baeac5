import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { isLoopbackHost } from './production-guard';

const REFUSAL = [
  'This server is a local try-out: its demo parts (a sign-in page where anyone signs in as any e-mail, a payment sandbox) answer only at localhost on this machine.',
  'To serve it under another name, set APP_URL to that origin, and either the real providers or ALLOW_DEMO_PROVIDERS=true for a public demo.',
  '',
].join('\n');

/**
 * The request-time half of the production guard (docs/decisions/0014-production-guard.md). The
 * demo parts run unasked because APP_URL and HOST are loopback, yet a reverse proxy in front can
 * still bring the world in: so while they run without ALLOW_DEMO_PROVIDERS, a request that names
 * any other host (Host, or X-Forwarded-Host from a proxy that rewrote Host) is refused with 421
 * before any route. Browsers, the dev server's proxy and the tests on this machine name localhost.
 */
export function registerLocalHostGuard(app: FastifyInstance, demo: AppConfig['demo']): void {
  if (demo.parts.length === 0 || demo.announced) return;
  app.addHook('onRequest', async (request, reply) => {
    const hosts = [request.headers.host, ...[request.headers['x-forwarded-host'] ?? []].flat()];
    if (hosts.every(isThisMachine)) return;
    return reply.code(421).header('Content-Type', 'text/plain; charset=utf-8').send(REFUSAL);
  });
}

/** A Host value (name or address, any port) that reaches only this machine; none is not. */
function isThisMachine(host: string | undefined): boolean {
  if (!host) return false;
  return host.split(',').every((one) => {
    try {
      return isLoopbackHost(new URL(`http://${one.trim()}`).hostname);
    } catch {
      return false;
    }
  });
}
