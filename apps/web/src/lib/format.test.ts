import { describe, expect, it } from 'vitest';
import { onSpanishPage } from '../testing/spanish-page';
import { formatCalendarDay } from './format';

describe('a calendar day', () => {
  it('reads as the English page writes it, whatever the browser’s time zone', () => {
    expect(formatCalendarDay('2026-03-05')).toBe('March 5, 2026');
    expect(formatCalendarDay('2026-12-31')).toBe('December 31, 2026');
  });

  describe('on a Spanish page', () => {
    onSpanishPage();

    it('reads as a Spanish reader writes it', () => {
      expect(formatCalendarDay('2026-03-05')).toBe('5 de marzo de 2026');
    });
  });
});
