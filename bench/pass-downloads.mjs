// The pass-downloads case: members download their Apple Wallet pass as often as the rate limit
// lets them while autocannon loads /health/live as in the baseline case, so the table shows
// what the downloads cost everyone else (signing a .pkpass is CPU work on the event loop).
import { BROWSER_HEADERS } from './cases.mjs';
import { drain, latencySummary, measure } from './load.mjs';

const API = '/api/v1';

/**
 * One download per member every 2.1 s: 28.6 a minute, under the server's limit of 30 per
 * member a minute (walletDownload in apps/api/src/security/rate-limit.ts) with room for the
 * preflight's one. Faster would measure 429s; the server raises no limit for the bench.
 */
export const DOWNLOAD_INTERVAL_MS = 2100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each member's card to download: the dashboard's eligibility call names it. */
async function cardsOf(origin, members) {
  return Promise.all(
    members.map(async (member) => {
      const response = await fetch(`${origin}${API}/wallet_passes/eligibility`, {
        headers: { ...BROWSER_HEADERS, authorization: `Bearer ${member.token}` },
      });
      const body = await response.json();
      if (!response.ok || !body.eligible) {
        throw new Error(`${member.email} may not download a pass (${response.status}: ${body.reason ?? body.message})`);
      }
      return { token: member.token, membershipId: body.membership_id };
    }),
  );
}

function download(origin, card) {
  return fetch(`${origin}${API}/wallet_passes/${card.membershipId}/download?platform=ios`, {
    headers: { ...BROWSER_HEADERS, accept: '*/*', authorization: `Bearer ${card.token}` },
  });
}

/**
 * Every member downloads its own pass, one request per DOWNLOAD_INTERVAL_MS, until `until`;
 * starts are spread over one interval so the downloads arrive evenly, not 50 at once.
 */
async function downloadLoop(origin, cards, until) {
  const latencies = [];
  const statusCodes = {};
  let failures = 0;
  const count = (code) => {
    statusCodes[code] = { count: (statusCodes[code]?.count ?? 0) + 1 };
  };
  await Promise.all(
    cards.map(async (card, index) => {
      await sleep((index * DOWNLOAD_INTERVAL_MS) / cards.length);
      while (performance.now() < until) {
        const sent = performance.now();
        try {
          const response = await download(origin, card);
          await response.arrayBuffer();
          count(response.status);
          latencies.push(performance.now() - sent);
        } catch {
          failures++;
        }
        const next = sent + DOWNLOAD_INTERVAL_MS;
        if (next >= until) break;
        await sleep(next - performance.now());
      }
    }),
  );
  const requests = latencies.length + failures;
  const non2xx = Object.entries(statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, { count }]) => sum + count, 0);
  return { requests, latencies, statusCodes, failures, non2xx };
}

/** The case's runner (called by run.mjs in place of load.mjs's runCase). */
export async function runPassDownloads(origin, testCase, { connections, duration, warmup }) {
  // One loop per member: two on one member would double its rate into the limit.
  const cards = await cardsOf(origin, testCase.members.slice(0, connections));
  const first = await download(origin, cards[0]);
  await first.arrayBuffer();
  if (!first.ok) throw new Error(`GET ${API}/wallet_passes/:id/download answered ${first.status}`);
  await drain(origin);
  // The warm-up signs each card once (as a member's first download does); the measured run then
  // meets what members meet afterwards.
  if (warmup > 0) {
    await downloadLoop(origin, cards, performance.now() + warmup * 1000);
    await drain(origin);
  }
  const until = performance.now() + duration * 1000;
  const [health, downloads] = await Promise.all([
    measure(origin, testCase.health, { connections, duration }),
    downloadLoop(origin, cards, until),
  ]);
  const downloadLatency = latencySummary(downloads.latencies);
  const statusCodes = { ...health.statusCodes };
  for (const [code, { count }] of Object.entries(downloads.statusCodes)) {
    statusCodes[code] = { count: (statusCodes[code]?.count ?? 0) + count };
  }
  return {
    id: testCase.id,
    label: testCase.label,
    url: testCase.url,
    ...health,
    errors: health.errors + downloads.non2xx + downloads.failures,
    socketErrors: health.socketErrors + downloads.failures,
    non2xx: health.non2xx + downloads.non2xx,
    statusCodes,
    breakdown: [{ name: `pass downloads (${downloads.requests} in ${duration} s)`, latencyMs: downloadLatency }],
    downloads: {
      members: cards.length,
      intervalMs: DOWNLOAD_INTERVAL_MS,
      requests: downloads.requests,
      rps: downloads.requests / duration,
      latencyMs: downloadLatency,
      statusCodes: downloads.statusCodes,
      failures: downloads.failures,
    },
    drain: await drain(origin),
  };
}
