import type { ValidateSessionResponse } from '@arx/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Asks the API to confirm, with the payment provider, that the checkout was paid. */
export function validateSession(sessionId: string): Promise<ValidateSessionResponse> {
  return apiRequest<ValidateSessionResponse>('/subscriptions/validate-session', {
    method: 'POST',
    body: { session_id: sessionId },
  });
}
