import type { AppConfig } from '../config/config';
import type { Database } from '../db/client';
import type { IdentityProvider } from './identity/identity-provider';
import { LocalIdentityProvider } from './identity/local/local-identity-provider';
import { WorkosIdentityProvider } from './identity/workos/workos-identity-provider';
import type { PaymentProvider } from './payments/payment-provider';
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
};

/** Picks each port's adapter once, from config (never from NODE_ENV). */
export function createIntegrations(config: AppConfig, db: Database): Integrations {
  const identity: IdentityProvider =
    config.identity.provider === 'workos'
      ? new WorkosIdentityProvider(config.identity)
      : new LocalIdentityProvider({ db, appUrl: config.appUrl });
  const sandbox =
    config.payments.provider === 'sandbox' ? new SandboxPaymentProvider({ db, appUrl: config.appUrl }) : null;
  const payments: PaymentProvider =
    config.payments.provider === 'stripe'
      ? new StripePaymentProvider(config.payments)
      : (sandbox as SandboxPaymentProvider);
  return { identity, payments, sandbox, wallet: createWalletSigners(config) };
}
