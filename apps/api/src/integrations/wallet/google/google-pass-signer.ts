import { createPrivateKey, type KeyObject } from 'node:crypto';
import {
  type CardBackParagraph,
  cardBackParagraphs,
  cardFrontFields,
  notInsuranceStatement,
  telHref,
} from '@arx/contracts/card';
import { INTL_LOCALES, type Locale } from '@arx/contracts/locales';
import { SignJWT } from 'jose';
import { ConfigError } from '../../../config/config';
import {
  CARD_COLORS,
  cardHolderOf,
  type GooglePassSigner,
  type GoogleWalletCredentials,
  PASS_WORDS,
  WALLET_ORGANIZATION_NAME,
  type WalletCard,
} from '../wallet-pass-signer';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';
/** One class for every member card; the class id's suffix is ours to choose. */
export const GOOGLE_CLASS_SUFFIX = 'arx_member_card';

/** A Google LocalizedString in the pass's language ("es-US"): the pass is written in one language. */
const textIn = (locale: Locale) => (value: string) => ({ defaultValue: { language: INTL_LOCALES[locale], value } });

/**
 * The card's words (card-rules.ts), in the card holder's language, as a generic object's
 * modules: the not-insurance statement is the subheader above the member's name on the front;
 * the pharmacist's numbers, the processor and the back's paragraphs are text modules; the phones
 * and website are links. Module ids are the same in every language.
 */
export function googleCardModules(card: WalletCard) {
  const holder = cardHolderOf(card);
  const { issuer, locale } = card;
  const words = PASS_WORDS[locale];
  const numbers = cardFrontFields(holder, issuer, locale).filter(({ key }) => key !== 'member');
  const paragraphs = cardBackParagraphs(holder, issuer, locale);
  const titleOf = (key: CardBackParagraph['key']) => paragraphs.find((p) => p.key === key)?.title ?? '';
  return {
    subheader: textIn(locale)(notInsuranceStatement(locale)),
    textModulesData: [
      ...numbers.map(({ key, label, value }) => ({ id: key, header: label, body: value })),
      { id: 'processor', header: words.processor, body: issuer.processor_name },
      { id: 'plan', header: words.plan, body: card.cardTitle },
      // The phones and the website are links below, where a tap calls or opens them.
      ...paragraphs
        .filter(({ key }) => key !== 'pharmacist_help_desk' && key !== 'member_services')
        .map(({ key, title, text: body }) => ({ id: key, header: title, body })),
    ],
    linksModuleData: {
      uris: [
        {
          id: 'helpdesk_phone',
          uri: telHref(issuer.helpdesk_phone),
          description: `${titleOf('pharmacist_help_desk')}: ${issuer.helpdesk_phone}`,
        },
        {
          id: 'member_services_phone',
          uri: telHref(issuer.member_services_phone),
          description: `${titleOf('member_services')}: ${issuer.member_services_phone}`,
        },
        { id: 'website', uri: issuer.website_url, description: issuer.website_label },
      ],
    },
  };
}

/**
 * The pass as a Google Wallet generic object: the save link carries it and GoogleObjectUpdater
 * rewrites a saved one with it, so a saved pass and an updated one are the very same object.
 */
export function genericObjectOf(card: WalletCard, issuerId: string) {
  const text = textIn(card.locale);
  return {
    id: `${issuerId}.${card.serialNumber}`,
    classId: `${issuerId}.${GOOGLE_CLASS_SUFFIX}`,
    genericType: 'GENERIC_TYPE_UNSPECIFIED',
    state: 'ACTIVE',
    hexBackgroundColor: CARD_COLORS.background.hex,
    cardTitle: text(WALLET_ORGANIZATION_NAME),
    header: text(card.memberName),
    barcode: { type: 'QR_CODE', value: card.memberId, alternateText: card.memberId },
    ...googleCardModules(card),
  };
}

/** The service account's key; a key that is not RSA cannot sign RS256, so the server refuses to start. */
export function googleSigningKey(credentials: GoogleWalletCredentials): KeyObject {
  let key: KeyObject | null = null;
  try {
    key = createPrivateKey(credentials.privateKeyPem);
  } catch {}
  if (key?.asymmetricKeyType !== 'rsa') {
    throw new ConfigError(['GOOGLE_WALLET_PRIVATE_KEY: could not be read as an RSA private key']);
  }
  return key;
}

/**
 * The "Save to Google Wallet" link: the whole pass (class and object) travels in a JWT signed
 * with the service account's key, so the member's browser hands it to Google and our server
 * calls nobody.
 */
export class GoogleSaveLinkSigner implements GooglePassSigner {
  private readonly key: KeyObject;

  constructor(private readonly options: { credentials: GoogleWalletCredentials; origins: string[] }) {
    this.key = googleSigningKey(options.credentials);
  }

  async createSaveUrl(card: WalletCard, { expiresAt }: { expiresAt: Date }): Promise<string> {
    const { issuerId, serviceAccountEmail } = this.options.credentials;
    const genericObject = genericObjectOf(card, issuerId);
    const jwt = await new SignJWT({
      origins: this.options.origins,
      typ: 'savetowallet',
      payload: { genericClasses: [{ id: genericObject.classId }], genericObjects: [genericObject] },
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(serviceAccountEmail)
      .setAudience('google')
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return `${GOOGLE_SAVE_URL}${jwt}`;
  }
}
