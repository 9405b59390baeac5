import net from 'node:net';

/**
 * A TCP proxy between a server process and PostgreSQL, so a test can take the database away
 * and give it back without touching the shared PostgreSQL server.
 * - `refuse`: every open connection is cut and the port is closed (connections are refused),
 *   as when the database host is up but PostgreSQL is not.
 * - `blackhole`: every open connection is cut; new ones are accepted and never answered, as
 *   when a firewall or a dead host swallows the packets.
 */
export type OutageKind = 'refuse' | 'blackhole';

export type TcpProxy = {
  port: number;
  /** Connections forwarded so far. */
  connections(): number;
  cut(kind: OutageKind): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'forward' | OutageKind = 'forward';
  let forwarded = 0;
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };

  const server = net.createServer((client) => {
    track(client);
    client.on('error', () => {});
    if (mode !== 'forward') return; // The black hole: accepted, never answered.
    forwarded++;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;

  const cutAll = () => {
    for (const socket of open) socket.destroy();
  };

  return {
    port,
    connections: () => forwarded,
    async cut(kind) {
      if (mode !== 'forward') throw new Error(`the proxy is already cut (${mode})`);
      mode = kind;
      const closing = kind === 'refuse' ? stopListening() : Promise.resolve();
      cutAll();
      await closing;
    },
    async restore() {
      if (mode === 'forward') return;
      const was = mode;
      mode = 'forward';
      // What the black hole held is dropped: those clients gave up long ago.
      cutAll();
      if (was === 'refuse') await listen(port);
    },
    async close() {
      mode = 'refuse';
      cutAll();
      if (server.listening) await stopListening();
    },
  };
}
