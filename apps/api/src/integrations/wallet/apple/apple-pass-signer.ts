import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { PassType, PKPass } from 'passkit-generator';
import { ConfigError } from '../../../config/config';
import { passAuthenticationToken } from '../pass-authentication';
import {
  type ApplePassSigner,
  type AppleWalletCredentials,
  CARD_COLORS,
  PASS_WORDS,
  WALLET_ORGANIZATION_NAME,
  type WalletCard,
} from '../wallet-pass-signer';
import { passFields } from './apple-pass-fields';

export type PkpassSignerOptions = {
  credentials: AppleWalletCredentials;
  /** Keys each pass's authenticationToken (see pass-authentication.ts). */
  passAuthSecret: string;
  /** Where a pass web service would answer; Apple accepts only https, so null otherwise. */
  webServiceUrl: string | null;
  /** icon.png, icon@2x.png, …, logo.png, … */
  images: Record<string, Buffer>;
};

/**
 * A digest of everything besides the card that goes into a pass signed with these options:
 * passes signed under other credentials, secrets, service URL or images are told apart by it.
 */
export function pkpassSignerIdentity(options: PkpassSignerOptions): string {
  const { credentials, passAuthSecret, webServiceUrl, images } = options;
  const hash = createHash('sha256');
  for (const part of [
    credentials.passTypeId,
    credentials.teamId,
    credentials.certificatePem,
    credentials.privateKeyPem,
    credentials.keyPassphrase ?? '',
    credentials.wwdrPem,
    passAuthSecret,
    webServiceUrl ?? '',
  ]) {
    hash.update(`${part.length}:${part}`);
  }
  for (const name of Object.keys(images).sort()) {
    hash.update(`${name.length}:${name}`).update(images[name] as Buffer);
  }
  return hash.digest('base64url');
}

/** A storeCard pass signed with the Pass Type ID certificate (passkit-generator). */
export class PkpassSigner implements ApplePassSigner {
  constructor(private readonly options: PkpassSignerOptions) {
    checkCredentials(options.credentials);
  }

  createPkpass(card: WalletCard): Buffer {
    const { credentials, images } = this.options;
    const pass = new PKPass(
      { ...images },
      {
        wwdr: credentials.wwdrPem,
        signerCert: credentials.certificatePem,
        signerKey: credentials.privateKeyPem,
        ...(credentials.keyPassphrase ? { signerKeyPassphrase: credentials.keyPassphrase } : {}),
      },
      {
        formatVersion: 1,
        passTypeIdentifier: credentials.passTypeId,
        teamIdentifier: credentials.teamId,
        organizationName: WALLET_ORGANIZATION_NAME,
        description: PASS_WORDS[card.locale].description,
        logoText: WALLET_ORGANIZATION_NAME,
        serialNumber: card.serialNumber,
        authenticationToken: passAuthenticationToken(this.options.passAuthSecret, card.serialNumber),
        ...(this.options.webServiceUrl ? { webServiceURL: this.options.webServiceUrl } : {}),
        backgroundColor: CARD_COLORS.background.rgb,
        foregroundColor: CARD_COLORS.foreground,
        labelColor: CARD_COLORS.label,
        // The card names one person; it is added from the member's own device, not passed around.
        sharingProhibited: true,
      },
    );
    const storeCard = new PassType('storeCard');
    const { front, back } = passFields(card);
    storeCard.headerFields.push(...front.header);
    storeCard.primaryFields.push(...front.primary);
    storeCard.secondaryFields.push(...front.secondary);
    storeCard.auxiliaryFields.push(...front.auxiliary);
    storeCard.backFields.push(...back);
    pass.types.push(storeCard);
    pass.setBarcodes({
      format: 'PKBarcodeFormatQR',
      message: card.memberId,
      messageEncoding: 'iso-8859-1',
      altText: card.memberId,
    });
    return pass.getAsBuffer();
  }
}

/**
 * A wrong certificate, key or passphrase shows at start-up with the setting's name, rather than
 * as a failed pass in front of a member.
 */
function checkCredentials(credentials: AppleWalletCredentials): void {
  const problems: string[] = [];
  const read = <T>(name: string, fn: () => T): T | null => {
    try {
      return fn();
    } catch {
      problems.push(`${name}: could not be read`);
      return null;
    }
  };
  const certificate = read('WALLET_APPLE_CERTIFICATE', () => forge.pki.certificateFromPem(credentials.certificatePem));
  read('WALLET_APPLE_WWDR_CERTIFICATE', () => forge.pki.certificateFromPem(credentials.wwdrPem));
  const key = read('WALLET_APPLE_PRIVATE_KEY', () => {
    const decrypted = forge.pki.decryptRsaPrivateKey(credentials.privateKeyPem, credentials.keyPassphrase ?? undefined);
    if (!decrypted) throw new Error('wrong passphrase');
    return decrypted;
  });
  if (certificate && key && !(certificate.publicKey as forge.pki.rsa.PublicKey).n.equals(key.n)) {
    problems.push('WALLET_APPLE_PRIVATE_KEY: does not belong to WALLET_APPLE_CERTIFICATE');
  }
  if (problems.length > 0) throw new ConfigError(problems);
}
