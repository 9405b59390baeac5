import type { FamilyMembership } from '@arx/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { relationshipLabel } from '../family';
import { FamilyStatusBadge } from './family-status-badge';

const WALLET_NOTICE = msg`Profile must be completed to activate wallet passes`;

/**
 * How the dashboard draws a card: the card face and its print button come from the card's own
 * feature, the wallet buttons from the wallet feature.
 */
export type CardSlots = {
  renderCard: (member: FamilyMembership) => ReactNode;
  renderPrintButton: (member: FamilyMembership) => ReactNode;
  renderWalletActions: (member: FamilyMembership) => ReactNode;
};

type Props = CardSlots & { member: FamilyMembership; onClose: () => void };

/** "{name}'s Card" (docs/product.md §2): the member's own card, to copy the ID from, add to a wallet or print. */
export function MemberCardModal({ member, renderCard, renderPrintButton, renderWalletActions, onClose }: Props) {
  const id = useId();
  const { i18n } = useLingui();
  const name = member.display_name;
  return (
    <Dialog open onClose={onClose} labelledBy={`${id}-title`} className="sm:max-w-md">
      <div className="p-5 sm:p-8">
        <h2 id={`${id}-title`} className="break-words pr-2 font-bold text-2xl text-ink">
          <Trans>{name}'s Card</Trans>
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700 text-sm">
          {relationshipLabel(member, i18n)}
          <span aria-hidden="true">·</span>
          <FamilyStatusBadge member={member} />
        </p>
        <div className="mx-auto mt-5 w-full max-w-[22rem]">{renderCard(member)}</div>
        {member.profile_completed ? (
          <div className="mt-5 flex flex-col gap-3">
            {/* Counter mode: the card's fields full screen, high contrast, kept for use offline. */}
            <ButtonLink to={`/counter?card=${member.id}`}>
              <Trans>Show at pharmacy</Trans>
            </ButtonLink>
            {renderWalletActions(member)}
          </div>
        ) : (
          <p className="mt-5 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-amber-950 text-sm">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              className="mt-0.5 size-4 shrink-0"
            >
              <circle cx="12" cy="12" r="9" />
              <path d="M12 8v5m0 3h.01" />
            </svg>
            {i18n._(WALLET_NOTICE)}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          {renderPrintButton(member)}
        </div>
      </div>
    </Dialog>
  );
}
