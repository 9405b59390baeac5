import { describe, expect, it } from 'vitest';
import type { ProductTranslations } from '../../db/schema';
import { planNameIn } from './product-words';

describe('planNameIn', () => {
  const translations: ProductTranslations = {
    es: { name: 'Familiar', description: 'Para su hogar.', features: [], dealText: null, ctaText: null },
  };

  it('is the Spanish name for a member who reads Spanish, and the English one for a member who reads English', () => {
    expect(planNameIn('es', 'Family', translations)).toBe('Familiar');
    expect(planNameIn('en', 'Family', translations)).toBe('Family');
  });

  it('when the plan has no Spanish, or a broken one, then it is the English name rather than no e-mail', () => {
    expect(planNameIn('es', 'Family', {})).toBe('Family');
    expect(planNameIn('es', 'Family', null)).toBe('Family');
    for (const broken of [{ es: null }, { es: { name: '  ' } }, { es: { name: 42 } }, { es: 'Familiar' }, []]) {
      expect(planNameIn('es', 'Family', broken as unknown as ProductTranslations)).toBe('Family');
    }
  });
});
