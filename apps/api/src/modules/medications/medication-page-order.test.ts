import { describe, expect, it } from 'vitest';
import { comparePagePlaces } from './medication-page-order';

const ordered = (places: [string, string][]) =>
  places
    .map(([form, strength], id) => ({ id, form, strength }))
    .sort(comparePagePlaces)
    .map((m) => [m.form, m.strength]);

describe('a medication page’s order', () => {
  it('puts forms in alphabetical order, whatever their case', () => {
    expect(
      ordered([
        ['tablet', '10 mg'],
        ['Capsule', '10 mg'],
        ['cream', '1%'],
      ]).map(([form]) => form),
    ).toEqual(['Capsule', 'cream', 'tablet']);
  });

  it('orders strengths by their amount, decimals and thousands included, those without one last', () => {
    const strengths = ['10 mg', 'as directed', '5 mg', '0.5 mg/2 mL', '1,000 mg', '0.25 mg/2 mL', '2.5 mg', '500 mg'];
    expect(ordered(strengths.map((s) => ['tablet', s])).map(([, s]) => s)).toEqual([
      '0.25 mg/2 mL',
      '0.5 mg/2 mL',
      '2.5 mg',
      '5 mg',
      '10 mg',
      '500 mg',
      '1,000 mg',
      'as directed',
    ]);
  });

  it('breaks a tie by the text, then by id, so every answer path agrees', () => {
    expect(
      ordered([
        ['tablet', '5 mg/5 mL'],
        ['tablet', '5 mg'],
        ['tablet', '5 mg'],
      ]),
    ).toEqual([
      ['tablet', '5 mg'],
      ['tablet', '5 mg'],
      ['tablet', '5 mg/5 mL'],
    ]);
    const tied = [
      { id: 2, form: 'tablet', strength: '5 mg' },
      { id: 1, form: 'Tablet', strength: '5 mg' },
    ];
    expect(tied.sort(comparePagePlaces).map((m) => m.id)).toEqual([1, 2]);
  });
});
