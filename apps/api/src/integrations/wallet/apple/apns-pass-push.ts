import http2 from 'node:http2';
import { createSecureContext, type SecureContext } from 'node:tls';
import { ConfigError } from '../../../config/config';
import type { ApplePassPush } from '../pass-updates';
import type { AppleWalletCredentials } from '../wallet-pass-signer';

/** Pass update pushes work only in APNs' production environment, never the sandbox. */
export const APNS_ORIGIN = 'https://api.push.apple.com';

export type ApnsPassPushOptions = {
  /** The Pass Type ID certificate and key that sign the passes also authenticate their pushes. */
  credentials: AppleWalletCredentials;
  /** APNs unless a test points elsewhere. */
  origin?: string;
  /** Roots trusted for the server's certificate in place of Node's own (a test's server). */
  ca?: string | Buffer;
  /** Streams in flight at once on the one connection. */
  concurrency?: number;
  /** How long one push may wait for APNs' answer. */
  timeoutMs?: number;
};

/** Hex bytes; Apple says not to assume a length, and today's tokens are 32 bytes. */
const PUSH_TOKEN = /^(?:[0-9a-fA-F]{2}){32,}$/;

/** The answers that mean this token will never reach the pass again (the others are our problem). */
const GONE_REASONS = new Set(['BadDeviceToken', 'DeviceTokenNotForTopic']);

/** APNs' error bodies are a few dozen bytes; anything longer is not read further. */
const MAX_BODY_BYTES = 4096;

/**
 * Apple's certificate-based push for passes (WalletPasses, "Adding a Web Service to Update
 * Passes"): one HTTP/2 connection authenticated by the Pass Type ID certificate, an empty JSON
 * dictionary to each device token on the pass type's topic. The device then asks our pass web
 * service what changed.
 */
export class ApnsPassPush implements ApplePassPush {
  private readonly origin: string;
  private readonly secureContext: SecureContext;
  private readonly concurrency: number;
  private readonly timeoutMs: number;
  private session: http2.ClientHttp2Session | null = null;

  constructor(private readonly options: ApnsPassPushOptions) {
    const { credentials } = options;
    this.origin = options.origin ?? APNS_ORIGIN;
    this.concurrency = options.concurrency ?? 20;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    if (!Number.isInteger(this.concurrency) || this.concurrency < 1) {
      throw new RangeError('concurrency must be a positive whole number');
    }
    if (!(this.timeoutMs > 0)) throw new RangeError('timeoutMs must be positive');
    // Built once: a key that does not open or match its certificate shows at start-up, by name.
    try {
      this.secureContext = createSecureContext({
        cert: credentials.certificatePem,
        key: credentials.privateKeyPem,
        ...(credentials.keyPassphrase ? { passphrase: credentials.keyPassphrase } : {}),
        ...(options.ca ? { ca: options.ca } : {}),
      });
    } catch {
      throw new ConfigError([
        'WALLET_APPLE_CERTIFICATE, WALLET_APPLE_PRIVATE_KEY: could not be used for a TLS client certificate',
      ]);
    }
  }

  async notify(pushTokens: readonly string[]): Promise<{ gone: string[] }> {
    const gone: string[] = [];
    const queue: string[] = [];
    for (const token of new Set(pushTokens)) (PUSH_TOKEN.test(token) ? queue : gone).push(token);
    if (queue.length === 0) return { gone };

    // A failure ends the call (the job retries it all), so no new push starts after one; the
    // pushes already in flight are awaited so none is left without a listener.
    let failure: { error: unknown } | null = null;
    const worker = async () => {
      for (let token = queue.shift(); token !== undefined && !failure; token = queue.shift()) {
        try {
          if ((await this.push(token)) === 'gone') gone.push(token);
        } catch (error) {
          failure ??= { error };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, queue.length) }, worker));
    if (failure) throw (failure as { error: unknown }).error;
    return { gone };
  }

  /** Ends the connection once the pushes in flight have their answers. */
  close(): Promise<void> {
    const session = this.session;
    this.session = null;
    if (!session || session.closed || session.destroyed) return Promise.resolve();
    return new Promise((resolve) => session.close(() => resolve()));
  }

  /** The open connection, or a new one when there is none or it closed, failed or was retired. */
  private connection(): http2.ClientHttp2Session {
    const current = this.session;
    if (current && !current.closed && !current.destroyed) return current;
    const session = http2.connect(this.origin, { secureContext: this.secureContext });
    // Connection errors reach the streams waiting on it; without a listener they would crash us.
    session.on('error', () => {});
    session.on('close', () => {
      if (this.session === session) this.session = null;
    });
    // An idle connection must not hold the process open; a push in flight holds it by its timer.
    session.unref();
    this.session = session;
    return session;
  }

  /** A connection that let a push time out may be dead: new pushes get a new one. */
  private retire(session: http2.ClientHttp2Session): void {
    if (this.session === session) this.session = null;
    if (!session.closed && !session.destroyed) session.close();
  }

  private push(token: string): Promise<'sent' | 'gone'> {
    const session = this.connection();
    return new Promise((resolve, reject) => {
      let stream: http2.ClientHttp2Stream | undefined;
      let settled = false;
      const settle = (outcome: 'sent' | 'gone' | Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
      // Messages name the status and APNs' reason, never the token: a token identifies a device.
      const timer = setTimeout(() => {
        settle(new Error(`APNs did not answer a pass update push within ${this.timeoutMs} ms`));
        stream?.close(http2.constants.NGHTTP2_CANCEL);
        this.retire(session);
      }, this.timeoutMs);

      try {
        // No apns-push-type or apns-priority: Apple's pass update push is only the topic, the
        // token and an empty dictionary, and it is neither an alert nor a background (content-
        // available) push, so either type would misdescribe it to APNs.
        stream = session.request({
          ':method': 'POST',
          ':path': `/3/device/${token}`,
          'apns-topic': this.options.credentials.passTypeId,
        });
      } catch (error) {
        this.retire(session);
        settle(new Error(`APNs connection could not take a pass update push: ${codeOf(error)}`, { cause: error }));
        return;
      }

      let status = 0;
      let body = '';
      stream.setEncoding('utf8');
      stream.on('response', (headers) => {
        status = Number(headers[':status']);
      });
      stream.on('data', (chunk: string) => {
        if (body.length < MAX_BODY_BYTES) body += chunk;
      });
      stream.on('end', () => {
        const reason = reasonOf(body);
        if (status === 200) settle('sent');
        else if (status === 410 || (status === 400 && reason !== null && GONE_REASONS.has(reason))) settle('gone');
        else settle(new Error(`APNs answered a pass update push with ${status}${reason ? ` ${reason}` : ''}`));
      });
      stream.on('error', (error) => {
        settle(new Error(`APNs could not be reached for a pass update push: ${codeOf(error)}`, { cause: error }));
      });
      stream.on('close', () => {
        settle(new Error('APNs closed a pass update push without an answer'));
      });
      stream.end('{}');
    });
  }
}

/** APNs' `reason`, when it is one of its words (nothing else from the body goes into a message). */
function reasonOf(body: string): string | null {
  try {
    const reason = (JSON.parse(body) as { reason?: unknown }).reason;
    return typeof reason === 'string' && /^[A-Za-z]{1,64}$/.test(reason) ? reason : null;
  } catch {
    return null;
  }
}

/** The innermost error's code (a refused connection shows as such, not as the stream it cancelled). */
function codeOf(error: unknown): string {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  while (current && typeof current.cause === 'object' && current.cause !== null) current = current.cause;
  if (typeof current?.code === 'string') return current.code;
  return typeof current?.message === 'string' ? current.message : 'unknown error';
}
