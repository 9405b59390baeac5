import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, isStrongSecret, loadConfig } from './config';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const REAL_PROVIDERS = {
  IDENTITY_PROVIDER: 'workos',
  WORKOS_API_KEY: 'sk_live_x',
  WORKOS_CLIENT_ID: 'client_x',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_y',
  STRIPE_WEBHOOK_SECRET: 'whsec_y',
};

/** The card's real settings, so the demo card (refused beside the demo parts) is out of the way. */
const REAL_CARD = {
  CARD_PROCESSOR_NAME: 'Northwind Rx Services',
  CARD_HELPDESK_PHONE: '1-888-555-0111',
  MEMBER_SERVICES_PHONE: '1-888-555-0122',
};

const ALL_DEMO_PARTS = ['sign-in', 'payments', 'apple-wallet', 'google-wallet', 'mail'];

describe('the demo parts run only on a local try-out', () => {
  it('runs them on a fresh clone: APP_URL and HOST on this machine, NODE_ENV unset', () => {
    const config = loadConfig({});
    expect(config.demo).toEqual({ parts: ALL_DEMO_PARTS, announced: false });
    for (const origin of ['http://127.0.0.1:3000', 'http://127.8.9.10', 'http://[::1]:3000', 'http://app.localhost']) {
      expect(problemsOf({ APP_URL: origin })).toEqual([]);
    }
  });

  it.each([
    [
      'a public APP_URL',
      { APP_URL: 'https://club.example.com' },
      'APP_URL https://club.example.com is not a loopback address',
    ],
    ['NODE_ENV=production on localhost', { NODE_ENV: 'production' }, 'NODE_ENV=production'],
    ['NODE_ENV=Production (in any case)', { NODE_ENV: 'Production' }, 'NODE_ENV=Production'],
    ['NODE_ENV=PRODUCTION (in any case)', { NODE_ENV: 'PRODUCTION' }, 'NODE_ENV=PRODUCTION'],
    ['listening on every interface', { HOST: '0.0.0.0' }, 'HOST 0.0.0.0 listens beyond this machine'],
    ['a look-alike host', { APP_URL: 'http://127.0.0.1.example.com' }, 'is not a loopback address'],
  ])(
    'refuses them with %s, whatever the database, in one message naming each part and its replacement',
    (_, env, why) => {
      for (const database of [
        {},
        {
          DATABASE_URL: 'postgres://u@db/club',
          AUTH_TOKEN_SECRET: randomBytes(32).toString('hex'),
          DATA_ENCRYPTION_KEYS: 'k1:x',
        },
      ]) {
        const problems = problemsOf({ ...env, ...database, ...REAL_CARD });
        expect(problems).toHaveLength(1);
        const [message] = problems as [string];
        expect(message).toContain(why);
        expect(message).toContain('the built-in sign-in page');
        expect(message).toContain('IDENTITY_PROVIDER=workos, WORKOS_API_KEY and WORKOS_CLIENT_ID');
        expect(message).toContain('the payment sandbox');
        expect(message).toContain('PAYMENT_PROVIDER=stripe, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
        expect(message).toContain('development Apple Wallet credentials: set WALLET_APPLE_PASS_TYPE_ID');
        expect(message).toContain('development Google Wallet credentials: set GOOGLE_WALLET_ISSUER_ID');
        expect(message).toContain(
          'the demo mailbox (e-mails are kept in the database and shown at /dev/mailbox, never sent): set SMTP_URL and MAIL_FROM',
        );
        expect(message).toContain('ALLOW_DEMO_PROVIDERS=true');
      }
    },
  );

  it('names only the parts still in demo', () => {
    const [message] = problemsOf({ APP_URL: 'https://club.example.com', ...REAL_PROVIDERS }) as [string];
    expect(message).not.toContain('sign-in page');
    expect(message).not.toContain('payment sandbox');
    expect(message).toContain('Apple Wallet');
    expect(message).toContain('the demo mailbox');
  });

  it('takes SMTP_URL and MAIL_FROM as the replacement for the demo mailbox', () => {
    const mail = { SMTP_URL: 'smtps://club:pw@smtp.example.com', MAIL_FROM: 'ARX Savings Club <members@example.com>' };
    expect(loadConfig(mail).demo.parts).toEqual(['sign-in', 'payments', 'apple-wallet', 'google-wallet']);
    const [message] = problemsOf({ APP_URL: 'https://club.example.com', ...REAL_PROVIDERS, ...mail }) as [string];
    expect(message).not.toContain('mailbox');
    expect(message).toContain('Google Wallet');
  });

  it('runs them anywhere with ALLOW_DEMO_PROVIDERS=true, and says so (announced)', () => {
    const config = loadConfig({
      APP_URL: 'https://demo.example.com',
      NODE_ENV: 'production',
      ALLOW_DEMO_PROVIDERS: 'true',
    });
    expect(config.demo).toEqual({ parts: ALL_DEMO_PARTS, announced: true });
    expect(loadConfig({ ALLOW_DEMO_PROVIDERS: 'true' }).demo.announced).toBe(true);
  });

  it('refuses WORKOS_* beside the local sign-in and STRIPE_* beside the sandbox: someone meant production', () => {
    expect(problemsOf({ WORKOS_API_KEY: 'sk_live_x' })).toEqual([
      expect.stringContaining('IDENTITY_PROVIDER: is local (the built-in sign-in) but WORKOS_API_KEY is set'),
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_live_y', STRIPE_WEBHOOK_SECRET: 'whsec_y' })).toEqual([
      expect.stringContaining(
        'PAYMENT_PROVIDER: is sandbox (the built-in payments) but STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET are set',
      ),
    ]);
    // Empty values are unset, as everywhere else in the configuration.
    expect(problemsOf({ WORKOS_CLIENT_ID: '', STRIPE_SECRET_KEY: ' ' })).toEqual([]);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or the proxies’ addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/32' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/32',
    ]);
  });

  it('refuses true (trusting every hop lets a client pick its own address) and says what to set', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY: true trusts every hop.*set the number of proxies in front \(1 for one load balancer\)/,
      ),
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33,proxy.internal' })).toEqual([
      expect.stringContaining('"10.0.0.0/33" is not a hop count, an IP address or a CIDR'),
      expect.stringContaining('"proxy.internal" is not a hop count'),
    ]);
  });

  it.each([
    ['two halves that make everyone', '0.0.0.0/1,128.0.0.0/1', ['"0.0.0.0/1"', '"128.0.0.0/1"']],
    ['every IPv4 address', '0.0.0.0/0', ['"0.0.0.0/0"']],
    ['a block wider than /8', '10.0.0.0/7', ['"10.0.0.0/7"']],
    ['every IPv6 address', '::/0', ['"::/0"']],
    ['an IPv6 block wider than /32', '2001:db8::/31', ['"2001:db8::/31"']],
    ['every IPv4 address written IPv4-mapped', '::ffff:0.0.0.0/96', ['"::ffff:0.0.0.0/96"']],
    ['IPv4-mapped in hex, wider than an IPv4 /8', '::ffff:0:0/103', ['"::ffff:0:0/103"']],
    ['IPv4-mapped written out in full', '0:0:0:0:0:ffff:a00:0/100', ['"0:0:0:0:0:ffff:a00:0/100"']],
  ])('refuses CIDRs that trust far more than proxies (%s), listed with the other problems', (_, value, named) => {
    const problems = problemsOf({ TRUST_PROXY: value, AUTH_TOKEN_SECRET: 'too-short' });
    const trust = problems.filter((problem) => problem.startsWith('TRUST_PROXY: '));
    expect(trust).toHaveLength(named.length);
    for (const [i, entry] of named.entries()) {
      expect(trust[i]).toContain(`${entry} trusts far more than your proxies`);
      expect(trust[i]).toMatch(/at least \/8 for IPv4 and \/32 for IPv6/);
    }
    // Listed with the others, not thrown on its own.
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^AUTH_TOKEN_SECRET: /)]));
  });

  it('takes narrow enough CIDRs and bare addresses in every notation', () => {
    const entries = [
      '10.0.0.0/8',
      '192.168.1.7',
      '2001:db8::/32',
      '2001:db8::1',
      '::ffff:10.0.0.0/104',
      '::ffff:10.1.2.3',
      '::ffff:a01:203/128',
      '::1',
    ];
    expect(loadConfig({ TRUST_PROXY: entries.join(',') }).trustProxy).toEqual(entries);
  });
});

describe('AUTH_TOKEN_SECRET', () => {
  it('must be at least 32 random bytes as hex or base64', () => {
    expect(isStrongSecret(randomBytes(32).toString('hex'))).toBe(true);
    expect(isStrongSecret(randomBytes(32).toString('base64'))).toBe(true);
    expect(isStrongSecret(randomBytes(48).toString('base64url'))).toBe(true);
    expect(isStrongSecret(randomBytes(31).toString('hex'))).toBe(false);
    expect(isStrongSecret('x'.repeat(64))).toBe(false);
    expect(isStrongSecret('ab'.repeat(32))).toBe(false);
    expect(isStrongSecret('correct horse battery staple, a long passphrase')).toBe(false);
    expect(problemsOf({ AUTH_TOKEN_SECRET: 'my-club-secret-please-change-me!' })).toEqual([
      expect.stringContaining(
        'AUTH_TOKEN_SECRET: must be at least 32 random bytes written as hex or base64 (npm run secret prints one)',
      ),
    ]);
  });
});

describe('SMTP_URL with credentials outside a local try-out', () => {
  const FROM = 'ARX Savings Club <members@club.example>';
  const PUBLIC_DEMO = { APP_URL: 'https://demo.example.com', ALLOW_DEMO_PROVIDERS: 'true' };

  it.each([
    ['a public APP_URL', PUBLIC_DEMO],
    ['NODE_ENV=Production on localhost', { NODE_ENV: 'Production', ALLOW_DEMO_PROVIDERS: 'true' }],
    ['listening on every interface', { HOST: '0.0.0.0', ALLOW_DEMO_PROVIDERS: 'true' }],
  ])('with %s, an smtp:// password goes only over STARTTLS (requireTLS)', (_, env) => {
    const config = loadConfig({ ...env, SMTP_URL: 'smtp://club:pw@smtp.example.com:587', MAIL_FROM: FROM });
    expect(config.mail).toEqual({
      transport: 'smtp',
      url: 'smtp://club:pw@smtp.example.com:587',
      from: FROM,
      requireTls: true,
    });
  });

  it('leaves TLS as the server offers it where no password travels, or TLS comes first (smtps://)', () => {
    const mailOf = (env: NodeJS.ProcessEnv) => loadConfig({ ...env, MAIL_FROM: FROM }).mail;
    expect(mailOf({ ...PUBLIC_DEMO, SMTP_URL: 'smtps://club:pw@smtp.example.com' })).toMatchObject({
      requireTls: false,
    });
    expect(mailOf({ ...PUBLIC_DEMO, SMTP_URL: 'smtp://relay.internal:25' })).toMatchObject({ requireTls: false });
    // A local try-out may hand a password to a test server on this machine that has no TLS.
    expect(mailOf({ SMTP_URL: 'smtp://club:pw@127.0.0.1:2525' })).toMatchObject({ requireTls: false });
  });
});
