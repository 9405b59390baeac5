import type { SubscriptionStatusResponse } from '@arx/contracts';
import { isTrialing } from '../dashboard';
import { HowToUse } from './how-to-use';
import { PlanDetailsCard } from './plan-details-card';
import { QuickActions } from './quick-actions';
import { TrialNotice } from './trial-notice';

/**
 * An active member's dashboard: the main column holds the member's sections (the savings card,
 * family members and bookmarks join How to Use here); the side column is about the plan.
 */
export function MemberDashboard({ email, status }: { email: string; status: SubscriptionStatusResponse }) {
  const trialEnd = isTrialing(status) ? status.trial_end : null;
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="space-y-8 lg:col-span-2">
        <HowToUse />
      </div>
      <div className="space-y-6">
        {trialEnd && <TrialNotice trialEnd={trialEnd} />}
        <PlanDetailsCard email={email} status={status} />
        <QuickActions />
      </div>
    </div>
  );
}
