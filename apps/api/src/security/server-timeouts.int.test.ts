import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { LOAD_BALANCER_IDLE_TIMEOUT_MS } from './server-timeouts';

type HttpServerTimeouts = http.Server & { connectionsCheckingInterval?: number };

describe('server timeouts for a load balancer in front', () => {
  let ctx: TestContext;
  let server: HttpServerTimeouts;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    server = ctx.app.server as HttpServerTimeouts;
  });
  afterAll(() => ctx.close());

  it('keeps idle connections open longer than the balancer does, so the balancer closes them first', () => {
    expect(server.keepAliveTimeout).toBeGreaterThan(LOAD_BALANCER_IDLE_TIMEOUT_MS);
  });

  it('bounds how long a client may take to send its headers and its request (slowloris)', () => {
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.requestTimeout).toBeGreaterThan(0);
    // Node's own rule: the headers are part of the request.
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
    expect(server.requestTimeout).toBeLessThanOrEqual(60_000);
    // The sweep that enforces them runs often enough for the limits to mean what they say.
    expect(server.connectionsCheckingInterval).toBeGreaterThan(0);
    expect(server.connectionsCheckingInterval).toBeLessThanOrEqual(server.headersTimeout / 2);
  });

  it('answers on the listening socket', async () => {
    const { port } = server.address() as net.AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/health/live`);
    expect(res.status).toBeLessThan(500);
  });
});

/**
 * Why headersTimeout may be shorter than keepAliveTimeout on this Node: the header clock starts
 * with a request's first byte, not while a kept-alive connection waits idle. The same
 * proportions as the app's settings, scaled down so the test takes about a second.
 */
describe('the Node behaviour the settings rely on', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer(
      { headersTimeout: 300, requestTimeout: 3_000, connectionsCheckingInterval: 50 },
      (_request, response) => response.end('ok'),
    );
    server.keepAliveTimeout = 2_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  function connect() {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let closedAt: number | null = null;
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) =>
      socket.on('close', () => {
        closedAt = performance.now();
        resolve();
      }),
    );
    return {
      socket,
      received: () => received,
      closedAt: () => closedAt,
      closedWithin: (ms: number) => Promise.race([closed, sleep(ms)]),
    };
  }

  it('serves a kept-alive connection that sat idle three times the headers timeout', async () => {
    const client = connect();
    client.socket.write('GET / HTTP/1.1\r\nHost: test\r\n\r\n');
    await sleep(900);
    client.socket.write('GET / HTTP/1.1\r\nHost: test\r\n\r\n');
    await sleep(200);
    expect(client.received().match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    expect(client.closedAt()).toBeNull();
    client.socket.destroy();
  });

  it('cuts off a client that dribbles its headers, with a 408', async () => {
    const client = connect();
    const startedAt = performance.now();
    client.socket.write('GET / HTTP/1.1\r\nHost: test\r\n');
    await sleep(150);
    client.socket.write('X-Slow: 1\r\n');
    await client.closedWithin(2_500);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(client.closedAt()).not.toBeNull();
    // Well before the request timeout: the headers limit did it.
    expect(client.closedAt()! - startedAt).toBeLessThan(1_500);
  });
});
