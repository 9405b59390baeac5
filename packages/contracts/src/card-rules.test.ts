import { describe, expect, it } from 'vitest';
import {
  type CardHolder,
  type CardIssuer,
  cardBackParagraphs,
  cardFrontFields,
  NOT_INSURANCE,
  notInsuranceStatement,
  petStatement,
} from './card-rules';

const HOLDER: CardHolder = {
  name: 'Rosa Díaz',
  member_id: 'ARX-000123-02',
  rx_bin: '022352',
  rx_group: 'ARXFAM',
  person_code: 2,
};
const ISSUER: CardIssuer = {
  processor_name: 'Test Rx Processing',
  rx_pcn: 'ARXPCN',
  helpdesk_phone: '1-800-555-0134',
  member_services_phone: '1-800-555-0199',
  website_label: 'club.example.com',
  website_url: 'https://club.example.com',
};
const CLAIM =
  'Submit as a cash discount claim to Test Rx Processing: RxBIN 022352, RxPCN ARXPCN, RxGroup ARXFAM, ID ARX-000123-02, person code 02.';

describe('the card in English (the default)', () => {
  it('when no language is given, then the card says what it always said', () => {
    expect(cardFrontFields(HOLDER, ISSUER)).toEqual([
      { key: 'member', label: 'Member', value: 'Rosa Díaz' },
      { key: 'member_id', label: 'Member ID', value: 'ARX-000123-02' },
      { key: 'rxbin', label: 'RxBIN', value: '022352' },
      { key: 'rxpcn', label: 'RxPCN', value: 'ARXPCN' },
      { key: 'rxgroup', label: 'RxGroup', value: 'ARXFAM' },
    ]);
    expect(cardBackParagraphs(HOLDER, ISSUER).map(({ title, text }) => [title, text])).toEqual([
      ['Pharmacist', CLAIM],
      ['Price', 'The member pays the lower of the member price and the pharmacy’s own cash price.'],
      ['Pharmacist help desk', '1-800-555-0134'],
      ['Insurance', 'Cannot be combined with insurance or any other discount on the same fill.'],
      [
        NOT_INSURANCE,
        'This card gives discounts on prescriptions at participating pharmacies. It is not insurance: the member pays the pharmacy for every prescription.',
      ],
      ['Member services', '1-800-555-0199 · club.example.com'],
    ]);
    expect(notInsuranceStatement()).toBe('THIS IS NOT INSURANCE');
    expect(cardFrontFields(HOLDER, ISSUER, 'en')).toEqual(cardFrontFields(HOLDER, ISSUER));
  });
});

describe('the card in Spanish', () => {
  it('when the card is in Spanish, then the member’s words are Spanish and the industry codes are as printed', () => {
    expect(cardFrontFields(HOLDER, ISSUER, 'es').map(({ label, value }) => [label, value])).toEqual([
      ['Miembro', 'Rosa Díaz'],
      ['Número de miembro', 'ARX-000123-02'],
      ['RxBIN', '022352'],
      ['RxPCN', 'ARXPCN'],
      ['RxGroup', 'ARXFAM'],
    ]);
  });

  it('when the card is in Spanish, then it says it is not insurance in Spanish and, for the pharmacist, in English', () => {
    expect(notInsuranceStatement('es')).toBe('ESTO NO ES UN SEGURO / THIS IS NOT INSURANCE');
    const statement = cardBackParagraphs(HOLDER, ISSUER, 'es').find((p) => p.key === 'this_is_not_insurance');
    expect(statement).toEqual({
      key: 'this_is_not_insurance',
      title: 'ESTO NO ES UN SEGURO / THIS IS NOT INSURANCE',
      text: 'Esta tarjeta ofrece descuentos en medicamentos recetados en las farmacias participantes. No es un seguro: el miembro paga a la farmacia cada receta.',
    });
  });

  it('when the card is in Spanish, then the claim instructions stay in English for the pharmacist and the rest is Spanish', () => {
    const back = Object.fromEntries(cardBackParagraphs(HOLDER, ISSUER, 'es').map((p) => [p.key, [p.title, p.text]]));
    expect(back).toEqual({
      pharmacist: ['Farmacéutico / Pharmacist', CLAIM],
      price: [
        'Precio',
        'El miembro paga el menor entre el precio para miembros y el precio en efectivo de la propia farmacia.',
      ],
      pharmacist_help_desk: ['Ayuda para farmacéuticos / Pharmacist help desk', '1-800-555-0134'],
      insurance: ['Seguro', 'No se puede combinar con un seguro ni con ningún otro descuento en la misma receta.'],
      this_is_not_insurance: [notInsuranceStatement('es'), expect.stringContaining('No es un seguro')],
      member_services: ['Servicios para miembros', '1-800-555-0199 · club.example.com'],
    });
  });

  it('when the processor uses no RxPCN, then neither language prints one', () => {
    for (const locale of ['en', 'es'] as const) {
      const card = { ...ISSUER, rx_pcn: null };
      expect(cardFrontFields(HOLDER, card, locale).map((f) => f.key)).toEqual([
        'member',
        'member_id',
        'rxbin',
        'rxgroup',
      ]);
      expect(JSON.stringify(cardBackParagraphs(HOLDER, card, locale))).not.toMatch(/PCN/);
    }
  });

  it('whatever the language, each field and paragraph keeps its key', () => {
    const keys = (locale: 'en' | 'es') => [
      ...cardFrontFields(HOLDER, ISSUER, locale).map((f) => f.key),
      ...cardBackParagraphs(HOLDER, ISSUER, locale).map((p) => p.key),
    ];
    expect(keys('es')).toEqual(keys('en'));
  });

  it('names a pet as a pet, in the pharmacist’s English on a Spanish card too, and says so on the back', () => {
    const cat = { ...HOLDER, person_code: 4, species: 'cat' as const };
    expect(petStatement(cat, 'en')).toBe('Pet · Cat');
    expect(petStatement(cat, 'es')).toBe('Mascota · Gato / Pet · Cat');
    expect(petStatement({ ...cat, species: 'other' }, 'en')).toBe('Pet · Other animal');
    expect(petStatement(HOLDER, 'en')).toBeNull();
    for (const locale of ['en', 'es'] as const) {
      const pharmacist = cardBackParagraphs(cat, ISSUER, locale).find((p) => p.key === 'pharmacist');
      expect(pharmacist?.text).toMatch(/person code 04\. The patient is a pet \(cat\)\.$/);
      expect(cardBackParagraphs(HOLDER, ISSUER, locale).find((p) => p.key === 'pharmacist')?.text).not.toMatch(/pet/);
    }
  });
});
