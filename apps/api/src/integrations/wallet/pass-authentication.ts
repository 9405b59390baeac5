import { createHmac } from 'node:crypto';

/**
 * The Apple pass's authenticationToken: derived from the serial with a server secret, so a pass
 * web service can check a device's token by recomputing it, with nothing stored per pass.
 */
export function passAuthenticationToken(secret: string, serialNumber: string): string {
  return createHmac('sha256', secret).update(serialNumber).digest('base64url');
}

/** Turns the app's token secret into a separate key for pass tokens (never the same key twice). */
export function derivePassAuthenticationSecret(tokenSecret: string): string {
  return createHmac('sha256', tokenSecret).update('arx wallet pass authentication').digest('base64url');
}
