import type { Medication, Pricing } from '@arx/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { BookmarkToggle } from '../../features/bookmarks/components/bookmark-toggle';
import { loadBookmarksMessages } from '../../features/bookmarks/messages';
import { markBookmarkedInLists } from '../../features/medications/api/mark-bookmarked';
import { MemberPrescriptionSavings } from '../../features/medications/components/member-prescription-savings';
import { loadMemberPrescriptionSavingsMessages } from '../../features/medications/member-prescription-savings-messages';
import { loadMedicationsMessages } from '../../features/medications/messages';
import { ReportPriceButton } from '../../features/price-reports/components/report-price-button';
import { loadPriceReportsMessages } from '../../features/price-reports/messages';
import { catalogueSubject } from '../../features/price-reports/price-report-subject';
import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The catalogues of the features this page shows, loaded before it first renders (app/lazy-route.tsx). */
export const catalogs: readonly CatalogLoader[] = [
  loadBookmarksMessages,
  loadMedicationsMessages,
  loadMemberPrescriptionSavingsMessages,
  loadPriceReportsMessages,
];

const renderPriceAction = (medication: Medication, pricing: Pricing) => (
  <ReportPriceButton subject={catalogueSubject(medication, pricing)} className="-mr-3 whitespace-nowrap" />
);

/**
 * The member's price search with a bookmark per medication (a toggle flips its row at once) and,
 * on each price, a way to report that the pharmacy charged something else.
 */
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
  return <MemberPrescriptionSavings renderAction={renderAction} renderPriceAction={renderPriceAction} />;
}
