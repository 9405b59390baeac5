import { BILLING_MESSAGES } from '@arx/contracts/billing-messages';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { type PaymentProvider, PaymentProviderError } from '../../integrations/payments/payment-provider';

export type PaymentDeps = { db: Database; payments: PaymentProvider; config: AppConfig };

/** A provider outage is a 503 the member can retry, never a 500. */
export async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === 'unavailable') {
      throw new AppError('service_unavailable', BILLING_MESSAGES.providerUnavailable);
    }
    throw error;
  }
}
