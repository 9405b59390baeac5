import type { BillingDetails, SubscriptionStatusResponse, UserProfileResponse } from '@arx/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { planPriceLabel, subtitleFor } from '../dashboard';
import { CompleteRegistrationPanel } from './complete-registration-panel';
import { MemberDashboard } from './member-dashboard';

export const PROFILE_LOAD_ERROR = msg`Failed to load user profile. Please try refreshing the page.`;

type DashboardViewProps = {
  /** The signed-in user (auth context); `justJoined` on the visit of the sign-in that made the account. */
  user: { name: string | null; email: string; justJoined?: boolean } | null;
  profile: UseQueryResult<UserProfileResponse>;
  subscription: UseQueryResult<SubscriptionStatusResponse>;
  billing: UseQueryResult<BillingDetails>;
  /** Cancel or keep the membership (another feature), shown in Plan Details. */
  planActions?: ReactNode;
  membershipArea: ReactNode;
  family: ReactNode;
  savings?: ReactNode;
  priceReports?: ReactNode;
  bookmarks: ReactNode;
};

/** The member dashboard (docs/product.md §2): a greeting, then the member's space or the way to a plan. */
export function DashboardView({
  user,
  profile,
  subscription,
  billing,
  planActions,
  membershipArea,
  family,
  savings,
  priceReports,
  bookmarks,
}: DashboardViewProps) {
  const { t, i18n } = useLingui();
  const status = subscription.data;
  // The signed-in user's name first (fresh from /current_user after sign-in, and it never flickers);
  // the profile fills in when the token carries none.
  const name = user?.name?.trim() || profile.data?.user.name?.trim() || t`Member`;
  const email = profile.data?.user.email ?? user?.email ?? '';
  const isLoading = profile.isPending || subscription.isPending;
  const failed = profile.isError || subscription.isError;

  // docs/product.md §7: a billing-details failure is only logged; Plan Details simply leaves the price out.
  useEffect(() => {
    if (billing.error) console.error('Failed to load billing details', billing.error);
  }, [billing.error]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <header>
        <h1 className="break-words font-bold text-3xl text-ink tracking-tight md:text-4xl">
          {user?.justJoined ? <Trans>Welcome, {name}!</Trans> : <Trans>Welcome back, {name}!</Trans>}
        </h1>
        <p className="mt-2 min-h-7 text-lg text-slate-700">{status && !failed ? subtitleFor(status, i18n) : ''}</p>
      </header>

      <div className="mt-8 min-h-[24rem]">
        {isLoading ? (
          <div className="flex min-h-[24rem] items-center justify-center">
            <Spinner label={t`Loading your dashboard`} className="scale-150" />
          </div>
        ) : failed || !status ? (
          <div
            role="alert"
            className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-8 text-center"
          >
            <h2 className="font-bold text-red-900 text-xl">
              <Trans>Something went wrong</Trans>
            </h2>
            <p className="text-red-900">{i18n._(PROFILE_LOAD_ERROR)}</p>
            <Button className="mt-2" onClick={() => window.location.reload()}>
              <Trans>Try Again</Trans>
            </Button>
          </div>
        ) : status.has_active_subscription ? (
          <MemberDashboard
            email={email}
            status={status}
            planPrice={planPriceLabel(billing.data, i18n)}
            planActions={planActions}
            membershipArea={membershipArea}
            family={family}
            savings={savings}
            priceReports={priceReports}
            bookmarks={bookmarks}
          />
        ) : (
          <CompleteRegistrationPanel />
        )}
      </div>
    </div>
  );
}
