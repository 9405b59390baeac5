import type { AppConfig } from '../config/config';
import type { Database } from '../db/client';
import { type Clock, systemClock } from '../lib/clock';
import type { IdentityProvider } from './identity/identity-provider';
import { LocalIdentityProvider } from './identity/local/local-identity-provider';
import { WorkosIdentityProvider } from './identity/workos/workos-identity-provider';
import { createMailer } from './mail/create-mailer';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/payment-provider';
import { SandboxClock } from './payments/sandbox/sandbox-clock';
import { SandboxPaymentProvider } from './payments/sandbox/sandbox-payment-provider';
import { StripePaymentProvider } from './payments/stripe/stripe-payment-provider';
import { createWalletSigners } from './wallet/create-wallet-signers';
import type { WalletSigners } from './wallet/wallet-pass-signer';

export type Integrations = {
  identity: IdentityProvider;
  payments: PaymentProvider;
  /** Present only with the sandbox: its hosted pages are served by this app. */
  sandbox: SandboxPaymentProvider | null;
  wallet: WalletSigners;
  mailer: Mailer;
  /**
   * The time lifecycle rules and notices go by: the system clock, or with the sandbox its test
   * clock, so moving the sandbox ahead makes renewals and their notices come due together.
   */
  clock: Clock;
};

/** Picks each port's adapter once, from config (never from NODE_ENV). */
export function createIntegrations(config: AppConfig, db: Database): Integrations {
  const identity: IdentityProvider =
    config.identity.provider === 'workos'
      ? new WorkosIdentityProvider(config.identity)
      : new LocalIdentityProvider({ db, appUrl: config.appUrl });
  const sandbox =
    config.payments.provider === 'sandbox'
      ? new SandboxPaymentProvider({ db, appUrl: config.appUrl, clock: new SandboxClock({ db }) })
      : null;
  const payments: PaymentProvider =
    config.payments.provider === 'stripe'
      ? new StripePaymentProvider(config.payments)
      : (sandbox as SandboxPaymentProvider);
  return {
    identity,
    payments,
    sandbox,
    wallet: createWalletSigners(config),
    mailer: createMailer(config.mail, db),
    clock: sandbox ? sandbox.clock : systemClock,
  };
}
