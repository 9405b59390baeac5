import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';

export type FakeWorkosUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  emailVerified: boolean;
};

export type FakeWorkosRequest = {
  method: string;
  path: string;
  body: unknown;
  /** The Authorization header, so tests can prove the API key went only to this fake. */
  authorization: string | undefined;
};

export type FakeWorkos = {
  port: number;
  requests: FakeWorkosRequest[];
  /** A person at WorkOS; their e-mail is verified unless `emailVerified: false` says otherwise. */
  addUser(user: {
    email: string;
    firstName?: string | null;
    lastName?: string | null;
    id?: string;
    emailVerified?: boolean;
  }): FakeWorkosUser;
  /** The person changes their e-mail at WorkOS (a new address starts unverified unless said otherwise). */
  updateUser(userId: string, changes: { email?: string; emailVerified?: boolean }): FakeWorkosUser;
  /** A single-use authorization code for the user, as AuthKit would hand to the callback. */
  issueCode(userId: string, options?: { sessionId?: string }): string;
  /** The next request gets this answer instead (a string body is sent as is, e.g. an HTML 502). */
  failNext(status: number, body: unknown): void;
  /** The next request is never answered, to prove the client's timeout. */
  hangNext(): void;
  close(): Promise<void>;
};

type Grant = { userId: string; sessionId: string };

const id = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex').toUpperCase()}`;

/**
 * A local stand-in for the WorkOS API (https://api.workos.com) on 127.0.0.1, speaking the
 * shapes the real one does for POST /user_management/authenticate, so the real SDK can be
 * tested without the internet. Pass `apiKey`/`clientId` to make it reject other credentials.
 */
export async function startFakeWorkos(options: { apiKey?: string; clientId?: string } = {}): Promise<FakeWorkos> {
  const users = new Map<string, FakeWorkosUser>();
  const grants = new Map<string, Grant>();
  const requests: FakeWorkosRequest[] = [];
  const tokenSecret = randomBytes(32);
  let nextFailure: { status: number; body: unknown } | 'hang' | null = null;

  async function authenticate(body: Record<string, unknown>, res: ServerResponse) {
    if (body.grant_type !== 'authorization_code') {
      return send(res, 400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant type.' });
    }
    if (
      (options.clientId && body.client_id !== options.clientId) ||
      (options.apiKey && body.client_secret !== options.apiKey)
    ) {
      return send(res, 400, { error: 'invalid_client', error_description: 'Invalid client ID or secret.' });
    }
    const grant = typeof body.code === 'string' ? grants.get(body.code) : undefined;
    const user = grant && users.get(grant.userId);
    if (!grant || !user) {
      return send(res, 400, {
        error: 'invalid_grant',
        error_description: `The code '${String(body.code)}' has expired or is invalid.`,
      });
    }
    grants.delete(body.code as string);
    const accessToken = await new SignJWT({ sid: grant.sessionId, org_id: null })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(`https://api.workos.com/user_management/${String(body.client_id)}`)
      .setSubject(user.id)
      .setJti(id('jti'))
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(tokenSecret);
    const now = new Date().toISOString();
    return send(res, 200, {
      user: {
        object: 'user',
        id: user.id,
        email: user.email,
        email_verified: user.emailVerified,
        first_name: user.firstName,
        last_name: user.lastName,
        profile_picture_url: null,
        last_sign_in_at: now,
        locale: null,
        external_id: null,
        metadata: {},
        created_at: now,
        updated_at: now,
      },
      organization_id: null,
      access_token: accessToken,
      refresh_token: randomBytes(24).toString('base64url'),
      authentication_method: 'GoogleOAuth',
    });
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readJson(req);
    requests.push({ method: req.method ?? '', path: url.pathname, body, authorization: req.headers.authorization });
    const failure = nextFailure;
    nextFailure = null;
    if (failure === 'hang') return;
    if (failure) return send(res, failure.status, failure.body);
    if (req.method === 'POST' && url.pathname === '/user_management/authenticate') {
      return authenticate((body ?? {}) as Record<string, unknown>, res);
    }
    return send(res, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    requests,
    addUser(input) {
      const user: FakeWorkosUser = {
        id: input.id ?? id('user'),
        email: input.email,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        emailVerified: input.emailVerified ?? true,
      };
      users.set(user.id, user);
      return user;
    },
    updateUser(userId, changes) {
      const user = users.get(userId);
      if (!user) throw new Error(`fake WorkOS has no user ${userId}`);
      const emailChanged = changes.email !== undefined && changes.email !== user.email;
      const updated: FakeWorkosUser = {
        ...user,
        email: changes.email ?? user.email,
        emailVerified: changes.emailVerified ?? (emailChanged ? false : user.emailVerified),
      };
      users.set(userId, updated);
      return updated;
    },
    issueCode(userId, codeOptions = {}) {
      if (!users.has(userId)) throw new Error(`fake WorkOS has no user ${userId}`);
      const code = randomBytes(16).toString('hex');
      grants.set(code, { userId, sessionId: codeOptions.sessionId ?? id('session') });
      return code;
    },
    failNext(status, body) {
      nextFailure = { status, body };
    },
    hangNext() {
      nextFailure = 'hang';
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  const isText = typeof body === 'string';
  res.writeHead(status, {
    'content-type': isText ? 'text/html' : 'application/json',
    'x-request-id': randomBytes(8).toString('hex'),
  });
  res.end(isText ? body : JSON.stringify(body));
}
