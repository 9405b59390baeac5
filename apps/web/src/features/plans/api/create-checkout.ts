import type { CheckoutRequest, CheckoutResponse } from '@arx/contracts';
import { apiRequest } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zone';

/**
 * Starts the payment provider's hosted checkout; the browser goes to the URL it returns. The
 * browser's time zone goes along, so the member's e-mails date their renewal as the app does.
 */
export function createCheckout(request: CheckoutRequest): Promise<CheckoutResponse> {
  const body: CheckoutRequest = { ...request, time_zone: browserTimeZone() };
  return apiRequest<CheckoutResponse>('/subscriptions/checkout', { method: 'POST', body });
}
