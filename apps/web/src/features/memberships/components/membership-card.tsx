import type { FamilyMembership } from '@arx/contracts';
import { useId } from 'react';
import { SITE } from '../../../lib/site';
import { DEFAULT_CARD_TITLE } from '../membership';
import { CopyMemberIdButton } from './copy-member-id-button';

type MembershipCardProps = {
  /** The card holder's membership or a family member's: a card needs only what both have. */
  membership: FamilyMembership;
  isPrimary?: boolean;
  /** The copy for printing: no copy button, sized in millimetres by the print stylesheet. */
  forPrint?: boolean;
};

/**
 * The digital savings card (docs/product.md §2 Card display). It is laid out for a card-sized box (about
 * 324 px, which is also 85.6 mm on paper), so the same face prints at the real card size.
 * An incomplete profile, or a family member the plan has suspended, dims it and marks it
 * INACTIVE; the slate colours keep its white text above 4.5:1 even at 75% opacity.
 */
export function MembershipCard({ membership, isPrimary = true, forPrint = false }: MembershipCardProps) {
  const titleId = useId();
  const inactive = !membership.profile_completed || membership.status === 'suspended';
  return (
    <article
      aria-labelledby={titleId}
      data-state={inactive ? 'inactive' : 'active'}
      className={`relative isolate flex aspect-[85.6/53.98] w-full flex-col gap-1 rounded-2xl p-4 text-white shadow-lg [print-color-adjust:exact] *:shrink-0 print:h-[53.98mm] print:w-[85.6mm] print:rounded-[3mm] print:shadow-none ${
        inactive
          ? 'bg-gradient-to-br from-slate-700 to-slate-800 opacity-75'
          : 'bg-gradient-to-br from-brand-700 to-brand-900'
      }`}
    >
      {/* Decoration only; clipped here so the card itself can grow if a long name needs the room. */}
      <div aria-hidden="true" className="-z-10 pointer-events-none absolute inset-0 overflow-hidden rounded-[inherit]">
        <div className="-top-16 -right-10 absolute size-44 rounded-full bg-white/5" />
      </div>
      <div className="flex items-center justify-between gap-2">
        <p className="truncate font-bold text-sm leading-5">{SITE.name}</p>
        {inactive && (
          <span className="rounded-full bg-white px-2 py-0.5 font-bold text-[10px] text-slate-900 leading-4 tracking-wider">
            INACTIVE
          </span>
        )}
      </div>
      <div className="flex items-center gap-2">
        <h3 id={titleId} className="truncate text-white/90 text-xs leading-4">
          {membership.card_title || DEFAULT_CARD_TITLE}
        </h3>
        {isPrimary && (
          <span className="rounded-full border border-white/70 px-1.5 font-semibold text-[9px] leading-3.5 tracking-wider">
            PRIMARY
          </span>
        )}
      </div>

      <p className="mt-auto truncate pt-1 font-semibold text-base leading-6">{membership.display_name}</p>
      <div>
        <p className="text-[10px] text-white/90 uppercase leading-3 tracking-wider">Member ID</p>
        <div className="flex min-w-0 items-center gap-1">
          <p className="truncate font-bold font-mono text-lg leading-7 tracking-wide">{membership.full_member_id}</p>
          {!forPrint && <CopyMemberIdButton memberId={membership.full_member_id} />}
        </div>
      </div>
      <dl className="flex gap-5 text-xs leading-4">
        <div className="flex gap-1.5">
          <dt className="text-white/90">Group</dt>
          <dd className="font-mono font-semibold">{membership.group_code}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-white/90">BIN</dt>
          <dd className="font-mono font-semibold">{membership.bin_number}</dd>
        </div>
      </dl>
      <p className="text-[10px] text-white/90 leading-3">
        Not insurance. Discount card for use at participating pharmacies.
      </p>
    </article>
  );
}
