import { PKPASS_CONTENT_TYPE } from '@arx/contracts/wallet';
import { sendApiRequest } from '../../../lib/api-client';

/** The name the downloaded Apple pass is saved under. */
export const PKPASS_FILE_NAME = 'arx-member-card.pkpass';

/**
 * GET /wallet_passes/{id}/download with the bearer token (docs/product.md §7 pkpass download): the
 * desktop way to an Apple pass, which the member then opens or AirDrops to a phone. A non-OK
 * answer throws an ApiError carrying its status.
 */
export async function downloadWalletPass(membershipId: number): Promise<Blob> {
  const response = await sendApiRequest(`/wallet_passes/${membershipId}/download`, {
    query: { platform: 'ios' },
    accept: PKPASS_CONTENT_TYPE,
  });
  return response.blob();
}
