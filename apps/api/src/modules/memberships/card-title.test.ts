import { describe, expect, it } from 'vitest';
import { cardTitle } from './memberships.mapper';

const family = { name: 'Family', translations: { es: { name: 'Familiar' } } } as Parameters<typeof cardTitle>[0];
const untranslated = { name: 'Family', translations: {} } as Parameters<typeof cardTitle>[0];

describe("a card's title, in the household owner's language", () => {
  it("names the plan the spec's way in English", () => {
    expect(cardTitle(family, 'en')).toBe('Family Member Card');
    expect(cardTitle(null, 'en')).toBe('Premium Member Card');
  });

  it("names the plan's Spanish name in Spanish, or its English one when it has none", () => {
    expect(cardTitle(family, 'es')).toBe('Tarjeta de miembro Familiar');
    expect(cardTitle(untranslated, 'es')).toBe('Tarjeta de miembro Family');
    expect(cardTitle(null, 'es')).toBe('Tarjeta de miembro Premium');
  });
});
