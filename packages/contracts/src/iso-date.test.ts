import { describe, expect, it } from 'vitest';
import { isoToday, parseIsoDate } from './iso-date';

describe('parseIsoDate', () => {
  it('gives back a real calendar day unchanged', () => {
    expect(parseIsoDate('1990-01-01')).toBe('1990-01-01');
    expect(parseIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoDate('1900-01-01')).toBe('1900-01-01');
  });

  it('refuses days that do not exist', () => {
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2026-04-31')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('2026-00-10')).toBeNull();
  });

  it('refuses dates before 1900', () => {
    expect(parseIsoDate('1899-12-31')).toBeNull();
  });

  it('takes only the YYYY-MM-DD form', () => {
    for (const value of ['', '1990-1-1', '01/01/1990', '1990-01-01T00:00:00Z', ' 1990-01-01', 'not a date']) {
      expect(parseIsoDate(value)).toBeNull();
    }
  });
});

describe('isoToday', () => {
  it('is the UTC calendar day of the moment given', () => {
    expect(isoToday(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-22');
    expect(isoToday(new Date('2026-11-22T23:30:00-05:00'))).toBe('2026-11-23');
  });
});
