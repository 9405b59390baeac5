import { useLingui } from '@lingui/react/macro';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { AccountSection } from '../../features/account/components/account-section';
import { loadAccountMessages } from '../../features/account/messages';
import { useAuth } from '../../features/auth/auth-context';
import { billingDetailsQueryOptions } from '../../features/billing/api/get-billing-details';
import { loadBillingMessages } from '../../features/billing/messages';
import { bookmarksQueryOptions } from '../../features/bookmarks/api/get-bookmarks';
import { BookmarkedMedications } from '../../features/bookmarks/components/bookmarked-medications';
import { loadBookmarksMessages } from '../../features/bookmarks/messages';
import { PlanCancellation } from '../../features/cancellation/components/plan-cancellation';
import { loadCancellationMessages } from '../../features/cancellation/messages';
import { loadCounterMessages } from '../../features/counter/messages';
import { useCounterDeviceSync } from '../../features/counter/use-counter-device-sync';
import { userProfileKeys, userProfileQueryOptions } from '../../features/dashboard/api/get-user-profile';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { loadDashboardMessages } from '../../features/dashboard/messages';
import { FamilyMembersSection } from '../../features/family/components/family-members-section';
import { loadFamilyMessages } from '../../features/family/messages';
import { markBookmarkedInLists } from '../../features/medications/api/mark-bookmarked';
import { loadMedicationsMessages } from '../../features/medications/messages';
import { membershipKeys, primaryMembershipQueryOptions } from '../../features/memberships/api/get-primary-membership';
import { MembershipCard } from '../../features/memberships/components/membership-card';
import { PrimaryMembershipArea } from '../../features/memberships/components/primary-membership-area';
import { PrintCardButton } from '../../features/memberships/components/print-card-button';
import { loadMembershipsMessages } from '../../features/memberships/messages';
import { PriceReportList } from '../../features/price-reports/components/price-report-list';
import { ReportPriceButton } from '../../features/price-reports/components/report-price-button';
import { loadPriceReportsMessages } from '../../features/price-reports/messages';
import { fillSubject } from '../../features/price-reports/price-report-subject';
import { SavingsSection } from '../../features/savings/components/savings-section';
import { loadSavingsMessages } from '../../features/savings/messages';
import { subscriptionStatusQueryOptions } from '../../features/subscriptions/api/get-subscription-status';
import { WalletActions } from '../../features/wallet/components/wallet-actions';
import { loadWalletMessages } from '../../features/wallet/messages';
import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The catalogues of the features this page shows, loaded before it first renders (app/lazy-route.tsx). */
export const catalogs: readonly CatalogLoader[] = [
  loadAccountMessages,
  loadBillingMessages,
  loadBookmarksMessages,
  loadCancellationMessages,
  loadCounterMessages,
  loadDashboardMessages,
  loadFamilyMessages,
  loadMedicationsMessages,
  loadMembershipsMessages,
  loadPriceReportsMessages,
  loadSavingsMessages,
  loadWalletMessages,
];

/** The dashboard puts together the member's plan, card, family and bookmarks, each from its own feature. */
export default function DashboardPage() {
  const { user } = useAuth();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // docs/product.md §7: all five load on mount, together, rather than one after another as sections appear.
  const [profile, subscription, membership, bookmarks, billing] = useQueries({
    queries: [
      userProfileQueryOptions(),
      subscriptionStatusQueryOptions(),
      primaryMembershipQueryOptions(),
      bookmarksQueryOptions(),
      // The billing page polls; the dashboard only needs the price once.
      { ...billingDetailsQueryOptions(), refetchInterval: false },
    ],
  });
  const onBookmarkChange = useCallback(
    (medicationId: number, isBookmarked: boolean) => markBookmarkedInLists(queryClient, medicationId, isBookmarked),
    [queryClient],
  );
  // A family change alters the card holder's membership (members, slots) and the profile's family list.
  const onHouseholdChange = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
        queryClient.invalidateQueries({ queryKey: userProfileKeys.profile }),
      ]),
    [queryClient],
  );
  // The card is on this page: keep it on the device for counter mode, offline too.
  useCounterDeviceSync(user?.id, membership.data);
  const card = profile.data?.user;
  // The subscription status has no cancellation flag; the billing details do.
  const planSubscription = billing.data?.subscription;

  return (
    <>
      <DashboardView
        user={user}
        profile={profile}
        subscription={subscription}
        billing={billing}
        planActions={planSubscription ? <PlanCancellation subscription={planSubscription} /> : null}
        membershipArea={
          <PrimaryMembershipArea
            membership={membership}
            fallback={{
              name: card?.name ?? user?.name ?? null,
              memberId: card?.memberId ?? null,
              groupCode: card?.groupCode ?? profile.data?.membership.groupCode ?? null,
              binNumber: card?.binNumber ?? profile.data?.membership.binNumber ?? null,
            }}
            renderWalletActions={(own) => <WalletActions membership={own} isPrimary />}
          />
        }
        family={
          <FamilyMembersSection
            membership={membership}
            onChanged={onHouseholdChange}
            renderCard={(member) => <MembershipCard membership={member} isPrimary={false} />}
            renderPrintButton={(member) => (
              <PrintCardButton membership={member} isPrimary={false} label={t`Print Card`} />
            )}
            renderWalletActions={(member) => <WalletActions membership={member} isPrimary={false} />}
          />
        }
        savings={<SavingsSection renderFillAction={(fill) => <ReportPriceButton subject={fillSubject(fill)} />} />}
        priceReports={<PriceReportList />}
        bookmarks={<BookmarkedMedications bookmarks={bookmarks} onChange={onBookmarkChange} />}
      />
      <AccountSection />
    </>
  );
}
