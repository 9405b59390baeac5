import type { FamilyMembership, Membership } from '@arx/contracts';
import type { CardHolder, CardIssuer } from '@arx/contracts/card';

/**
 * What counter mode keeps on the device (docs/decisions/0017-counter-and-savings.md): each
 * household card's printed fields and the issuer's details, nothing else. Birth dates, addresses,
 * medications and bookmarks never leave the API's answers for this copy, so a lost phone shows
 * a stranger no more than the plastic card would.
 */
export type SavedHolder = CardHolder & { membership_id: number; is_active: boolean };
export type SavedCard = {
  /** Whose household this is: another account signing in on the device never sees it. */
  user_id: number;
  refreshed_at: string;
  issuer: CardIssuer;
  holders: SavedHolder[];
};

function holderOf(membership: FamilyMembership): SavedHolder {
  return {
    membership_id: membership.id,
    name: membership.display_name,
    member_id: membership.full_member_id,
    rx_bin: membership.bin_number,
    rx_group: membership.group_code,
    person_code: membership.person_code,
    species: membership.species,
    is_active: membership.profile_completed && membership.status === 'active',
  };
}

function issuerFields(issuer: CardIssuer): CardIssuer {
  return {
    processor_name: issuer.processor_name,
    rx_pcn: issuer.rx_pcn,
    helpdesk_phone: issuer.helpdesk_phone,
    member_services_phone: issuer.member_services_phone,
    website_label: issuer.website_label,
    website_url: issuer.website_url,
  };
}

/** The household's cards as counter mode shows them, picked field by field from the API's answers. */
export function counterCardOf(userId: number, membership: Membership, issuer: CardIssuer, now = new Date()): SavedCard {
  return {
    user_id: userId,
    refreshed_at: now.toISOString(),
    issuer: issuerFields(issuer),
    holders: [membership, ...membership.family_members].map(holderOf),
  };
}

/**
 * localStorage, not IndexedDB: a few hundred bytes read once when /counter opens, with no library.
 * lib/forget-device.ts, which ending a session loads, removes it under the same key (see there why
 * it is written out twice).
 */
const SAVED_CARD_KEY = 'arx.counter_card';

export function saveCard(card: SavedCard): void {
  try {
    window.localStorage.setItem(SAVED_CARD_KEY, JSON.stringify(card));
  } catch {
    // Storage full or refused (private mode): counter mode then works only online.
  }
}

/** The card saved for `userId`, or null when there is none, it is someone else's or it is unreadable. */
export function readSavedCard(userId: number): SavedCard | null {
  try {
    const card = JSON.parse(window.localStorage.getItem(SAVED_CARD_KEY) ?? 'null') as SavedCard | null;
    if (!card || card.user_id !== userId || !Array.isArray(card.holders) || !card.issuer) return null;
    return card;
  } catch {
    return null;
  }
}

/** The card to show for `?card=<membership id>`; without one, the card holder's. */
export function holderToShow(card: SavedCard, cardId: string | null): SavedHolder | null {
  if (cardId === null) return card.holders.find((h) => h.person_code === 1) ?? card.holders[0] ?? null;
  return card.holders.find((h) => String(h.membership_id) === cardId) ?? null;
}
