import { createPrivateKey, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import forge from 'node-forge';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../config/config';
import { createDevelopmentAppleCredentials } from '../development-certificates';
import type { AppleWalletCredentials } from '../wallet-pass-signer';
import { ApnsPassPush } from './apns-pass-push';

const PASS_TYPE_ID = 'pass.com.example.test';

/** A self-signed certificate for 127.0.0.1, so the stand-in APNs is verified like the real one. */
function loopbackCertificate(): { cert: string; key: string } {
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(keys.publicKey);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  const name = [{ name: 'commonName', value: 'stand-in APNs' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }]);
  cert.sign(forge.pki.privateKeyFromPem(keys.privateKey), forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(cert), key: keys.privateKey };
}

type Push = { method: string; path: string; headers: http2.IncomingHttpHeaders; body: string; clientCert: string };
type Answer = { status: number; reason?: string; delayMs?: number; never?: boolean };

/** A local HTTP/2 server that asks for a client certificate (issued by the credentials' CA) like APNs. */
async function startApns(credentials: AppleWalletCredentials, server: { cert: string; key: string }) {
  const state = {
    pushes: [] as Push[],
    connections: 0,
    sessions: [] as http2.ServerHttp2Session[],
    active: 0,
    maxActive: 0,
    answer: (_token: string): Answer => ({ status: 200 }),
  };
  const apns = http2.createSecureServer({
    cert: server.cert,
    key: server.key,
    ca: credentials.wwdrPem,
    requestCert: true,
    rejectUnauthorized: true,
  });
  apns.on('connection', () => state.connections++);
  apns.on('session', (session) => state.sessions.push(session));
  apns.on('stream', (stream, headers) => {
    state.active++;
    state.maxActive = Math.max(state.maxActive, state.active);
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('close', () => state.active--);
    stream.on('end', () => {
      const path = String(headers[':path']);
      const socket = stream.session?.socket as TLSSocket | undefined;
      const clientCert = socket?.getPeerX509Certificate()?.fingerprint256 ?? '';
      state.pushes.push({
        method: String(headers[':method']),
        path,
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
        clientCert,
      });
      const answer = state.answer(path.replace('/3/device/', ''));
      if (answer.never) return;
      setTimeout(() => {
        if (stream.destroyed) return;
        stream.respond({ ':status': answer.status, 'apns-id': '5af474c5-a212-42f3-9f99-70a9e587e1e2' });
        stream.end(answer.reason ? JSON.stringify({ reason: answer.reason }) : undefined);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => apns.listen(0, '127.0.0.1', resolve));
  const { port } = apns.address() as AddressInfo;
  return {
    state,
    origin: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const session of state.sessions) session.destroy();
        apns.close(() => resolve());
      }),
  };
}

const token = (n: number) => n.toString(16).padStart(2, '0').repeat(32);

describe('ApnsPassPush', () => {
  let credentials: AppleWalletCredentials;
  let serverCertificate: { cert: string; key: string };
  let apns: Awaited<ReturnType<typeof startApns>>;
  const cleanups: (() => Promise<void>)[] = [];

  const client = (overrides: Partial<ConstructorParameters<typeof ApnsPassPush>[0]> = {}) => {
    const push = new ApnsPassPush({ credentials, origin: apns.origin, ca: serverCertificate.cert, ...overrides });
    cleanups.push(() => push.close());
    return push;
  };

  beforeAll(() => {
    credentials = createDevelopmentAppleCredentials({ passTypeId: PASS_TYPE_ID, teamId: 'TEAM123456' });
    serverCertificate = loopbackCertificate();
  });

  const start = async () => {
    apns = await startApns(credentials, serverCertificate);
    cleanups.push(apns.stop);
  };

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('when passes changed, then each token gets an empty dictionary POSTed on the pass type topic over the pass certificate', async () => {
    await start();
    const tokens = [token(1), token(2), token(3)];

    await expect(client().notify(tokens)).resolves.toEqual({ gone: [] });

    expect(apns.state.pushes.map((p) => p.path).sort()).toEqual(tokens.map((t) => `/3/device/${t}`));
    const passCertificate = new X509Certificate(credentials.certificatePem).fingerprint256;
    for (const push of apns.state.pushes) {
      expect(push.method).toBe('POST');
      expect(push.headers['apns-topic']).toBe(PASS_TYPE_ID);
      expect(push.headers['apns-push-type']).toBeUndefined();
      expect(JSON.parse(push.body)).toEqual({});
      expect(push.clientCert).toBe(passCertificate);
    }
  });

  it('when APNs says a token is unregistered or bad, then that token comes back as gone and the others do not', async () => {
    await start();
    const answers: Record<string, Answer> = {
      [token(1)]: { status: 200 },
      [token(2)]: { status: 410, reason: 'Unregistered' },
      [token(3)]: { status: 400, reason: 'BadDeviceToken' },
      [token(4)]: { status: 400, reason: 'DeviceTokenNotForTopic' },
    };
    apns.state.answer = (t) => answers[t] as Answer;

    const { gone } = await client().notify(Object.keys(answers));

    expect(gone.sort()).toEqual([token(2), token(3), token(4)]);
  });

  it.each([
    { status: 500, reason: 'InternalServerError' },
    { status: 403, reason: 'BadCertificate' },
    { status: 429, reason: 'TooManyRequests' },
    { status: 400, reason: 'BadTopic' },
  ])('when APNs answers $status $reason, then notify throws naming them and not the token', async (answer) => {
    await start();
    apns.state.answer = (t) => (t === token(2) ? answer : { status: 200 });

    const error = await client()
      .notify([token(1), token(2)])
      .catch((e: Error) => e);

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(String(answer.status));
    expect((error as Error).message).toContain(answer.reason);
    expect((error as Error).message).not.toContain(token(2));
  });

  it('when tokens are not hex bytes, then they are gone without a request', async () => {
    await start();
    const invalid = ['', 'not-a-token', token(1).slice(0, 62), `${token(1)}a`, 'g'.repeat(64), `${token(1)}/x`];

    await expect(client().notify([...invalid, token(5)])).resolves.toEqual({ gone: invalid });
    expect(apns.state.pushes.map((p) => p.path)).toEqual([`/3/device/${token(5)}`]);

    const fresh = client();
    await expect(fresh.notify(invalid)).resolves.toEqual({ gone: invalid });
    expect(apns.state.connections).toBe(1);
  });

  it('when there are no tokens, then no connection is opened', async () => {
    await start();

    await expect(client().notify([])).resolves.toEqual({ gone: [] });

    expect(apns.state.connections).toBe(0);
  });

  it('when many tokens are pushed, then no more than the concurrency are in flight at once', async () => {
    await start();
    apns.state.answer = () => ({ status: 200, delayMs: 40 });
    const tokens = Array.from({ length: 10 }, (_, i) => token(i + 1));

    await client({ concurrency: 3 }).notify(tokens);

    expect(apns.state.pushes).toHaveLength(10);
    expect(apns.state.maxActive).toBe(3);
  });

  it('when notify is called again, then the open connection is reused, and a closed one is replaced', async () => {
    await start();
    const push = client();

    await push.notify([token(1)]);
    await push.notify([token(2), token(3)]);
    expect(apns.state.sessions).toHaveLength(1);

    await new Promise<void>((resolve) => (apns.state.sessions[0] as http2.ServerHttp2Session).close(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await push.notify([token(4)]);
    expect(apns.state.sessions).toHaveLength(2);
    expect(apns.state.pushes).toHaveLength(4);
  });

  it('when APNs does not answer in time, then notify throws and the next call connects afresh', async () => {
    await start();
    apns.state.answer = () => ({ status: 200, never: true });
    const push = client({ timeoutMs: 150 });

    const error = await push.notify([token(1)]).catch((e: Error) => e);
    expect((error as Error).message).toMatch(/did not answer .* 150 ms/);
    expect((error as Error).message).not.toContain(token(1));

    apns.state.answer = () => ({ status: 200 });
    await expect(push.notify([token(2)])).resolves.toEqual({ gone: [] });
    expect(apns.state.sessions).toHaveLength(2);
  });

  it('when APNs cannot be reached, then notify throws without the token', async () => {
    await start();
    const origin = apns.origin;
    await apns.stop();

    const error = await client({ origin })
      .notify([token(1)])
      .catch((e: Error) => e);

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/could not be reached.*ECONNREFUSED/);
    expect((error as Error).message).not.toContain(token(1));
  });

  it('when the key is encrypted, then the passphrase opens it and the pass certificate is still presented', async () => {
    await start();
    const privateKeyPem = createPrivateKey(credentials.privateKeyPem)
      .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'a passphrase' })
      .toString();

    await client({ credentials: { ...credentials, privateKeyPem, keyPassphrase: 'a passphrase' } }).notify([token(1)]);

    expect(apns.state.pushes[0]?.clientCert).toBe(new X509Certificate(credentials.certificatePem).fingerprint256);
  });

  it('when the key does not belong to the certificate, then the constructor says which settings', async () => {
    await start();
    const other = createDevelopmentAppleCredentials();

    expect(() => client({ credentials: { ...credentials, privateKeyPem: other.privateKeyPem } })).toThrow(ConfigError);
    expect(() => client({ credentials: { ...credentials, keyPassphrase: null, privateKeyPem: 'nonsense' } })).toThrow(
      /WALLET_APPLE_PRIVATE_KEY/,
    );
  });
});
