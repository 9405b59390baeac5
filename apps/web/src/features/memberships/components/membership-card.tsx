import type { FamilyMembership } from '@arx/contracts';
import { type CardHolder, cardFrontFields, notInsuranceStatement, petStatement } from '@arx/contracts/card';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useCardIssuer } from '../../../lib/card-issuer';
import { getPageLocale } from '../../../lib/i18n/catalogs';
import { SITE } from '../../../lib/site';
import { DEFAULT_CARD_TITLE } from '../membership';
import { CardBackToggle } from './card-back';
import { CardIssuerLines } from './card-issuer-lines';
import { CopyMemberIdButton } from './copy-member-id-button';

type MembershipCardProps = {
  /** The card holder's membership or a family member's: a card needs only what both have. */
  membership: FamilyMembership;
  isPrimary?: boolean;
};

/** What a card says about its holder, in the words every card uses (@arx/contracts/card). */
export function cardHolderOf(membership: FamilyMembership): CardHolder {
  return {
    name: membership.display_name,
    member_id: membership.full_member_id,
    rx_bin: membership.bin_number,
    rx_group: membership.group_code,
    person_code: membership.person_code,
    species: membership.species,
  };
}

/**
 * The digital savings card (docs/decisions/0017-counter-and-savings.md): the front carries what
 * a pharmacist keys in and whom to call, and "Card back" below it opens the back. It is laid out
 * for a card-sized box (about 350 px); with a long name it grows rather than cut anything off.
 * An incomplete profile, or a family member the plan has suspended, dims it and marks it
 * INACTIVE; the slate colours keep its white text above 4.5:1 even at 75% opacity.
 */
export function MembershipCard({ membership, isPrimary = true }: MembershipCardProps) {
  const titleId = useId();
  const { i18n } = useLingui();
  const issuer = useCardIssuer();
  const inactive = !membership.profile_completed || membership.status === 'suspended';
  const holder = cardHolderOf(membership);
  // The card's words in the page's language (@arx/contracts/card keeps what a pharmacist needs in English too).
  const locale = getPageLocale();
  // Name and member ID have their own lines; the rest (RxBIN, RxPCN, RxGroup) share one row.
  const codes = cardFrontFields(holder, issuer ?? NO_PCN, locale).slice(2);
  // A pet's card says so beside its name: the pharmacist must know the patient is an animal.
  const pet = petStatement(holder, locale);
  return (
    <div className="flex flex-col gap-2">
      <article
        aria-labelledby={titleId}
        data-state={inactive ? 'inactive' : 'active'}
        className={`relative isolate flex aspect-[85.6/53.98] w-full flex-col gap-1 rounded-2xl p-4 text-white shadow-lg [print-color-adjust:exact] *:shrink-0 ${
          inactive
            ? 'bg-gradient-to-br from-slate-700 to-slate-800 opacity-75'
            : 'bg-gradient-to-br from-brand-700 to-brand-900'
        }`}
      >
        {/* Decoration only; clipped here so the card itself can grow if a long name needs the room. */}
        <div
          aria-hidden="true"
          className="-z-10 pointer-events-none absolute inset-0 overflow-hidden rounded-[inherit]"
        >
          <div className="-top-16 -right-10 absolute size-44 rounded-full bg-white/5" />
        </div>
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate font-bold text-sm leading-5">{SITE.name}</p>
            <h3 id={titleId} className="truncate text-white/90 text-xs leading-4">
              {membership.card_title || i18n._(DEFAULT_CARD_TITLE)}
            </h3>
          </div>
          {/* One above the other: side by side they left a phone's card too little room for its title. */}
          <div className="flex shrink-0 flex-col items-end gap-1">
            {isPrimary && (
              <span className="rounded-full border border-white/70 px-1.5 font-semibold text-[9px] leading-3.5 tracking-wider">
                <Trans>PRIMARY</Trans>
              </span>
            )}
            {inactive && (
              <span className="rounded-full bg-white px-2 py-0.5 font-bold text-[10px] text-slate-900 leading-4 tracking-wider">
                <Trans>INACTIVE</Trans>
              </span>
            )}
          </div>
        </div>

        <p className="mt-auto truncate pt-1 font-semibold text-base leading-5">{membership.display_name}</p>
        {pet && <p className="font-bold text-[11px] uppercase leading-4 tracking-wider">{pet}</p>}
        {/* The label on a line of its own: beside the ID it would make the card wider than a phone. */}
        <div>
          <p className="text-[10px] text-white/90 uppercase leading-3 tracking-wider">
            <Trans>Member ID</Trans>
          </p>
          <div className="flex min-w-0 items-center gap-1">
            <p className="truncate font-bold font-mono text-base leading-6 tracking-wide">
              {membership.full_member_id}
            </p>
            <CopyMemberIdButton memberId={membership.full_member_id} />
          </div>
        </div>
        <dl className="flex flex-wrap gap-x-4 text-xs leading-4">
          {codes.map((field) => (
            <div key={field.key} className="flex gap-1">
              <dt className="text-white/90">{field.label}</dt>
              <dd className="font-mono font-semibold">{field.value}</dd>
            </div>
          ))}
        </dl>
        {issuer && <CardIssuerLines issuer={issuer} />}
        <p className="text-[11px] leading-4 tracking-wide">
          <strong className="font-extrabold">{notInsuranceStatement(locale)}</strong>
        </p>
      </article>
      {issuer && <CardBackToggle holder={holder} issuer={issuer} />}
    </div>
  );
}

/** Until the issuer loads, the holder's own codes show; the RxPCN line waits for the settings. */
const NO_PCN = {
  processor_name: '',
  rx_pcn: null,
  helpdesk_phone: '',
  member_services_phone: '',
  website_label: '',
  website_url: '',
};
