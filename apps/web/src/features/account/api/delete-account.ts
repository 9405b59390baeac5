import type { DeleteAccountRequest, DeleteAccountResponse } from '@arx/contracts';
import { DELETE_ACCOUNT_CONFIRMATION } from '@arx/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function deleteAccount(): Promise<DeleteAccountResponse> {
  const body: DeleteAccountRequest = { confirm: DELETE_ACCOUNT_CONFIRMATION };
  return apiRequest<DeleteAccountResponse>('/account', { method: 'DELETE', body });
}

/** DELETE /account, once the member has typed the confirmation word. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
