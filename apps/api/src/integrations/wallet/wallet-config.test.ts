import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config';

/** The wallet settings of loadConfig (config.ts): sets are all-or-none, and production needs them. */
const PEM = (label: string) => `-----BEGIN ${label}-----\\nMIIBfake\\n-----END ${label}-----`;
const APPLE = {
  WALLET_APPLE_PASS_TYPE_ID: 'pass.com.example.club',
  WALLET_APPLE_TEAM_ID: 'TEAM123456',
  WALLET_APPLE_CERTIFICATE: PEM('CERTIFICATE'),
  WALLET_APPLE_PRIVATE_KEY: PEM('PRIVATE KEY'),
  WALLET_APPLE_WWDR_CERTIFICATE: PEM('CERTIFICATE'),
};
const GOOGLE = {
  GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet@example.iam.gserviceaccount.com',
  GOOGLE_WALLET_PRIVATE_KEY: PEM('PRIVATE KEY'),
};
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_URL: 'https://club.example.com',
  DATABASE_URL: 'postgres://u@db:5432/club',
  // Must look random (isStrongSecret): a repeated character is refused as a secret.
  AUTH_TOKEN_SECRET: createHash('sha256').update('wallet-config-test').digest('hex'),
  DATA_ENCRYPTION_KEYS: 'k1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
  SMTP_URL: 'smtps://club:pw@smtp.example.com:465',
  MAIL_FROM: 'ARX Savings Club <members@example.com>',
  IDENTITY_PROVIDER: 'workos',
  WORKOS_API_KEY: 'sk',
  WORKOS_CLIENT_ID: 'client',
  // A real card's settings: production refuses the demo card, which is not what is tested here.
  CARD_PROCESSOR_NAME: 'Example Rx Processing',
  CARD_HELPDESK_PHONE: '1-800-555-0134',
  MEMBER_SERVICES_PHONE: '1-800-555-0199',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk',
  STRIPE_WEBHOOK_SECRET: 'whsec',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  return [];
}

describe('wallet configuration', () => {
  it('when nothing is set, then both wallets use development credentials', () => {
    expect(loadConfig({}).wallet).toEqual({ apple: null, google: null });
  });

  it('when both sets are given with literal "\\n", then the PEMs get real line breaks', () => {
    const { wallet } = loadConfig({ ...APPLE, WALLET_APPLE_KEY_PASSPHRASE: 'secret', ...GOOGLE });

    expect(wallet.apple).toEqual({
      passTypeId: 'pass.com.example.club',
      teamId: 'TEAM123456',
      certificatePem: '-----BEGIN CERTIFICATE-----\nMIIBfake\n-----END CERTIFICATE-----',
      privateKeyPem: '-----BEGIN PRIVATE KEY-----\nMIIBfake\n-----END PRIVATE KEY-----',
      keyPassphrase: 'secret',
      wwdrPem: '-----BEGIN CERTIFICATE-----\nMIIBfake\n-----END CERTIFICATE-----',
    });
    expect(wallet.google).toEqual({
      issuerId: '3388000000012345678',
      serviceAccountEmail: 'wallet@example.iam.gserviceaccount.com',
      privateKeyPem: '-----BEGIN PRIVATE KEY-----\nMIIBfake\n-----END PRIVATE KEY-----',
    });
  });

  it('when a set is only partly given, then every missing setting is listed', () => {
    const { WALLET_APPLE_TEAM_ID: _team, WALLET_APPLE_WWDR_CERTIFICATE: _wwdr, ...partialApple } = APPLE;

    expect(problemsOf({ ...partialApple, GOOGLE_WALLET_ISSUER_ID: '1' })).toEqual([
      'WALLET_APPLE_TEAM_ID: required with the other Apple Wallet settings (set all, or none)',
      'WALLET_APPLE_WWDR_CERTIFICATE: required with the other Apple Wallet settings (set all, or none)',
      'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: required with the other Google Wallet settings (set all, or none)',
      'GOOGLE_WALLET_PRIVATE_KEY: required with the other Google Wallet settings (set all, or none)',
    ]);
    expect(problemsOf({ WALLET_APPLE_KEY_PASSPHRASE: 'secret' })).toHaveLength(5);
  });

  it('when a PEM setting is not PEM, then it says so with the others', () => {
    expect(
      problemsOf({ ...APPLE, WALLET_APPLE_CERTIFICATE: 'MIIB…', ...GOOGLE, GOOGLE_WALLET_PRIVATE_KEY: 'key' }),
    ).toEqual([
      expect.stringMatching(/^WALLET_APPLE_CERTIFICATE: must be PEM text/),
      expect.stringMatching(/^GOOGLE_WALLET_PRIVATE_KEY: must be PEM text/),
    ]);
  });

  it('when production has no wallet credentials, then it refuses to start unless demo providers are allowed', () => {
    const [both] = problemsOf(PRODUCTION);
    expect(problemsOf(PRODUCTION)).toHaveLength(1);
    expect(both).toMatch(/^ALLOW_DEMO_PROVIDERS: /);
    expect(both).toContain('development Apple Wallet credentials: set WALLET_APPLE_PASS_TYPE_ID');
    expect(both).toContain('development Google Wallet credentials: set GOOGLE_WALLET_ISSUER_ID');
    const [googleOnly] = problemsOf({ ...PRODUCTION, ...APPLE });
    expect(googleOnly).toContain('development Google Wallet credentials');
    expect(googleOnly).not.toContain('Apple Wallet');
    expect(problemsOf({ ...PRODUCTION, ...APPLE, ...GOOGLE })).toEqual([]);
    expect(loadConfig({ ...PRODUCTION, ALLOW_DEMO_PROVIDERS: 'true' }).wallet).toEqual({ apple: null, google: null });
  });

  it('when production allows demo providers, then a partial set is still an error', () => {
    expect(problemsOf({ ...PRODUCTION, ALLOW_DEMO_PROVIDERS: 'true', GOOGLE_WALLET_ISSUER_ID: '1' })).toHaveLength(2);
  });
});
