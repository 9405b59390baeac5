import type { CardHolder } from '@arx/contracts/card';
import type { AppConfig } from '../../config/config';
import type { InEachLanguage } from '../../lib/i18n/languages';
import type { PassUpdaters } from './pass-updates';
import type { WalletCard } from './wallet-card';

export type { WalletCard } from './wallet-card';

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
  /** What Apple's pass web service checks: the pass type it serves, and each pass's authentication token. */
  appleWebService: { passTypeId: string; authenticationToken(serialNumber: string): string };
  /** How passes already in a wallet are told of a change (pass-updates.ts). */
  updates: PassUpdaters;
  /** Which wallets sign with generated development credentials (their passes will not install). */
  development: { apple: boolean; google: boolean };
};

export type AppleWalletCredentials = NonNullable<AppConfig['wallet']['apple']>;
export type GoogleWalletCredentials = NonNullable<AppConfig['wallet']['google']>;

/** The club's name: a brand, the same in every language (the pass's organization and logo text). */
export const WALLET_ORGANIZATION_NAME = 'ARX Savings Club';

/**
 * The passes' own words beside the card's (card-rules.ts), in the language of the card holder's
 * account. Apple's `<lang>.lproj/pass.strings` would follow the phone's language instead, and
 * most of a pass's text is built from the member's card, so each pass is written in one language.
 */
export const PASS_WORDS: InEachLanguage<{
  /** What VoiceOver and the lock screen call the pass. */
  description: string;
  processor: string;
  plan: string;
  website: string;
  /** Apple's front header: this label over the English statement (apple-pass-fields.ts). */
  notInsuranceLabel: string;
}> = {
  en: {
    description: 'ARX Savings Club member card',
    processor: 'Processor',
    plan: 'Plan',
    website: 'Website',
    notInsuranceLabel: 'DISCOUNT CARD',
  },
  es: {
    description: 'Tarjeta de miembro de ARX Savings Club',
    processor: 'Procesador',
    plan: 'Plan',
    website: 'Sitio web',
    notInsuranceLabel: 'ESTO NO ES UN SEGURO',
  },
};

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
