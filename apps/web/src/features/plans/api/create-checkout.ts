import type { CheckoutRequest, CheckoutResponse } from '@arx/contracts';
import { apiRequest } from '../../../lib/api-client';
import { getPageLocale } from '../../../lib/i18n/catalogs';
import { browserTimeZone } from '../../../lib/time-zone';

/**
 * Starts the payment provider's hosted checkout; the browser goes to the URL it returns. The
 * browser's time zone goes along, so the member's e-mails date their renewal as the app does,
 * and the page's language, which the payment page, the e-mails and the card then use.
 */
export function createCheckout(request: CheckoutRequest): Promise<CheckoutResponse> {
  const body: CheckoutRequest = { ...request, time_zone: browserTimeZone(), locale: getPageLocale() };
  return apiRequest<CheckoutResponse>('/subscriptions/checkout', { method: 'POST', body });
}
