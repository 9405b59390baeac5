/**
 * The browser's IANA time zone ("America/Los_Angeles"), the one the app shows dates in
 * (`formatDate` in format.ts). It goes with the checkout and with profile saves so the member's
 * e-mails show the same days (docs/product.md §10). Undefined when the browser cannot tell:
 * "Etc/Unknown" is what ICU says then, and the API would refuse it.
 */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof zone === 'string' && zone !== '' && zone !== 'Etc/Unknown' && zone.length <= 64 ? zone : undefined;
  } catch {
    return undefined;
  }
}
