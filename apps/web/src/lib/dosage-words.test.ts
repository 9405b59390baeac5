import { DOSAGE_FORMS, PACK_UNITS } from '@arx/contracts/dosage-forms';
import { describe, expect, it } from 'vitest';
import { onSpanishPage } from '../testing/spanish-page';
import { formLabel, packChoiceLabel, packQuantity, recordedMedication, strengthAndForm } from './dosage-words';
import { i18nFor } from './i18n/catalogs';

/** The words that read the same in both languages: a product's name, or a measure's symbol. */
const SAME_IN_SPANISH = new Set(['gel', 'g', 'mL']);

describe('dosage forms and pack units in English', () => {
  const en = i18nFor('en');

  it('says a count in the singular or the plural, and a measure as it is', () => {
    expect(packQuantity(1, 'pens', en)).toBe('1 pen');
    expect(packQuantity(2, 'pens', en)).toBe('2 pens');
    expect(packQuantity(90, 'tablets', en)).toBe('90 tablets');
    expect(packQuantity(1, 'patches', en)).toBe('1 patch');
    expect(packQuantity(1000, 'mL', en)).toBe('1,000 mL');
    expect(packChoiceLabel({ quantity: 30, quantity_unit: 'tablets', day_supply: 30 }, en)).toBe(
      '30 tablets · 30 days',
    );
    expect(packChoiceLabel({ quantity: 1, quantity_unit: 'inhalers', day_supply: null }, en)).toBe('1 inhaler');
  });

  it('puts the strength before the form, and keeps a word it does not know as the catalogue wrote it', () => {
    expect(strengthAndForm('50 mg', 'tablet', en)).toBe('50 mg tablet');
    expect(strengthAndForm('', 'cream', en)).toBe('cream');
    expect(formLabel('inhalation suspension', en)).toBe('inhalation suspension');
    expect(packQuantity(3, 'ampoules', en)).toBe('3 ampoules');
  });
});

describe('dosage forms and pack units in Spanish', () => {
  onSpanishPage();

  it('has every form and unit of the catalogue’s lists in Spanish', () => {
    const es = i18nFor('es');
    const en = i18nFor('en');
    const untranslated = [
      ...DOSAGE_FORMS.filter((form) => !SAME_IN_SPANISH.has(form) && formLabel(form, es) === formLabel(form, en)),
      ...PACK_UNITS.filter(
        (unit) => !SAME_IN_SPANISH.has(unit) && packQuantity(2, unit, es) === packQuantity(2, unit, en),
      ),
    ];
    expect(untranslated).toEqual([]);
  });

  it('says counts, strengths and packs as a Spanish reader does', () => {
    const es = i18nFor('es');
    expect(packQuantity(1, 'pens', es)).toBe('1 pluma');
    expect(packQuantity(90, 'tablets', es)).toBe('90 tabletas');
    expect(formLabel('oral suspension', es)).toBe('suspensión oral');
    expect(strengthAndForm('50 mg', 'tablet', es)).toBe('tableta de 50 mg');
    expect(packChoiceLabel({ quantity: 30, quantity_unit: 'tablets', day_supply: 30 }, es)).toBe(
      '30 tabletas · 30 días',
    );
  });
});

describe('a fill or a report as recorded', () => {
  onSpanishPage();

  const catalogueFill = {
    medication_name: 'Atorvastatin 20 mg tablet',
    pack_label: '30 tablets · 30 days',
    catalogue_pack: {
      display_name: 'Atorvastatin',
      strength: '20 mg',
      form: 'tablet',
      quantity: 30,
      quantity_unit: 'tablets',
      day_supply: 30,
    },
  };

  it('names a catalogue pack in the page’s language, from the words it was recorded from', () => {
    expect(recordedMedication(catalogueFill, i18nFor('es'))).toEqual({
      medicationName: 'Atorvastatin tableta de 20 mg',
      packLabel: '30 tabletas · 30 días',
    });
    expect(recordedMedication(catalogueFill, i18nFor('en'))).toEqual({
      medicationName: 'Atorvastatin 20 mg tablet',
      packLabel: '30 tablets · 30 days',
    });
  });

  it('keeps the member’s own words, and a pharmacy’s, as they were written', () => {
    const typed = { medication_name: 'Amoxicilina 500 mg', pack_label: null, catalogue_pack: null };
    expect(recordedMedication(typed, i18nFor('es'))).toEqual({ medicationName: 'Amoxicilina 500 mg', packLabel: null });
  });
});
