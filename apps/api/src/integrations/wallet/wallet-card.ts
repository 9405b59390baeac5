import type { CardIssuer } from '@arx/contracts/card';
import type { Locale } from '@arx/contracts/locales';

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
  /**
   * The language of the card holder's account (users.locale; the household owner's for a family
   * member's card): the pass is written in it, and a change of it is a change of the pass.
   */
  locale: Locale;
};
