import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const STRONG_SECRET = 'c2f1a9e07d4b3865f0e1d2c3b4a59687a1b2c3d4e5f60718293a4b5c6d7e8f90';

describe('loadConfig', () => {
  it('defaults to the embedded setup on port 3000', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      database: { kind: 'pglite', dataDir: path.resolve('/srv/app', '.data') },
      webDistDir: null,
      seedOnStart: true,
    });
  });

  it('switches to PostgreSQL with DATABASE_URL and follows PORT in APP_URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/club',
      PORT: '8080',
      ALLOW_DEMO_PROVIDERS: 'true',
      AUTH_TOKEN_SECRET: STRONG_SECRET,
      DATA_ENCRYPTION_KEYS: 'k1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/club', poolSize: 10 });
    expect(config.appUrl).toBe('http://localhost:8080');
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(4);
    expect((error as ConfigError).message).toContain('DATABASE_URL must start with postgres://');
  });

  it('needs the shared secrets with DATABASE_URL', () => {
    let error: unknown;
    try {
      loadConfig({ DATABASE_URL: 'postgres://u@db:5432/club' });
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).problems).toEqual([
      expect.stringContaining('AUTH_TOKEN_SECRET: required with DATABASE_URL'),
      expect.stringContaining('DATA_ENCRYPTION_KEYS: required with DATABASE_URL'),
    ]);
  });

  it('needs the credentials of the real providers', () => {
    let error: unknown;
    try {
      loadConfig({ IDENTITY_PROVIDER: 'workos', PAYMENT_PROVIDER: 'stripe' });
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).problems).toHaveLength(4);
    const config = loadConfig({
      IDENTITY_PROVIDER: 'workos',
      WORKOS_API_KEY: 'sk_test',
      WORKOS_CLIENT_ID: 'client_1',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(config.identity).toMatchObject({ provider: 'workos', clientId: 'client_1', https: true });
    expect(config.payments).toMatchObject({ provider: 'stripe', webhookSecret: 'whsec_1' });
  });

  it('reads REDIS_URL and CORS_ORIGINS, and says what is wrong with them', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      CORS_ORIGINS: 'https://a.example, https://b.example:8443/',
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(loadConfig({}).corsOrigins).toEqual([]);
    let error: unknown;
    try {
      loadConfig({ REDIS_URL: 'localhost:6379', CORS_ORIGINS: 'https://a.example/path,*' });
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).problems).toEqual([
      expect.stringContaining('REDIS_URL must start with redis://'),
      expect.stringContaining('"https://a.example/path" is not an origin'),
      expect.stringContaining('"*" is not an origin'),
    ]);
  });

  it('keeps e-mail in the demo mailbox without SMTP_URL, from the club at localhost unless MAIL_FROM says otherwise', () => {
    expect(loadConfig({}).mail).toEqual({ transport: 'mailbox', from: 'ARX Savings Club <members@localhost>' });
    expect(loadConfig({ MAIL_FROM: 'club@example.com' }).mail).toEqual({
      transport: 'mailbox',
      from: 'club@example.com',
    });
  });

  it('sends through SMTP_URL with its credentials and MAIL_FROM', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://club:s3cret@smtp.example.com:465',
      MAIL_FROM: 'ARX Savings Club <members@example.com>',
    });
    expect(config.mail).toEqual({
      transport: 'smtp',
      url: 'smtps://club:s3cret@smtp.example.com:465',
      from: 'ARX Savings Club <members@example.com>',
      requireTls: false,
    });
    expect(
      loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: '"ARX, Inc." <m@x.example>' }).mail,
    ).toMatchObject({ transport: 'smtp', from: '"ARX, Inc." <m@x.example>' });
  });

  it('needs MAIL_FROM with SMTP_URL, as a mail server would not know who is writing', () => {
    expect(problemsOf({ SMTP_URL: 'smtp://mail.example.com' })).toEqual(['MAIL_FROM: required when SMTP_URL is set']);
  });

  it('refuses an SMTP_URL of another scheme or without a host, and never repeats its password', () => {
    for (const url of [
      'https://club:hunter2-secret@smtp.example.com',
      'smtp.example.com:587',
      'smtp://club:hunter2-secret@',
    ]) {
      const problems = problemsOf({ SMTP_URL: url, MAIL_FROM: 'members@example.com' });
      expect(problems).toEqual(['SMTP_URL: must be smtp:// or smtps:// followed by [user:password@]host[:port]']);
      expect(problems.join('\n')).not.toContain('hunter2');
    }
  });

  it('refuses a MAIL_FROM that is not one address, or that would add a header of its own', () => {
    for (const from of [
      'ARX Savings Club',
      'members at example.com',
      'ARX, Club <members@example.com>',
      'a@example.com, b@example.com',
      'ARX <members@example.com>\r\nBcc: everyone@example.com',
      'ARX <members@example.com',
    ]) {
      expect(problemsOf({ MAIL_FROM: from }), from).toEqual([
        'MAIL_FROM: must be an address (members@example.com) or "Name <address>" on one line',
      ]);
    }
  });
});

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
