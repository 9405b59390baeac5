import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_TIME_ZONE, formatEmailDate, memberTimeZone, perInterval } from './email-formats';

describe('formatEmailDate', () => {
  it('writes the date out in US English', () => {
    expect(formatEmailDate(new Date('2027-03-03T12:00:00Z'), 'America/New_York')).toBe('March 3, 2027');
  });

  it("writes the day it is in the member's zone, as the app shows it in their browser", () => {
    const instant = new Date('2027-11-24T02:00:00Z');
    expect(formatEmailDate(instant, 'America/Los_Angeles')).toBe('November 23, 2027');
    expect(formatEmailDate(instant, 'America/Chicago')).toBe('November 23, 2027');
    expect(formatEmailDate(instant, 'UTC')).toBe('November 24, 2027');
    expect(formatEmailDate(instant, 'Asia/Tokyo')).toBe('November 24, 2027');
  });

  it('when the instant is at either edge of the day in the zone, then it is still that day (daylight saving included)', () => {
    // New York is UTC-5 in March before the change and UTC-4 in July.
    expect(formatEmailDate(new Date('2027-03-03T05:00:00Z'), 'America/New_York')).toBe('March 3, 2027');
    expect(formatEmailDate(new Date('2027-03-04T04:59:59Z'), 'America/New_York')).toBe('March 3, 2027');
    expect(formatEmailDate(new Date('2027-07-03T04:00:00Z'), 'America/New_York')).toBe('July 3, 2027');
    expect(formatEmailDate(new Date('2027-07-04T03:59:59Z'), 'America/New_York')).toBe('July 3, 2027');
  });
});

describe('memberTimeZone', () => {
  it("is the member's stored zone", () => {
    expect(memberTimeZone('America/Los_Angeles')).toBe('America/Los_Angeles');
  });

  it('when the member has no zone, then it is Eastern time', () => {
    expect(DEFAULT_MEMBER_TIME_ZONE).toBe('America/New_York');
    expect(memberTimeZone(null)).toBe('America/New_York');
    expect(memberTimeZone(undefined)).toBe('America/New_York');
    expect(formatEmailDate(new Date('2027-11-24T02:00:00Z'), memberTimeZone(null))).toBe('November 23, 2027');
  });

  it('when the stored zone is one this server does not know, then it is Eastern time rather than no e-mail', () => {
    expect(memberTimeZone('Mars/Olympus_Mons')).toBe('America/New_York');
    expect(memberTimeZone('')).toBe('America/New_York');
  });
});

describe('perInterval', () => {
  it('names how often a price is charged', () => {
    expect(perInterval('month')).toBe('per month');
    expect(perInterval('year')).toBe('per year');
  });
});
