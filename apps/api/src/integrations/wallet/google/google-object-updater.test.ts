import { createPublicKey } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDevelopmentGoogleCredentials } from '../development-certificates';
import { verifyGoogleSaveUrl } from '../testing/inspect-pass';
import { TEST_CARD } from '../testing/test-card';
import { GOOGLE_OBJECT_UPDATED_FIELDS, GOOGLE_WALLET_SCOPE, GoogleObjectUpdater } from './google-object-updater';
import { GoogleSaveLinkSigner } from './google-pass-signer';

const ISSUER_ID = '3388000000012345678';
const OBJECT_PATH = `/walletobjects/v1/genericObject/${ISSUER_ID}.${TEST_CARD.serialNumber}`;

type Seen = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
/** What the fake Google answers; `hang` never answers, as a stalled server would not. */
type Reply = { status: number; body?: unknown } | 'hang';

/** One local server playing both Google's token endpoint (/token) and the Wallet API. */
async function startFakeGoogle() {
  const seen: Seen[] = [];
  const replies = {
    token: (n: number): Reply => ({
      status: 200,
      body: { access_token: `token-${n}`, expires_in: 3599, token_type: 'Bearer' },
    }),
    wallet: (_n: number): Reply => ({ status: 200, body: { id: `${ISSUER_ID}.${TEST_CARD.serialNumber}` } }),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      const isToken = request.path === '/token';
      const n = seen.filter((r) => (r.path === '/token') === isToken).length;
      const reply = isToken ? replies.token(n) : replies.wallet(n);
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    tokenUrl: `${origin}/token`,
    replies,
    tokenRequests: () => seen.filter((r) => r.path === '/token'),
    walletRequests: () => seen.filter((r) => r.path !== '/token'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('GoogleObjectUpdater', () => {
  let credentials: ReturnType<typeof createDevelopmentGoogleCredentials>;
  const servers: Awaited<ReturnType<typeof startFakeGoogle>>[] = [];

  beforeAll(() => {
    credentials = { ...createDevelopmentGoogleCredentials(), issuerId: ISSUER_ID };
  });

  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  async function setUp(options: { timeoutMs?: number } = {}) {
    const google = await startFakeGoogle();
    servers.push(google);
    const updater = new GoogleObjectUpdater({
      credentials,
      tokenUrl: google.tokenUrl,
      apiOrigin: google.origin,
      ...options,
    });
    return { google, updater };
  }

  it('when a card is updated, then a service-account assertion buys a token and the object is patched with the save link’s fields', async () => {
    const { google, updater } = await setUp();

    await expect(updater.update(TEST_CARD)).resolves.toBe('updated');

    const [tokenRequest] = google.tokenRequests();
    expect(tokenRequest?.method).toBe('POST');
    expect(tokenRequest?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(tokenRequest!.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const { payload, protectedHeader } = await jwtVerify(
      form.get('assertion')!,
      createPublicKey(credentials.privateKeyPem),
      { algorithms: ['RS256'], issuer: credentials.serviceAccountEmail, audience: google.tokenUrl },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.scope).toBe(GOOGLE_WALLET_SCOPE);
    expect(payload.exp! - payload.iat!).toBe(3600);

    const [patch] = google.walletRequests();
    expect(patch?.method).toBe('PATCH');
    expect(patch?.path).toBe(OBJECT_PATH);
    expect(patch?.headers.authorization).toBe('Bearer token-1');
    expect(patch?.headers['content-type']).toBe('application/json');
    const signer = new GoogleSaveLinkSigner({ credentials, origins: ['https://club.example.com'] });
    const saveUrl = await signer.createSaveUrl(TEST_CARD, { expiresAt: new Date(Date.now() + 600_000) });
    const [saved] = (await verifyGoogleSaveUrl(saveUrl, credentials.privateKeyPem)).payload.payload.genericObjects;
    const body = JSON.parse(patch!.body);
    expect(Object.keys(body).sort()).toEqual([...GOOGLE_OBJECT_UPDATED_FIELDS].sort());
    expect(body).toEqual(Object.fromEntries(GOOGLE_OBJECT_UPDATED_FIELDS.map((field) => [field, saved[field]])));
    expect(body.header.defaultValue.value).toBe(TEST_CARD.memberName);
  });

  it('when two cards are updated, one after the other or at once, then the token is fetched once', async () => {
    const { google, updater } = await setUp();

    await updater.update(TEST_CARD);
    await updater.update({ ...TEST_CARD, memberName: 'Casey Renamed' });
    const fresh = new GoogleObjectUpdater({ credentials, tokenUrl: google.tokenUrl, apiOrigin: google.origin });
    await Promise.all([fresh.update(TEST_CARD), fresh.update(TEST_CARD)]);

    expect(google.tokenRequests()).toHaveLength(2);
    expect(google.walletRequests().map((r) => r.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
      'Bearer token-2',
    ]);
  });

  it('when the token has less than a minute left, then the next update fetches a new one', async () => {
    const { google, updater } = await setUp();
    google.replies.token = (n) => ({ status: 200, body: { access_token: `token-${n}`, expires_in: 59 } });

    await updater.update(TEST_CARD);
    await updater.update(TEST_CARD);

    expect(google.tokenRequests()).toHaveLength(2);
    expect(google.walletRequests().map((r) => r.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('when Google has no such object, then the answer is missing (the member never saved the pass)', async () => {
    const { google, updater } = await setUp();
    google.replies.wallet = () => ({
      status: 404,
      body: { error: { code: 404, message: 'Resource not found.', status: 'NOT_FOUND' } },
    });

    await expect(updater.update(TEST_CARD)).resolves.toBe('missing');
  });

  it('when Google refuses the token once, then exactly one new token is fetched and the patch is retried', async () => {
    const { google, updater } = await setUp();
    google.replies.wallet = (n) =>
      n === 1
        ? { status: 401, body: { error: { code: 401, message: 'Invalid Credentials', status: 'UNAUTHENTICATED' } } }
        : { status: 200, body: {} };

    await expect(updater.update(TEST_CARD)).resolves.toBe('updated');

    expect(google.tokenRequests()).toHaveLength(2);
    expect(google.walletRequests().map((r) => r.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    // The new token is kept.
    await updater.update(TEST_CARD);
    expect(google.tokenRequests()).toHaveLength(2);
  });

  it('when Google refuses the new token too, then it gives up after one retry with the status', async () => {
    const { google, updater } = await setUp();
    google.replies.wallet = () => ({
      status: 401,
      body: { error: { code: 401, message: 'Invalid Credentials', status: 'UNAUTHENTICATED' } },
    });

    await expect(updater.update(TEST_CARD)).rejects.toThrow(/401 UNAUTHENTICATED: Invalid Credentials/);
    expect(google.tokenRequests()).toHaveLength(2);
    expect(google.walletRequests()).toHaveLength(2);
  });

  it('when Google fails, then it rejects with the status and Google’s message but not the card', async () => {
    const { google, updater } = await setUp();
    google.replies.wallet = () => ({
      status: 500,
      body: { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } },
    });

    const error = await updater.update(TEST_CARD).then(
      () => null,
      (e: Error) => e,
    );

    expect(error?.message).toMatch(/500 INTERNAL: Internal error encountered\./);
    expect(error?.message).not.toContain(TEST_CARD.memberName);
    expect(error?.message).not.toContain(TEST_CARD.memberId);
  });

  it('when Google quotes a refused field, then the member’s name and id are cut out of the message', async () => {
    const { google, updater } = await setUp();
    google.replies.wallet = () => ({
      status: 400,
      body: {
        error: {
          code: 400,
          message: `Invalid header "${TEST_CARD.memberName}" for ${TEST_CARD.memberId}`,
          status: 'INVALID_ARGUMENT',
        },
      },
    });

    const error = await updater.update(TEST_CARD).catch((e: Error) => e);

    expect((error as Error).message).toMatch(/400 INVALID_ARGUMENT: Invalid header/);
    expect((error as Error).message).not.toContain(TEST_CARD.memberName);
    expect((error as Error).message).not.toContain(TEST_CARD.memberId);
  });

  it('when the token request is refused, then it rejects with OAuth’s error and tries again next time', async () => {
    const { google, updater } = await setUp();
    google.replies.token = (n) =>
      n === 1
        ? { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' } }
        : { status: 200, body: { access_token: `token-${n}`, expires_in: 3599 } };

    await expect(updater.update(TEST_CARD)).rejects.toThrow(
      'Google OAuth token request failed: 400 invalid_grant: Invalid JWT Signature.',
    );
    expect(google.walletRequests()).toHaveLength(0);

    await expect(updater.update(TEST_CARD)).resolves.toBe('updated');
    expect(google.tokenRequests()).toHaveLength(2);
  });

  it('when the Wallet API does not answer in time, then the update rejects', async () => {
    const { google, updater } = await setUp({ timeoutMs: 200 });
    google.replies.wallet = () => 'hang';

    await expect(updater.update(TEST_CARD)).rejects.toThrow(
      'Google Wallet object update failed: no answer within 200 ms',
    );
  });

  it('when Google cannot be reached, then the update rejects', async () => {
    const { google } = await setUp();
    await google.close();
    const updater = new GoogleObjectUpdater({ credentials, tokenUrl: google.tokenUrl, apiOrigin: google.origin });

    await expect(updater.update(TEST_CARD)).rejects.toThrow(
      /Google OAuth token request failed: Google could not be reached/,
    );
  });
});
