import http from 'node:http';

/**
 * Load for the production suite: keep-alive clients looping over real requests, and slow
 * uploads that stay in flight for seconds. Every request is recorded with its times, so a test
 * can ask what was in flight at a given moment and how it ended.
 */

export type RequestRecord = {
  what: string;
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or 0 when no answer came. */
  status: number;
  /** The socket error (ECONNREFUSED, ECONNRESET, …) when no answer came. */
  error?: string;
};

export const isOk = (record: RequestRecord) => record.status >= 200 && record.status < 300;

/** Requests that had started before `at` and had not been answered by then. */
export const inFlightAt = (records: RequestRecord[], at: number) =>
  records.filter((record) => record.startedAt < at && record.endedAt > at);

function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

export type Call = { what: string; path: string; headers?: Record<string, string> };

/**
 * `concurrency` clients, each sending `next()`'s request in turn over the global fetch's
 * keep-alive connections, until `next()` answers null, `stop()`, or it cannot connect any more.
 */
export function startLoad(origin: string, concurrency: number, next: (client: number) => Call | null) {
  const records: RequestRecord[] = [];
  let stopped = false;
  const client = async (_: unknown, index: number) => {
    while (!stopped) {
      const call = next(index);
      if (!call) return;
      const startedAt = performance.now();
      try {
        const response = await fetch(`${origin}${call.path}`, { headers: call.headers });
        await response.arrayBuffer();
        records.push({ what: call.what, startedAt, endedAt: performance.now(), status: response.status });
      } catch (error) {
        const code = errorCode(error);
        records.push({ what: call.what, startedAt, endedAt: performance.now(), status: 0, error: code });
        // The listener has closed: this client is done, as a load balancer would be.
        if (code === 'ECONNREFUSED') return;
      }
    }
  };
  const clients = Array.from({ length: concurrency }, client);
  return {
    records,
    async stop() {
      stopped = true;
      await Promise.all(clients);
    },
  };
}

/**
 * A JSON POST whose body arrives in two halves `durationMs` apart, on a connection of its own:
 * the server has the request (it is in flight) from the first byte.
 */
export function slowPost(origin: string, path: string, body: unknown, durationMs: number): Promise<RequestRecord> {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, error?: string) =>
      resolve({ what: `slow POST ${path}`, startedAt, endedAt: performance.now(), status, error });
    const request = http.request(`${origin}${path}`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) },
    });
    const timer = setTimeout(() => request.end(text.slice(half)), durationMs);
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode ?? 0));
      response.on('error', (error: NodeJS.ErrnoException) => done(0, error.code ?? error.message));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      done(0, error.code ?? error.message);
    });
    request.write(text.slice(0, half));
  });
}

/** One GET on a new connection (as a load balancer's health check makes it): its status or socket error. */
export type Probe = { startedAt: number; at: number; status: number; error?: string };

export function probe(url: string, timeoutMs = 2_000): Promise<Probe> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => resolve({ startedAt, at: performance.now(), status: response.statusCode ?? 0 }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ startedAt, at: performance.now(), status: 0, error: error.code ?? error.message }),
    );
  });
}
