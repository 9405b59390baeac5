import type { BillingPortalResponse } from '@arx/contracts';
import { apiRequest } from '../../../lib/api-client';

/** A one-time link to the payment provider's billing portal. */
export function getBillingPortal(): Promise<BillingPortalResponse> {
  return apiRequest<BillingPortalResponse>('/billing/portal');
}
