import type { Bookmark } from '@arx/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  list: ['bookmarks', 'list'] as const,
  /** One per medication: the busy state of its toggle is shared by every button for it. */
  toggle: (medicationId: number) => ['bookmarks', 'toggle', medicationId] as const,
};

/** The member's bookmarked medications, newest first as the API sends them. */
export const bookmarksQueryOptions = () =>
  queryOptions({
    queryKey: bookmarkKeys.list,
    queryFn: ({ signal }) => apiRequest<{ bookmarks: Bookmark[] }>('/bookmarks', { signal }).then((r) => r.bookmarks),
  });
