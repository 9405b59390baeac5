import type { AppConfig } from '../../config/config';
import { PkpassSigner, type PkpassSignerOptions, pkpassSignerIdentity } from './apple/apple-pass-signer';
import { CachedPassSigner } from './cached-pass-signer';
import { developmentWalletCredentials } from './development-credentials';
import { GoogleSaveLinkSigner } from './google/google-pass-signer';
import { derivePassAuthenticationSecret } from './pass-authentication';
import { loadPassImages } from './pass-images';
import type { WalletSigners } from './wallet-pass-signer';

/** The path a future Apple pass web service answers on (Apple calls `<url>/v1/devices/…`). */
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
    development: { apple: !apple, google: !google },
  };
}
