import { createPrivateKey, type KeyObject } from 'node:crypto';
import { cardBackParagraphs, cardFrontFields, NOT_INSURANCE, telHref } from '@arx/contracts/card';
import { SignJWT } from 'jose';
import { ConfigError } from '../../../config/config';
import {
  CARD_COLORS,
  cardHolderOf,
  type GooglePassSigner,
  type GoogleWalletCredentials,
  WALLET_ORGANIZATION_NAME,
  type WalletCard,
} from '../wallet-pass-signer';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';
/** One class for every member card; the class id's suffix is ours to choose. */
export const GOOGLE_CLASS_SUFFIX = 'arx_member_card';

const text = (value: string) => ({ defaultValue: { language: 'en-US', value } });
const idOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/**
 * The card's words (card-rules.ts) as a generic object's modules: the not-insurance statement
 * is the subheader above the member's name on the front; the pharmacist's numbers, the
 * processor and the back's paragraphs are text modules; the phones and website are links.
 */
export function googleCardModules(card: WalletCard) {
  const holder = cardHolderOf(card);
  const { issuer } = card;
  const numbers = cardFrontFields(holder, issuer).filter(({ label }) => label !== 'Member');
  // The phones and the website are links below, where a tap calls or opens them.
  const paragraphs = cardBackParagraphs(holder, issuer).filter(
    ({ title }) => title !== 'Pharmacist help desk' && title !== 'Member services',
  );
  return {
    subheader: text(NOT_INSURANCE),
    textModulesData: [
      ...numbers.map(({ label, value }) => ({ id: idOf(label), header: label, body: value })),
      { id: 'processor', header: 'Processor', body: issuer.processor_name },
      { id: 'plan', header: 'Plan', body: card.cardTitle },
      ...paragraphs.map(({ title, text: body }) => ({ id: idOf(title), header: title, body })),
    ],
    linksModuleData: {
      uris: [
        {
          id: 'helpdesk_phone',
          uri: telHref(issuer.helpdesk_phone),
          description: `Pharmacist help desk: ${issuer.helpdesk_phone}`,
        },
        {
          id: 'member_services_phone',
          uri: telHref(issuer.member_services_phone),
          description: `Member services: ${issuer.member_services_phone}`,
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
