import type { MedicationListResponse } from '@arx/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { medicationKeys } from './get-medications';

/**
 * Every cached medication list carries is_bookmarked per medication: after a bookmark changes,
 * patch them in place so the row flips at once, without fetching 50 medications again.
 */
export function markBookmarkedInLists(queryClient: QueryClient, medicationId: number, isBookmarked: boolean) {
  queryClient.setQueriesData<MedicationListResponse>({ queryKey: medicationKeys.all }, (data) =>
    data?.medications.some((m) => m.id === medicationId)
      ? {
          ...data,
          medications: data.medications.map((m) => (m.id === medicationId ? { ...m, is_bookmarked: isBookmarked } : m)),
        }
      : data,
  );
}
