import fs from 'node:fs';
import path from 'node:path';
import { findApiPath } from '../../lib/paths';

const IMAGES = ['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png'] as const;

/**
 * The pass images from apps/api/assets/wallet (drawn by scripts/make-wallet-images.mjs). Found
 * from the package root, so the bundled dist/server.mjs reads the same files as the sources.
 */
export function loadPassImages(): Record<string, Buffer> {
  const dir = findApiPath('assets/wallet');
  return Object.fromEntries(IMAGES.map((name) => [name, fs.readFileSync(path.join(dir, name))]));
}
