import type { FastifyInstance } from 'fastify';

export type Draining = { readonly active: boolean; begin(): void };

/**
 * The instance's shutdown state. Readiness turns false first, so the load balancer stops sending
 * before we close; while draining, every answer asks its client to reconnect, so keep-alive
 * connections move to the other instances and none is left idle to be cut when this one stops
 * listening.
 */
export function registerDraining(app: FastifyInstance): Draining {
  let active = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (active) reply.header('connection', 'close');
    done(null, payload);
  });
  return {
    get active() {
      return active;
    },
    begin() {
      active = true;
    },
  };
}
