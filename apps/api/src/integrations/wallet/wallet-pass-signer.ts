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

/** The wording of the card face and the legal pages: a discount card, not insurance. */
export const NOT_INSURANCE_NOTICE =
  'ARX Savings Club is a prescription discount membership. It is not insurance and not a health plan. ' +
  'Discount card for use at participating pharmacies: you pay the pharmacy the discounted price in full.';

export const HOW_TO_USE =
  'Show this card or your member ID at a participating pharmacy. Savings are applied automatically, ' +
  'with or without insurance.';

/** The card's colours in the web app (brand-700 background, white text, brand-100 labels). */
export const CARD_COLORS = {
  background: { rgb: 'rgb(15, 118, 110)', hex: '#0f766e' },
  foreground: 'rgb(255, 255, 255)',
  label: 'rgb(204, 251, 241)',
} as const;
