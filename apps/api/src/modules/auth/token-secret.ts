import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config/config';

/**
 * The token signing secret: from AUTH_TOKEN_SECRET (required in production, shared by every
 * instance), or in the embedded default a random one generated on first run and kept in the
 * data directory so tokens survive a restart. In-memory test databases get a fresh one.
 */
export function resolveTokenSecret(config: AppConfig): string {
  if (config.auth.tokenSecret) return config.auth.tokenSecret;
  if (config.database.kind !== 'pglite' || config.database.dataDir === 'memory://') {
    return randomBytes(32).toString('base64url');
  }
  const file = path.join(config.database.dataDir, 'secrets', 'auth-token.key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
