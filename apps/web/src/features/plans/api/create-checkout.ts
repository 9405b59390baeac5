import type { CheckoutRequest, CheckoutResponse } from '@arx/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Starts the payment provider's hosted checkout; the browser goes to the URL it returns. */
export function createCheckout(request: CheckoutRequest): Promise<CheckoutResponse> {
  return apiRequest<CheckoutResponse>('/subscriptions/checkout', { method: 'POST', body: request });
}
