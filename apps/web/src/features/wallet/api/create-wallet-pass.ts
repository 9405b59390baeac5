import type { CreateWalletPassBody, CreateWalletPassResponse } from '@arx/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The server answered but made no pass; its message (if any) is what the member sees. It is kept
 * as the server sent it, in English, and shown in the page's language (translateWalletMessage).
 */
export class WalletPassRefusedError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'The pass was not created');
    this.name = 'WalletPassRefusedError';
  }
}

async function createWalletPass(body: CreateWalletPassBody): Promise<CreateWalletPassResponse> {
  const result = await apiRequest<CreateWalletPassResponse>('/wallet_passes', { method: 'POST', body });
  if (!result?.success || !result.pass_url) throw new WalletPassRefusedError(result?.message || null);
  return result;
}

/** POST /wallet_passes: a pass for ios, android or safari; pass_url is where it is handed over. */
export function useCreateWalletPass() {
  return useMutation({ mutationFn: createWalletPass });
}
