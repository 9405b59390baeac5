/**
 * What every savings card says, wherever it is shown (docs/decisions/0017-counter-and-savings.md):
 * the dashboard, the family card dialog, print, counter mode, both wallet passes and the share
 * link. Pure TypeScript, no zod, so the browser imports it from '@arx/contracts/card' and the
 * API's wallet passes use the very same words.
 */

/**
 * GET /api/v1/card_issuer (public): who processes the card and whom to call. Read from settings
 * (CARD_PROCESSOR_NAME, CARD_PCN, CARD_HELPDESK_PHONE, MEMBER_SERVICES_PHONE) each time, so a
 * changed number is on every card at once.
 */
export type CardIssuer = {
  processor_name: string;
  /** Shown only when configured: the processor decides whether pharmacies need it. */
  rx_pcn: string | null;
  /** The pharmacist help desk, as printed ("1-800-555-0134"). */
  helpdesk_phone: string;
  member_services_phone: string;
  /** The club's website, as printed ("arxsavingsclub.com"), and its address. */
  website_label: string;
  website_url: string;
};

/** One person's card: what the membership record gives. */
export type CardHolder = {
  name: string;
  /** ARX-000123-01 */
  member_id: string;
  rx_bin: string;
  rx_group: string;
  /** 1 card holder, 2 spouse, 3 dependent child, 4 other (a pet is 4). */
  person_code: number;
};

export const NOT_INSURANCE = 'THIS IS NOT INSURANCE';

/** "tel:" link of a printed phone number: digits only, with the US country code. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** The front's fields, in the order a pharmacist reads them; RxPCN only when configured. */
export function cardFrontFields(holder: CardHolder, issuer: CardIssuer): { label: string; value: string }[] {
  return [
    { label: 'Member', value: holder.name },
    { label: 'Member ID', value: holder.member_id },
    { label: 'RxBIN', value: holder.rx_bin },
    ...(issuer.rx_pcn ? [{ label: 'RxPCN', value: issuer.rx_pcn }] : []),
    { label: 'RxGroup', value: holder.rx_group },
  ];
}

/**
 * The back of the card, as paragraphs: how the pharmacist submits the claim, the "lower of"
 * rule, the help desk, that it is not combined with insurance, and the not-insurance statement.
 */
export function cardBackParagraphs(holder: CardHolder, issuer: CardIssuer): { title: string; text: string }[] {
  const pcn = issuer.rx_pcn ? `, RxPCN ${issuer.rx_pcn}` : '';
  return [
    {
      title: 'Pharmacist',
      text: `Submit as a cash discount claim to ${issuer.processor_name}: RxBIN ${holder.rx_bin}${pcn}, RxGroup ${holder.rx_group}, ID ${holder.member_id}, person code ${String(holder.person_code).padStart(2, '0')}.`,
    },
    {
      title: 'Price',
      text: 'The member pays the lower of the member price and the pharmacy’s own cash price.',
    },
    { title: 'Pharmacist help desk', text: issuer.helpdesk_phone },
    {
      title: 'Insurance',
      text: 'Cannot be combined with insurance or any other discount on the same fill.',
    },
    {
      title: NOT_INSURANCE,
      text: 'This card gives discounts on prescriptions at participating pharmacies. It is not insurance: the member pays the pharmacy for every prescription.',
    },
    {
      title: 'Member services',
      text: `${issuer.member_services_phone} · ${issuer.website_label}`,
    },
  ];
}
