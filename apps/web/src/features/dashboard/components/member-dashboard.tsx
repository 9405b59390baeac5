import type { SubscriptionStatusResponse } from '@arx/contracts';
import type { ReactNode } from 'react';
import { isTrialing } from '../dashboard';
import { HowToUse } from './how-to-use';
import { PlanDetailsCard } from './plan-details-card';
import { QuickActions } from './quick-actions';
import { TrialNotice } from './trial-notice';

type MemberDashboardProps = {
  email: string;
  status: SubscriptionStatusResponse;
  planPrice: string | null;
  /** Cancel or keep the membership, under Plan Details. */
  planActions?: ReactNode;
  /**
   * The savings card (with its banner and modal), the family, My Savings, the member's price
   * reports and the bookmarks: other features, placed by the route.
   */
  membershipArea: ReactNode;
  family: ReactNode;
  savings?: ReactNode;
  priceReports?: ReactNode;
  bookmarks: ReactNode;
};

/**
 * An active member's dashboard: the main column holds the member's sections (the savings card,
 * How to Use, family members, My Savings, price reports, bookmarks); the side column is about
 * the plan.
 */
export function MemberDashboard({
  email,
  status,
  planPrice,
  planActions,
  membershipArea,
  family,
  savings,
  priceReports,
  bookmarks,
}: MemberDashboardProps) {
  const trialEnd = isTrialing(status) ? status.trial_end : null;
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="min-w-0 space-y-8 lg:col-span-2">
        {membershipArea}
        <HowToUse />
        {family}
        {savings}
        {priceReports}
        {bookmarks}
      </div>
      <div className="min-w-0 space-y-6">
        {trialEnd && <TrialNotice trialEnd={trialEnd} />}
        <PlanDetailsCard email={email} status={status} price={planPrice} actions={planActions} />
        <QuickActions />
      </div>
    </div>
  );
}
