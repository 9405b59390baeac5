import type { SubscriptionStatusResponse, User } from '@arx/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { subtitleFor } from '../dashboard';
import { CompleteRegistrationPanel } from './complete-registration-panel';
import { MemberDashboard } from './member-dashboard';

export const PROFILE_LOAD_ERROR = 'Failed to load user profile. Please try refreshing the page.';

type DashboardViewProps = {
  user: Pick<User, 'name' | 'email'> | null;
  subscription: UseQueryResult<SubscriptionStatusResponse>;
};

/** The member dashboard (spec §2): a greeting, then the member's space or the way to a plan. */
export function DashboardView({ user, subscription }: DashboardViewProps) {
  const status = subscription.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <header>
        <h1 className="font-bold text-3xl text-ink tracking-tight md:text-4xl">
          Welcome back, {user?.name?.trim() || 'Member'}!
        </h1>
        <p className="mt-2 min-h-7 text-lg text-slate-700">{status ? subtitleFor(status) : ''}</p>
      </header>

      <div className="mt-8 min-h-[24rem]">
        {subscription.isPending ? (
          <div className="flex min-h-[24rem] items-center justify-center">
            <Spinner label="Loading your dashboard" className="scale-150" />
          </div>
        ) : !status ? (
          <div
            role="alert"
            className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-8 text-center"
          >
            <h2 className="font-bold text-red-900 text-xl">Something went wrong</h2>
            <p className="text-red-900">{PROFILE_LOAD_ERROR}</p>
            <Button className="mt-2" onClick={() => window.location.reload()}>
              Try Again
            </Button>
          </div>
        ) : status.has_active_subscription ? (
          <MemberDashboard email={user?.email ?? ''} status={status} />
        ) : (
          <CompleteRegistrationPanel />
        )}
      </div>
    </div>
  );
}
