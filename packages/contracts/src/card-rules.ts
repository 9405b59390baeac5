import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * What every savings card says, wherever it is shown (docs/decisions/0017-counter-and-savings.md):
 * the dashboard, the family card dialog, print, counter mode, both wallet passes and the share
 * link, in the member's language (docs/decisions/0019-spanish.md). Pure TypeScript, no zod, so
 * the browser imports it from '@arx/contracts/card' and the API's wallet passes use the very
 * same words.
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
  /** A pet's species; null or left out for a person. */
  species?: CardSpecies | null;
};

/** The species a pet's card names (@arx/contracts PET_SPECIES_OPTIONS). */
export type CardSpecies = 'dog' | 'cat' | 'other';

/** The statement in English: every card carries it, whatever its language. */
export const NOT_INSURANCE = 'THIS IS NOT INSURANCE';

/**
 * A card has two readers: the member, in the language of their pages, and a US pharmacist, who
 * reads English. So a card in another language keeps in English, beside its own words, what the
 * pharmacist must act on: the not-insurance statement (the pharmacy must not bill the card as
 * insurance) and the help desk's title (whom to call when a claim is refused). The claim
 * instructions address the pharmacist alone and stay in English only (see cardBackParagraphs).
 * The industry's codes (RxBIN, RxPCN, RxGroup) are the same in every language.
 */
type CardWords = {
  member: string;
  memberId: string;
  notInsurance: string;
  pharmacist: string;
  price: { title: string; text: string };
  helpDesk: string;
  insurance: { title: string; text: string };
  notInsuranceText: string;
  memberServices: string;
  pet: Record<CardSpecies, string>;
};

/** Pets in the pharmacist's English, whatever the card's language. */
const PET_IN_ENGLISH: Record<CardSpecies, string> = { dog: 'Pet · Dog', cat: 'Pet · Cat', other: 'Pet · Other animal' };

const WORDS: Record<Locale, CardWords> = {
  en: {
    member: 'Member',
    memberId: 'Member ID',
    notInsurance: NOT_INSURANCE,
    pharmacist: 'Pharmacist',
    price: { title: 'Price', text: 'The member pays the lower of the member price and the pharmacy’s own cash price.' },
    helpDesk: 'Pharmacist help desk',
    insurance: {
      title: 'Insurance',
      text: 'Cannot be combined with insurance or any other discount on the same fill.',
    },
    notInsuranceText:
      'This card gives discounts on prescriptions at participating pharmacies. It is not insurance: the member pays the pharmacy for every prescription.',
    memberServices: 'Member services',
    pet: PET_IN_ENGLISH,
  },
  es: {
    member: 'Miembro',
    memberId: 'Número de miembro',
    notInsurance: `ESTO NO ES UN SEGURO / ${NOT_INSURANCE}`,
    pharmacist: 'Farmacéutico / Pharmacist',
    price: {
      title: 'Precio',
      text: 'El miembro paga el menor entre el precio para miembros y el precio en efectivo de la propia farmacia.',
    },
    helpDesk: 'Ayuda para farmacéuticos / Pharmacist help desk',
    insurance: {
      title: 'Seguro',
      text: 'No se puede combinar con un seguro ni con ningún otro descuento en la misma receta.',
    },
    notInsuranceText:
      'Esta tarjeta ofrece descuentos en medicamentos recetados en las farmacias participantes. No es un seguro: el miembro paga a la farmacia cada receta.',
    memberServices: 'Servicios para miembros',
    pet: {
      dog: `Mascota · Perro / ${PET_IN_ENGLISH.dog}`,
      cat: `Mascota · Gato / ${PET_IN_ENGLISH.cat}`,
      other: `Mascota · Otro animal / ${PET_IN_ENGLISH.other}`,
    },
  },
};

/**
 * A pet's card says it is a pet, and which animal, so the pharmacist knows the patient is not a
 * person ("Pet · Cat"; beside the English on a card in another language). Null for a person.
 */
export function petStatement(holder: Pick<CardHolder, 'species'>, locale: Locale = DEFAULT_LOCALE): string | null {
  return holder.species ? WORDS[locale].pet[holder.species] : null;
}

/** The not-insurance statement of a card in `locale`: "ESTO NO ES UN SEGURO / THIS IS NOT INSURANCE". */
export function notInsuranceStatement(locale: Locale = DEFAULT_LOCALE): string {
  return WORDS[locale].notInsurance;
}

/** "tel:" link of a printed phone number: digits only, with the US country code. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** A field of a card; `key` names it in every language (a wallet pass's field keys). */
export type CardFrontField = {
  key: 'member' | 'member_id' | 'rxbin' | 'rxpcn' | 'rxgroup';
  label: string;
  value: string;
};
export type CardBackParagraph = {
  key: 'pharmacist' | 'price' | 'pharmacist_help_desk' | 'insurance' | 'this_is_not_insurance' | 'member_services';
  title: string;
  text: string;
};

/** The front's fields, in the order a pharmacist reads them; RxPCN only when configured. */
export function cardFrontFields(
  holder: CardHolder,
  issuer: CardIssuer,
  locale: Locale = DEFAULT_LOCALE,
): CardFrontField[] {
  const words = WORDS[locale];
  return [
    { key: 'member', label: words.member, value: holder.name },
    { key: 'member_id', label: words.memberId, value: holder.member_id },
    { key: 'rxbin', label: 'RxBIN', value: holder.rx_bin },
    ...(issuer.rx_pcn ? [{ key: 'rxpcn' as const, label: 'RxPCN', value: issuer.rx_pcn }] : []),
    { key: 'rxgroup', label: 'RxGroup', value: holder.rx_group },
  ];
}

/**
 * The back of the card, as paragraphs: how the pharmacist submits the claim, the "lower of"
 * rule, the help desk, that it is not combined with insurance, and the not-insurance statement.
 */
export function cardBackParagraphs(
  holder: CardHolder,
  issuer: CardIssuer,
  locale: Locale = DEFAULT_LOCALE,
): CardBackParagraph[] {
  const words = WORDS[locale];
  const pcn = issuer.rx_pcn ? `, RxPCN ${issuer.rx_pcn}` : '';
  return [
    {
      key: 'pharmacist',
      title: words.pharmacist,
      // English in every language: only the pharmacist acts on it, at a US pharmacy's terminal,
      // and a member who cannot read it loses nothing (the member's own rules follow).
      text: `Submit as a cash discount claim to ${issuer.processor_name}: RxBIN ${holder.rx_bin}${pcn}, RxGroup ${holder.rx_group}, ID ${holder.member_id}, person code ${String(holder.person_code).padStart(2, '0')}.${holder.species ? ` The patient is a pet (${PET_IN_ENGLISH[holder.species].slice('Pet · '.length).toLowerCase()}).` : ''}`,
    },
    { key: 'price', ...words.price },
    { key: 'pharmacist_help_desk', title: words.helpDesk, text: issuer.helpdesk_phone },
    { key: 'insurance', ...words.insurance },
    { key: 'this_is_not_insurance', title: words.notInsurance, text: words.notInsuranceText },
    {
      key: 'member_services',
      title: words.memberServices,
      text: `${issuer.member_services_phone} · ${issuer.website_label}`,
    },
  ];
}
