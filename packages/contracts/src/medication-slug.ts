/** Where a medication's public page is: `${MEDICATION_PAGE_PATH}/${medicationSlug(name)}`. */
export const MEDICATION_PAGE_PATH = '/drugs';

/** A display name as it appears in a medication page's address (see medication-pages.ts). */
export function medicationSlug(displayName: string): string {
  return displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
