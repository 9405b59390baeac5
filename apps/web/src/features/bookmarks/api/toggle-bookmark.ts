import type { BookmarkStateResponse } from '@arx/contracts';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookmarkKeys } from './get-bookmarks';

export type OnBookmarkChange = (medicationId: number, isBookmarked: boolean) => void;

function toggleBookmark(medicationId: number) {
  return apiRequest<BookmarkStateResponse>(`/bookmarks/toggle/${medicationId}`, { method: 'POST' });
}

/**
 * POST /bookmarks/toggle/:id for one medication. `busy` is per medication (docs/product.md §4), shared by
 * the table's and the card's button for it. Failures are only logged (docs/product.md §7).
 */
export function useToggleBookmark(medicationId: number, onChange?: OnBookmarkChange) {
  const queryClient = useQueryClient();
  const mutationKey = bookmarkKeys.toggle(medicationId);
  const busy = useIsMutating({ mutationKey }) > 0;
  const mutation = useMutation({
    mutationKey,
    mutationFn: () => toggleBookmark(medicationId),
    onSuccess: ({ is_bookmarked }) => {
      onChange?.(medicationId, is_bookmarked);
      void queryClient.invalidateQueries({ queryKey: bookmarkKeys.list });
    },
    onError: (error) => console.error('Failed to toggle bookmark', error),
  });
  return { toggle: () => mutation.mutate(), busy };
}
