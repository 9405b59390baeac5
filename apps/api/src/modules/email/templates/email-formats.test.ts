import { describe, expect, it } from 'vitest';
import { formatEmailDate, perInterval } from './email-formats';

describe('formatEmailDate', () => {
  it('writes the date out in US English', () => {
    expect(formatEmailDate(new Date('2027-03-03T12:00:00Z'))).toBe('March 3, 2027');
  });

  it('when the instant is at either edge of the UTC day, then it is still that day', () => {
    expect(formatEmailDate(new Date('2027-03-03T00:00:00Z'))).toBe('March 3, 2027');
    expect(formatEmailDate(new Date('2027-03-03T23:59:59Z'))).toBe('March 3, 2027');
  });
});

describe('perInterval', () => {
  it('names how often a price is charged', () => {
    expect(perInterval('month')).toBe('per month');
    expect(perInterval('year')).toBe('per year');
  });
});
