import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { type Mailer, type MailMessage, messageDomainOf, messageIdFor } from './mailer';
import type { SmtpWorkerMessage, SmtpWorkerReply, SmtpWorkerRequest, SmtpWorkerSettings } from './smtp-worker-protocol';

export type SmtpSettings = {
  /** smtp:// or smtps:// with credentials, e.g. smtps://user:pass@smtp.example.com:465 */
  url: string;
  /** The From header, e.g. "ARX Savings Club <members@example.com>". */
  from: string;
  /**
   * Insist on STARTTLS before anything else (nodemailer's requireTLS), whatever the URL's query
   * says: a server that offers none gets no credentials and the send fails.
   */
  requireTls?: boolean;
  /** Connections kept open to the server; a batch of notices shares them. */
  maxConnections?: number;
  /** Worker threads sending (default: two, or one on a one-core machine). */
  threads?: number;
};

/**
 * Starts the worker's script: the built smtp-worker.mjs beside the server bundle, or, when the
 * app runs from source (tests, `npm run dev`), the TypeScript file loaded through tsx's loader,
 * registered inside the new thread first (a loader given as `--import` in execArgv does not
 * reach a worker's own entry on Node 20).
 */
function startWorkerThread(workerData: SmtpWorkerSettings): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./smtp-worker.mjs', import.meta.url), { workerData });
  const source = new URL('./smtp-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

type Pending = { resolve: () => void; reject: (error: Error) => void };

/** One worker thread running nodemailer, and the sends it has not answered yet. */
class SmtpThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  /** False once the thread died or was closed: the mailer starts another in its place. */
  alive = true;

  constructor(settings: SmtpWorkerSettings) {
    this.worker = startWorkerThread(settings);
    // Sends in flight keep their jobs waiting, not the process: a shutdown closes the mailer.
    this.worker.unref();
    this.worker.on('message', (reply: SmtpWorkerReply) => {
      if (reply.type === 'closed') return;
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.type === 'sent') waiting?.resolve();
      else waiting?.reject(new Error(reply.error));
    });
    const lost = (error: Error) => {
      // A thread that died takes its sends with it: they fail, and their jobs are retried.
      this.alive = false;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', lost);
    this.worker.on('exit', (code) => lost(new Error(`the SMTP worker stopped (exit code ${code})`)));
  }

  send(message: SmtpWorkerMessage): Promise<void> {
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ type: 'send', id, message } satisfies SmtpWorkerRequest);
    });
  }

  /** Waits for the sends handed over, closes the SMTP connections, then the thread. */
  async close(): Promise<void> {
    this.alive = false;
    while (this.pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      this.worker.once('message', (reply: SmtpWorkerReply) => {
        if (reply.type === 'closed') {
          clearTimeout(timer);
          resolve();
        }
      });
      this.worker.postMessage({ type: 'close' } satisfies SmtpWorkerRequest);
    });
    await this.worker.terminate();
  }
}

/**
 * Sends through an SMTP server with nodemailer, over a small pool of kept-open connections so a
 * sweep of many notices does not open one connection per message. nodemailer runs on worker
 * threads (smtp-worker.ts; two where the machine has two cores), started at the first message
 * and taken in turn: composing and sending cost about a millisecond of CPU per message, which
 * stays off the event loop that answers members, and the threads run at a lower priority.
 */
export class SmtpMailer implements Mailer {
  readonly name = 'smtp' as const;
  /** The From address's domain, which names our Message-IDs. */
  private readonly messageDomain: string;
  private readonly threads: Array<SmtpThread | null>;
  private turn = 0;

  constructor(private readonly settings: SmtpSettings) {
    this.messageDomain = messageDomainOf(settings.from);
    this.threads = new Array(settings.threads ?? Math.min(2, os.availableParallelism())).fill(null);
  }

  private nextThread(): SmtpThread {
    const slot = this.turn++ % this.threads.length;
    let thread = this.threads[slot];
    if (!thread?.alive) {
      // The connections are shared out among the threads, so the server sees no more than asked.
      const connections = Math.max(1, Math.ceil((this.settings.maxConnections ?? 5) / this.threads.length));
      thread = new SmtpThread({
        url: this.settings.url,
        from: this.settings.from,
        requireTls: this.settings.requireTls ?? false,
        maxConnections: connections,
      });
      this.threads[slot] = thread;
    }
    return thread;
  }

  send(message: MailMessage): Promise<void> {
    return this.nextThread().send({
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      messageId: messageIdFor(message.idempotencyKey, this.messageDomain),
      kind: message.kind,
    });
  }

  /** Closes the SMTP connections and the threads; sends already handed over are finished first. */
  async close(): Promise<void> {
    const running = this.threads.filter((thread): thread is SmtpThread => thread !== null);
    this.threads.fill(null);
    await Promise.all(running.map((thread) => thread.close()));
  }
}
