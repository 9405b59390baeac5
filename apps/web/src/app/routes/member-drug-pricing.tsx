import type { Medication } from '@arx/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { BookmarkToggle } from '../../features/bookmarks/components/bookmark-toggle';
import { markBookmarkedInLists } from '../../features/medications/api/mark-bookmarked';
import { MemberPrescriptionSavings } from '../../features/medications/components/member-prescription-savings';

/** The member's price search with a bookmark per medication; a toggle flips its row at once. */
export default function MemberDrugPricingPage() {
  const queryClient = useQueryClient();
  const onBookmarkChange = useCallback(
    (medicationId: number, isBookmarked: boolean) => markBookmarkedInLists(queryClient, medicationId, isBookmarked),
    [queryClient],
  );
  const renderAction = useCallback(
    (medication: Medication) => <BookmarkToggle medication={medication} onChange={onBookmarkChange} />,
    [onBookmarkChange],
  );
  return <MemberPrescriptionSavings renderAction={renderAction} />;
}
