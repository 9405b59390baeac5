import type { AppConfig } from '../../config/config';
import { ApnsPassPush } from './apple/apns-pass-push';
import { PkpassSigner, type PkpassSignerOptions, pkpassSignerIdentity } from './apple/apple-pass-signer';
import { CachedPassSigner } from './cached-pass-signer';
import { developmentWalletCredentials } from './development-credentials';
import { developmentPassUpdates } from './development-pass-updates';
import { GoogleObjectUpdater } from './google/google-object-updater';
import { GoogleSaveLinkSigner } from './google/google-pass-signer';
import { derivePassAuthenticationSecret, passAuthenticationToken } from './pass-authentication';
import { loadPassImages } from './pass-images';
import type { WalletSigners } from './wallet-pass-signer';

/** The path Apple's pass web service answers on (Apple calls `<url>/v1/devices/…`; pass-web-service.routes.ts). */
const PASS_WEB_SERVICE_PATH = '/api/v1/wallet_passes/service';

/**
 * Real credentials from config where given; otherwise development ones (see
 * development-credentials.ts). Pass authentication tokens are keyed from AUTH_TOKEN_SECRET when
 * set, so every instance derives the same token for a serial.
 */
export function createWalletSigners(config: AppConfig): WalletSigners {
  const { apple, google } = config.wallet;
  const needsDevelopment = !apple || !google || !config.auth.tokenSecret;
  const development = needsDevelopment ? developmentWalletCredentials(config.database) : null;
  const passAuthSecret = config.auth.tokenSecret
    ? derivePassAuthenticationSecret(config.auth.tokenSecret)
    : (development?.passAuthSecret as string);
  const appleOptions: PkpassSignerOptions = {
    credentials: apple ?? development!.apple,
    passAuthSecret,
    webServiceUrl: config.appUrl.startsWith('https://') ? `${config.appUrl}${PASS_WEB_SERVICE_PATH}` : null,
    images: loadPassImages(),
  };
  return {
    apple: new CachedPassSigner(new PkpassSigner(appleOptions), pkpassSignerIdentity(appleOptions)),
    google: new GoogleSaveLinkSigner({ credentials: google ?? development!.google, origins: [config.appUrl] }),
    appleWebService: {
      passTypeId: appleOptions.credentials.passTypeId,
      authenticationToken: (serialNumber) => passAuthenticationToken(passAuthSecret, serialNumber),
    },
    // Only real credentials reach a wallet on a phone, so only they have passes to update.
    updates: {
      apple: apple ? new ApnsPassPush({ credentials: apple }) : developmentPassUpdates.apple,
      google: google ? new GoogleObjectUpdater({ credentials: google }) : developmentPassUpdates.google,
    },
    development: { apple: !apple, google: !google },
  };
}
