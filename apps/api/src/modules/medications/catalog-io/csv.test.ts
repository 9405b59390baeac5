import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvField, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, commas and newlines inside quotes', () => {
    const records = parseCsv('a,b,c\n"x, y","say ""hi""","two\nlines"\r\nlast,,\n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['x, y', 'say "hi"', 'two\nlines'] },
      { line: 4, fields: ['last', '', ''] },
    ]);
  });

  it('skips blank lines and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa\n\nb\n')).toEqual([
      { line: 1, fields: ['a'] },
      { line: 3, fields: ['b'] },
    ]);
  });

  it('reports an unclosed quote with its line', () => {
    expect(() => parseCsv('a\n"open,b\n')).toThrow(CsvSyntaxError);
  });

  it('quotes values only when needed, and round-trips', () => {
    const values = ['plain', 'with, comma', 'with "quote"', 'multi\nline'];
    const line = values.map(csvField).join(',');
    expect(parseCsv(line)[0]?.fields).toEqual(values);
    expect(csvField('plain')).toBe('plain');
  });
});
