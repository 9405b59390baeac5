import type { PortalResponse } from '@arx/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The payment provider's portal, where an active subscriber changes or cancels the plan. */
export function getSubscriptionPortal(): Promise<PortalResponse> {
  return apiRequest<PortalResponse>('/subscriptions/portal');
}
