import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_CARD, loadConfig } from './config';

const CARD = {
  CARD_PROCESSOR_NAME: 'Northwind Rx Services',
  CARD_HELPDESK_PHONE: '1-888-555-0111',
  MEMBER_SERVICES_PHONE: '1 (888) 555-0122',
};

/** Every real provider, so the only demo left is the card. */
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_URL: 'https://club.example.com',
  DATABASE_URL: 'postgres://u@db:5432/club',
  AUTH_TOKEN_SECRET: createHash('sha256').update('card-config-test').digest('hex'),
  DATA_ENCRYPTION_KEYS: 'k1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
  SMTP_URL: 'smtps://club:pw@smtp.example.com:465',
  MAIL_FROM: 'ARX Savings Club <members@example.com>',
  IDENTITY_PROVIDER: 'workos',
  WORKOS_API_KEY: 'sk',
  WORKOS_CLIENT_ID: 'client',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk',
  STRIPE_WEBHOOK_SECRET: 'whsec',
  WALLET_APPLE_PASS_TYPE_ID: 'pass.com.example.club',
  WALLET_APPLE_TEAM_ID: 'TEAM123456',
  WALLET_APPLE_CERTIFICATE: '-----BEGIN CERTIFICATE-----\\nx\\n-----END CERTIFICATE-----',
  WALLET_APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nx\\n-----END PRIVATE KEY-----',
  WALLET_APPLE_WWDR_CERTIFICATE: '-----BEGIN CERTIFICATE-----\\nx\\n-----END CERTIFICATE-----',
  GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet@example.iam.gserviceaccount.com',
  GOOGLE_WALLET_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nx\\n-----END PRIVATE KEY-----',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('the card settings', () => {
  it('when none is set, then a local try-out shows the demo card, RxPCN included', () => {
    expect(loadConfig({}).card).toEqual(DEMO_CARD);
    expect(DEMO_CARD.pcn).toBe('ARXDEMO');
  });

  it('when they are set, then the card is theirs, and CARD_PCN unset means no RxPCN', () => {
    expect(loadConfig(CARD).card).toEqual({
      processorName: 'Northwind Rx Services',
      pcn: null,
      helpdeskPhone: '1-888-555-0111',
      memberServicesPhone: '1 (888) 555-0122',
      isDemo: false,
    });
    expect(loadConfig({ ...CARD, CARD_PCN: 'NWRX01' }).card.pcn).toBe('NWRX01');
    expect(loadConfig({ ...CARD, CARD_PCN: ' ' }).card.pcn).toBeNull();
  });

  it('when only some are set, then each missing one is named rather than falling back to the demo card', () => {
    expect(problemsOf({ CARD_PCN: 'NWRX01', CARD_HELPDESK_PHONE: '1-888-555-0111' })).toEqual([
      'CARD_PROCESSOR_NAME: required with the other card settings (only CARD_PCN may stay unset)',
      'MEMBER_SERVICES_PHONE: required with the other card settings (only CARD_PCN may stay unset)',
    ]);
  });

  it('refuses a phone a pharmacist could not dial, a PCN that is not one, and a name on two lines', () => {
    expect(
      problemsOf({
        ...CARD,
        CARD_HELPDESK_PHONE: '555-0111',
        MEMBER_SERVICES_PHONE: 'call us',
        CARD_PCN: 'NW RX',
        CARD_PROCESSOR_NAME: 'Northwind\nRx',
      }),
    ).toEqual([
      expect.stringMatching(/^CARD_PROCESSOR_NAME: must be the processor’s name as printed/),
      'CARD_PCN: must be the RxPCN the processor gave: 1 to 10 letters or digits',
      'CARD_HELPDESK_PHONE: must be a phone number as printed on the card, such as 1-800-555-0134',
      'MEMBER_SERVICES_PHONE: must be a phone number as printed on the card, such as 1-800-555-0199',
    ]);
  });

  it('when production has every real provider but no card settings, then it refuses the demo card', () => {
    expect(problemsOf(PRODUCTION)).toEqual([
      expect.stringMatching(
        /^CARD_PROCESSOR_NAME: the demo card .* runs only on a local try-out: set CARD_PROCESSOR_NAME, CARD_HELPDESK_PHONE and MEMBER_SERVICES_PHONE/,
      ),
    ]);
    expect(problemsOf({ ...PRODUCTION, ...CARD })).toEqual([]);
    expect(loadConfig({ ...PRODUCTION, ALLOW_DEMO_PROVIDERS: 'true' }).card).toEqual(DEMO_CARD);
  });

  it('when the demo parts are refused, then the demo card is listed with them, at once', () => {
    const problems = problemsOf({ APP_URL: 'https://club.example.com' });
    expect(problems).toHaveLength(2);
    expect(problems[1]).toMatch(/^CARD_PROCESSOR_NAME: the demo card/);
    expect(problemsOf({ APP_URL: 'https://club.example.com', ...CARD })).toHaveLength(1);
  });
});
