import type { SignInCodeExchangeRequest, SignInTokenResponse } from '@arx/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /auth/token: the one-time code from the return path for the app token. The API client
 * sends credentials, so the sign-in cookie that binds the code to this browser goes along.
 */
export function exchangeSignInCode(code: string): Promise<SignInTokenResponse> {
  const body: SignInCodeExchangeRequest = { code };
  return apiRequest<SignInTokenResponse>('/auth/token', { method: 'POST', body });
}
