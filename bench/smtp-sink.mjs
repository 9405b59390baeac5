// A local SMTP server for the renewal-notices case that only counts what arrives: each
// message's envelope recipients and its Message-ID (read from the header block, the body is
// drained unread), so the sink is never what limits the batch. It runs on a worker thread: its
// sockets do not share an event loop with autocannon's in this process, and the counters are
// shared memory the main thread reads without a round trip.
import { createRequire } from 'node:module';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** Slots of the shared counters. */
const MESSAGES = 0;
const RECIPIENTS = 1;
/** Slots of the shared times (epoch ms). */
const FIRST_AT = 0;
const LAST_AT = 1;
/** A header block longer than this is not ours; the Message-ID is looked for only up to here. */
const HEADER_LIMIT = 64 * 1024;

const MESSAGE_ID = /^message-id:[ \t]*(<[^>\r\n]+>)/im;

/**
 * Starts the sink; answers its smtp:// URL, `count()` (messages accepted so far, read from
 * shared memory), `summary()` (distinct Message-IDs and recipients, first and last arrival) and
 * `close()`.
 */
export async function startSmtpSink({ root }) {
  const counters = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
  const times = new Float64Array(new SharedArrayBuffer(2 * Float64Array.BYTES_PER_ELEMENT));
  const worker = new Worker(new URL(import.meta.url), { workerData: { root, counters, times } });
  const replies = new Map();
  let nextRequest = 0;
  let failure = null;
  const ready = new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message) => {
      if (message.type === 'listening') resolve(message.port);
      if (message.type === 'reply') {
        replies.get(message.id)?.(message.body);
        replies.delete(message.id);
      }
    });
  });
  worker.on('error', (error) => {
    failure = error;
  });
  const port = await ready;
  const ask = (type) =>
    new Promise((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextRequest++;
      replies.set(id, resolve);
      worker.postMessage({ type, id });
    });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    count: () => Atomics.load(counters, MESSAGES),
    summary: () => ask('summary'),
    /** Forgets what arrived, so a second batch counts from zero. */
    reset: () => ask('reset'),
    close: async () => {
      await ask('close').catch(() => {});
      await worker.terminate();
    },
  };
}

/** The worker's side: smtp-server (the API's own dev dependency) with no auth and no TLS. */
function runSink({ root, counters, times }) {
  // Resolved from the API's package, as its tests do, however npm laid node_modules out.
  const { SMTPServer } = createRequire(path.join(root, 'apps/api/package.json'))('smtp-server');
  let messageIds = new Set();
  let recipients = new Set();
  let withoutId = 0;

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // Every connection comes from 127.0.0.1; a DNS lookup per connection would only add waiting.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let head = '';
      let found = false;
      let id = null;
      stream.on('data', (chunk) => {
        if (found || head.length >= HEADER_LIMIT) return;
        head += chunk.toString('latin1');
        const end = head.indexOf('\r\n\r\n');
        id = MESSAGE_ID.exec(end >= 0 ? head.slice(0, end) : head)?.[1] ?? null;
        // Found, or the headers ended without one: either way the rest is body.
        found = id !== null || end >= 0;
      });
      // Counted when the whole message is in, so the counts always agree with each other.
      stream.on('end', () => {
        if (id) messageIds.add(id);
        else withoutId++;
        for (const rcpt of session.envelope.rcptTo) recipients.add(rcpt.address.toLowerCase());
        const now = Date.now();
        if (Atomics.load(counters, MESSAGES) === 0) times[FIRST_AT] = now;
        times[LAST_AT] = now;
        Atomics.add(counters, RECIPIENTS, session.envelope.rcptTo.length);
        Atomics.add(counters, MESSAGES, 1);
        callback();
      });
    },
  });

  parentPort.on('message', ({ type, id }) => {
    const reply = (body) => parentPort.postMessage({ type: 'reply', id, body });
    if (type === 'summary') {
      reply({
        messages: Atomics.load(counters, MESSAGES),
        recipients: Atomics.load(counters, RECIPIENTS),
        distinctMessageIds: messageIds.size,
        messagesWithoutId: withoutId,
        distinctRecipients: recipients.size,
        firstAt: times[FIRST_AT] || null,
        lastAt: times[LAST_AT] || null,
      });
    } else if (type === 'reset') {
      messageIds = new Set();
      recipients = new Set();
      withoutId = 0;
      Atomics.store(counters, MESSAGES, 0);
      Atomics.store(counters, RECIPIENTS, 0);
      times.fill(0);
      reply(null);
    } else if (type === 'close') {
      server.close(() => reply(null));
    }
  });
  server.listen(0, '127.0.0.1', () =>
    parentPort.postMessage({ type: 'listening', port: server.server.address().port }),
  );
}

if (!isMainThread && workerData?.counters) runSink(workerData);
