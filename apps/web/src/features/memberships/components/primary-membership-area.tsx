import type { Membership } from '@arx/contracts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import {
  type CardFallback,
  isProfileModalDismissed,
  placeholderMembership,
  setProfileModalDismissed,
} from '../membership';
import { CardSection } from './card-section';
import { CompleteProfileModal } from './complete-profile-modal';
import { ProfileIncompleteBanner } from './profile-incomplete-banner';

export const PROFILE_COMPLETED_TOAST = msg`Your profile is complete. Your card is ready to use!`;

type Props = {
  membership: UseQueryResult<Membership>;
  /** The member's own card values from their profile, for the placeholder. */
  fallback: CardFallback;
  renderWalletActions: (membership: Membership) => ReactNode;
};

/**
 * The card holder's card, the profile banner and the complete-profile modal (docs/product.md §4): the
 * modal opens by itself while the profile is incomplete unless the member skipped it before;
 * skipping remembers that and shows the banner; completing forgets it and hides both.
 */
export function PrimaryMembershipArea({ membership: query, fallback, renderWalletActions }: Props) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [skipped, setSkipped] = useState(isProfileModalDismissed);
  const [openedByMember, setOpenedByMember] = useState(false);
  const [bannerClosed, setBannerClosed] = useState(false);

  const loaded = query.data ?? null;
  const membership = loaded ?? (query.isError ? placeholderMembership(fallback, i18n) : null);
  const incomplete = membership !== null && !membership.profile_completed;
  // Only a membership that really loaded opens the modal by itself: a placeholder has nothing to complete yet.
  const modalOpen = incomplete && (openedByMember || (loaded !== null && !skipped));
  const showBanner = incomplete && !modalOpen && !bannerClosed;

  useEffect(() => {
    if (query.error) console.error('Failed to load membership details', query.error);
  }, [query.error]);

  const onSkip = () => {
    setProfileModalDismissed(true);
    setSkipped(true);
    setOpenedByMember(false);
  };
  const onCompleted = () => {
    setProfileModalDismissed(false);
    setSkipped(false);
    setOpenedByMember(false);
    toast.show(i18n._(PROFILE_COMPLETED_TOAST), 'success');
  };
  const openModal = () => setOpenedByMember(true);

  return (
    <div className="space-y-6">
      {showBanner && <ProfileIncompleteBanner onCompleteProfile={openModal} onDismiss={() => setBannerClosed(true)} />}
      <CardSection membership={membership} onCompleteProfile={openModal} renderWalletActions={renderWalletActions} />
      {membership && (
        <CompleteProfileModal open={modalOpen} membership={membership} onSkip={onSkip} onCompleted={onCompleted} />
      )}
    </div>
  );
}
