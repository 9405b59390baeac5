import { createPrivateKey, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { ConfigError } from '../../../config/config';
import {
  CARD_COLORS,
  type GooglePassSigner,
  type GoogleWalletCredentials,
  NOT_INSURANCE_NOTICE,
  WALLET_ORGANIZATION_NAME,
  type WalletCard,
} from '../wallet-pass-signer';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';
/** One class for every member card; the class id's suffix is ours to choose. */
export const GOOGLE_CLASS_SUFFIX = 'arx_member_card';

const text = (value: string) => ({ defaultValue: { language: 'en-US', value } });

/**
 * The "Save to Google Wallet" link: the whole pass (class and object) travels in a JWT signed
 * with the service account's key, so the member's browser hands it to Google and our server
 * calls nobody.
 */
export class GoogleSaveLinkSigner implements GooglePassSigner {
  private readonly key: KeyObject;

  constructor(private readonly options: { credentials: GoogleWalletCredentials; origins: string[] }) {
    let key: KeyObject | null = null;
    try {
      key = createPrivateKey(options.credentials.privateKeyPem);
    } catch {}
    if (key?.asymmetricKeyType !== 'rsa') {
      throw new ConfigError(['GOOGLE_WALLET_PRIVATE_KEY: could not be read as an RSA private key']);
    }
    this.key = key;
  }

  async createSaveUrl(card: WalletCard, { expiresAt }: { expiresAt: Date }): Promise<string> {
    const { issuerId, serviceAccountEmail } = this.options.credentials;
    const classId = `${issuerId}.${GOOGLE_CLASS_SUFFIX}`;
    const genericObject = {
      id: `${issuerId}.${card.serialNumber}`,
      classId,
      genericType: 'GENERIC_TYPE_UNSPECIFIED',
      state: 'ACTIVE',
      hexBackgroundColor: CARD_COLORS.background.hex,
      cardTitle: text(WALLET_ORGANIZATION_NAME),
      subheader: text(card.cardTitle),
      header: text(card.memberName),
      barcode: { type: 'QR_CODE', value: card.memberId, alternateText: card.memberId },
      textModulesData: [
        { id: 'member_id', header: 'Member ID', body: card.memberId },
        { id: 'bin', header: 'BIN', body: card.binNumber },
        { id: 'group', header: 'Group', body: card.groupCode },
        { id: 'plan', header: 'Plan', body: card.cardTitle },
        { id: 'not_insurance', header: 'Not insurance', body: NOT_INSURANCE_NOTICE },
      ],
    };
    const jwt = await new SignJWT({
      origins: this.options.origins,
      typ: 'savetowallet',
      payload: { genericClasses: [{ id: classId }], genericObjects: [genericObject] },
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
