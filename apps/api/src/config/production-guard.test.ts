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
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
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
