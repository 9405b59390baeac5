// Runs one case with autocannon: a short warm-up, then the measured run. Latencies are taken
// from every response (exact, sub-millisecond) rather than autocannon's whole-millisecond
// histogram, and split per request of the case's list when it has several.
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './cases.mjs';

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function latencySummary(values) {
  const sorted = Float64Array.from(values).sort();
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : null,
    mean: sorted.length ? sum / sorted.length : null,
  };
}

async function fire(origin, testCase, { connections, duration }, onResponse) {
  const instance = autocannon({
    url: origin,
    connections,
    duration,
    pipelining: 1,
    timeout: 10,
    headers: testCase.headers ?? BROWSER_HEADERS,
    requests: testCase.requests(),
  });
  if (onResponse) instance.on('response', onResponse);
  return await instance;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the server has worked off what the last case left queued (requests whose
 * connections autocannon already closed still run their queries), so one case's backlog is
 * not measured as the next case's latency. Ready pings the database, so it queues behind them.
 */
export async function drain(origin, { quietMs = 25, limitMs = 120_000 } = {}) {
  const started = performance.now();
  let quiet = 0;
  while (quiet < 3 && performance.now() - started < limitMs) {
    const sent = performance.now();
    try {
      const response = await fetch(`${origin}/api/v1/health/ready`);
      await response.arrayBuffer();
      quiet = response.ok && performance.now() - sent < quietMs ? quiet + 1 : 0;
    } catch {
      quiet = 0;
    }
    if (quiet < 3) await sleep(quiet > 0 ? 20 : 100);
  }
  return { ms: performance.now() - started, settled: quiet >= 3 };
}

/**
 * One request of each kind must answer 2xx before the case is loaded, or its numbers mean nothing.
 * A case with `inspect` (a server-rendered page) has its first answer checked; what that found
 * is returned (its `misses` make the case MISS, its numbers are still measured).
 */
export async function preflight(origin, testCase) {
  const context = {};
  let inspection = null;
  for (const template of testCase.requests()) {
    let request = { method: 'GET', path: template.path, headers: { ...(testCase.headers ?? BROWSER_HEADERS) } };
    if (template.setupRequest) request = template.setupRequest(request, context);
    const response = await fetch(`${origin}${request.path}`, { headers: request.headers });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`GET ${request.path.split('?')[0]} answered ${response.status}`);
    if (testCase.inspect && !inspection) {
      inspection = testCase.inspect({
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        body,
      });
    }
  }
  return inspection;
}

/** A case that could not run, in the shape of one that did, so it reports as MISS with its reason. */
export function failedCase(testCase, reason) {
  const none = { count: 0, p50: null, p90: null, p99: null, max: null, mean: null };
  return {
    id: testCase.id,
    label: testCase.label,
    url: testCase.url,
    rps: 0,
    requests: 0,
    latencyMs: none,
    errors: 0,
    failed: reason,
    breakdown: testCase.breakdown?.map((name) => ({ name, latencyMs: none })),
  };
}

/**
 * The measured run: autocannon for `duration` seconds, the latency of every answer but each
 * connection's first, split per request of the case's list when it has several.
 */
export async function measure(origin, testCase, { connections, duration }) {
  const all = [];
  const byRequest = testCase.breakdown ? testCase.breakdown.map(() => []) : null;
  // Each connection's first answer also carries its TCP set-up while the other 49 connect at
  // the same instant: a start-up burst, not the steady state a member meets. It still counts
  // towards requests per second and errors, but not towards the latency percentiles.
  const connected = new WeakSet();
  const result = await fire(origin, testCase, { connections, duration }, (client, _status, _bytes, ms) => {
    if (!connected.has(client)) {
      connected.add(client);
      return;
    }
    all.push(ms);
    // With one request in flight per connection, the iterator still points at the one answered.
    if (byRequest) byRequest[client.requestIterator.currentRequestIndex]?.push(ms);
  });
  return {
    connections,
    durationS: result.duration,
    rps: result.requests.average,
    requests: result.requests.total,
    bytesPerSecond: result.throughput.average,
    latencyMs: latencySummary(all),
    autocannonLatencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors + result.non2xx,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: result.statusCodeStats,
    breakdown: byRequest
      ? testCase.breakdown.map((name, index) => ({ name, latencyMs: latencySummary(byRequest[index]) }))
      : undefined,
  };
}

export async function runCase(origin, testCase, { connections, duration, warmup }) {
  const inspection = await preflight(origin, testCase);
  await drain(origin);
  if (warmup > 0) {
    await fire(origin, testCase, { connections, duration: warmup });
    await drain(origin);
  }
  const measured = await measure(origin, testCase, { connections, duration });
  return {
    id: testCase.id,
    label: testCase.label,
    url: testCase.url,
    ...(inspection ? { inspection } : {}),
    ...measured,
    drain: await drain(origin),
  };
}
