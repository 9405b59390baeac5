import type { AdminMessageResponseSchema } from '@arx/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshMember } from './get-member';

/** The contract names no type for this answer; it is what its schema parses to. */
export type MemberMessageResponse = ReturnType<typeof AdminMessageResponseSchema.parse>;

/** POST /admin/members/:userId/welcome-email: queues the welcome e-mail once more (409 without a card). */
export function useResendMemberWelcome(userId: number) {
  const refresh = useRefreshMember(userId);
  return useMutation({
    mutationFn: () => apiRequest<MemberMessageResponse>(`/admin/members/${userId}/welcome-email`, { method: 'POST' }),
    onSettled: refresh,
  });
}
