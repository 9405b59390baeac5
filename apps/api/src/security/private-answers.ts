import type { FastifyInstance } from 'fastify';

/**
 * A signed-in answer is that member's alone: no browser or shared cache may keep it, whatever
 * the route set (request.auth is set by the guards once a token checked out).
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const current = reply.getHeader('cache-control');
    if (request.auth && !String(current ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
