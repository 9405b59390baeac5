/**
 * Counts catalogue changes made by this process (imports, the seed, test factories), so the
 * in-memory catalogue answers the very next request from the new version. Changes made by other
 * processes are found by the periodic version check instead.
 */
let changes = 0;

export function noteCatalogChanged(): void {
  changes++;
}

export function catalogChangeCount(): number {
  return changes;
}
