import type { Bookmark } from '@arx/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookmarkKeys } from './get-bookmarks';
import type { OnBookmarkChange } from './toggle-bookmark';

function removeBookmark(bookmarkId: number) {
  return apiRequest<void>(`/bookmarks/${bookmarkId}`, { method: 'DELETE' });
}

/** DELETE /bookmarks/:id. The card leaves the list once the server agrees; a failure is only logged (docs/product.md §8). */
export function useRemoveBookmark(onChange?: OnBookmarkChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookmark: Bookmark) => removeBookmark(bookmark.id),
    onSuccess: (_result, bookmark) => {
      queryClient.setQueryData<Bookmark[]>(bookmarkKeys.list, (list) => list?.filter((b) => b.id !== bookmark.id));
      onChange?.(bookmark.medication.id, false);
      void queryClient.invalidateQueries({ queryKey: bookmarkKeys.list });
    },
    onError: (error) => console.error('Failed to remove bookmark', error),
  });
}
