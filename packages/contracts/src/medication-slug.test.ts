import { describe, expect, it } from 'vitest';
import { medicationSlug } from './medication-slug';

describe('medicationSlug', () => {
  it('lower-cases and hyphenates a display name', () => {
    expect(medicationSlug('Atorvastatin')).toBe('atorvastatin');
    expect(medicationSlug('Insulin Glargine (Lantus)')).toBe('insulin-glargine-lantus');
    expect(medicationSlug('  Amoxicillin / Clavulanate  ')).toBe('amoxicillin-clavulanate');
  });

  it('drops accents and keeps digits', () => {
    expect(medicationSlug('Vitamin B12 Crème')).toBe('vitamin-b12-creme');
  });

  it('gives an empty slug for a name with no letters or digits', () => {
    expect(medicationSlug('—')).toBe('');
  });
});
