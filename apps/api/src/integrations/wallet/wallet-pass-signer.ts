import type { CardHolder, CardIssuer } from '@arx/contracts/card';
import type { AppConfig } from '../../config/config';

/**
 * What a wallet pass carries: the card as the dashboard shows it, and only that. No date of
 * birth, address or anything about medications ever goes into a pass.
 */
export type WalletCard = {
  /** The pass's identity in both wallets (wallet_passes.serial_number), stable per membership. */
  serialNumber: string;
  memberName: string;
  /** The full member id, e.g. ARX-000042-01: printed and encoded in the barcode. */
  memberId: string;
  groupCode: string;
  binNumber: string;
  /** The plan's card title, e.g. "Family Member Card". */
  cardTitle: string;
  /** 1 card holder, 2 spouse, 3 dependent child, 4 other (a pet is 4): the pharmacist keys it. */
  personCode: number;
  /**
   * Who processes the card and whom to call, read from the settings when the pass is built, so
   * a changed phone number is on the next pass (and misses any cache of signed passes).
   */
  issuer: CardIssuer;
};

/** Makes a signed Apple Wallet pass (.pkpass, a zip) for one card. */
export interface ApplePassSigner {
  createPkpass(card: WalletCard): Buffer;
}

/** Makes the "Save to Google Wallet" link (it carries the whole pass in a signed JWT). */
export interface GooglePassSigner {
  createSaveUrl(card: WalletCard, options: { expiresAt: Date }): Promise<string>;
}

export type WalletSigners = {
  apple: ApplePassSigner;
  google: GooglePassSigner;
  /** Which wallets sign with generated development credentials (their passes will not install). */
  development: { apple: boolean; google: boolean };
};

export type AppleWalletCredentials = NonNullable<AppConfig['wallet']['apple']>;
export type GoogleWalletCredentials = NonNullable<AppConfig['wallet']['google']>;

export const WALLET_ORGANIZATION_NAME = 'ARX Savings Club';
export const WALLET_PASS_DESCRIPTION = 'ARX Savings Club member card';

/** The card's colours in the web app (brand-700 background, white text, brand-100 labels). */
export const CARD_COLORS = {
  background: { rgb: 'rgb(15, 118, 110)', hex: '#0f766e' },
  foreground: 'rgb(255, 255, 255)',
  label: 'rgb(204, 251, 241)',
} as const;

/** The card in the shared card rules' terms, so both passes print the very words of every card. */
export function cardHolderOf(card: WalletCard): CardHolder {
  return {
    name: card.memberName,
    member_id: card.memberId,
    rx_bin: card.binNumber,
    rx_group: card.groupCode,
    person_code: card.personCode,
  };
}
