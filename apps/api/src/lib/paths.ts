import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds a file or folder of apps/api (e.g. `drizzle/meta/_journal.json`, `seed/plans.json`)
 * by walking up from the running module: the code runs from src/ under tsx and tests, and
 * from dist/ once bundled.
 */
export function findApiPath(relative: string, from: string = import.meta.url): string {
  let dir = path.dirname(fileURLToPath(from));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, relative);
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find ${relative} above ${fileURLToPath(from)}`);
}
