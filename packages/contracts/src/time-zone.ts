import { z } from 'zod';

/** The longest IANA zone name is 30 characters; the cap only stops abuse before Intl sees it. */
export const TIME_ZONE_MAX_LENGTH = 64;

/**
 * Whether this runtime's Intl knows the IANA time zone ("America/Los_Angeles", "UTC"): what the
 * API accepts from a browser and what an e-mail can be dated in.
 */
export function isTimeZone(zone: string): boolean {
  if (zone === '' || zone.length > TIME_ZONE_MAX_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * `time_zone` in a request: the member's IANA zone as their browser reports it, so their e-mails
 * show dates on the day the app shows them (docs/product.md §10).
 */
export const TimeZoneSchema = z
  .string({ error: 'time_zone must be text' })
  .max(TIME_ZONE_MAX_LENGTH, { error: `time_zone must be at most ${TIME_ZONE_MAX_LENGTH} characters`, abort: true })
  .refine(isTimeZone, { error: 'time_zone must be an IANA time zone, such as America/New_York' });
