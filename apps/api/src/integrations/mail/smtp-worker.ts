// The SMTP side of SmtpMailer, on a worker thread (docs/decisions/0015-lifecycle-jobs-and-email.md):
// composing a MIME message and speaking SMTP costs about half a millisecond of CPU per message,
// which a batch of a hundred thousand notices would otherwise take from the requests' event loop.
// The thread owns the nodemailer pool; the main thread posts messages and waits for each answer.
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { SmtpWorkerReply, SmtpWorkerRequest, SmtpWorkerSettings } from './smtp-worker-protocol';

/**
 * Members' requests come first: on Linux this thread lowers its own scheduling priority (nice
 * 10), so when the CPU is short a batch of notices slows down instead of the API. The thread's
 * id is the last part of /proc/thread-self, and setpriority given a thread id acts on that
 * thread alone. Elsewhere, or if the system refuses, the thread runs at normal priority.
 */
function yieldToRequests(): void {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isSafeInteger(threadId) && threadId > 0) os.setPriority(threadId, 10);
  } catch {
    // Not Linux, or not allowed: normal priority.
  }
}
yieldToRequests();

const settings = workerData as SmtpWorkerSettings;
const port = parentPort;
if (!port) throw new Error('smtp-worker runs only as a worker thread');

// The URL read by nodemailer's own parser (host, port, TLS, credentials, query options), then
// requireTLS after it: given beside `url` instead, the URL's query (?requireTLS=false) would win.
const transport = nodemailer.createTransport({
  ...parseConnectionUrl(settings.url),
  ...(settings.requireTls && { requireTLS: true }),
  pool: true,
  maxConnections: settings.maxConnections,
  // nodemailer's default (100) closes and reopens each connection every hundred messages;
  // a batch of notices would spend a handshake per hundred on it.
  maxMessages: 1_000,
  // A server that accepts the connection and then says nothing must not hold a job forever.
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} satisfies SMTPPool.Options);

port.on('message', async (request: SmtpWorkerRequest) => {
  if (request.type === 'close') {
    transport.close();
    port.postMessage({ type: 'closed' } satisfies SmtpWorkerReply);
    return;
  }
  const { id, message } = request;
  try {
    await transport.sendMail({
      from: settings.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: message.messageId,
      headers: { 'X-ARX-Kind': message.kind },
    });
    port.postMessage({ type: 'sent', id } satisfies SmtpWorkerReply);
  } catch (error) {
    // The server's own words ("451 try again later"), which the job keeps as its reason.
    const text = error instanceof Error ? error.message : 'the SMTP send failed';
    port.postMessage({ type: 'failed', id, error: text } satisfies SmtpWorkerReply);
  }
});
