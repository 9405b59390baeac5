import { describe, expect, it } from 'vitest';
import { isTimeZone, TimeZoneSchema } from './time-zone';

describe('isTimeZone', () => {
  it('accepts the IANA zones browsers report', () => {
    for (const zone of ['America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu', 'America/Phoenix', 'UTC']) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
  });

  it('refuses what is not a zone', () => {
    for (const zone of ['', 'Mars/Olympus_Mons', 'Etc/Unknown', 'New York', `America/${'x'.repeat(64)}`]) {
      expect(isTimeZone(zone), zone).toBe(false);
    }
  });
});

describe('TimeZoneSchema', () => {
  const messages = (value: unknown) => TimeZoneSchema.safeParse(value).error?.issues.map((i) => i.message);

  it('takes a zone as it is sent', () => {
    expect(TimeZoneSchema.parse('America/Chicago')).toBe('America/Chicago');
  });

  it('names the field and says what it must be', () => {
    expect(messages('Mars/Olympus_Mons')).toEqual(['time_zone must be an IANA time zone, such as America/New_York']);
    expect(messages(7)).toEqual(['time_zone must be text']);
  });

  it('when the value is too long, then says how long it may be, and only that', () => {
    expect(messages('x'.repeat(10_000))).toEqual(['time_zone must be at most 64 characters']);
  });
});
