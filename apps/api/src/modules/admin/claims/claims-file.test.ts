import { describe, expect, it } from 'vitest';
import { ClaimsFileError, readClaimsFile } from './claims-file';
import { claimsCsv } from './claims-test-files';

const TODAY = '2026-06-30';

describe('reading a claims file', () => {
  it('when fields are quoted, hold commas or end in CRLF, then they are read as sent, spaces tidied', () => {
    const csv =
      'member_id,fill_date,medication,quantity,pharmacy,usual_price,price_paid\r\n' +
      'arx-000123-02,2026-03-02,"Carprofen 75 mg,  chewable",60,"Riverside\nDrug",58,21.3\r\n';
    const { lines, problems } = readClaimsFile(csv, TODAY);
    expect(problems).toEqual([]);
    expect(lines[0]).toMatchObject({
      memberNumber: 'ARX-000123',
      sequence: 2,
      medicationName: 'Carprofen 75 mg, chewable',
      pharmacy: 'Riverside Drug',
      retailCents: 5800,
      pricePaidCents: 2130,
    });
  });

  it('when a line differs only in case, spaces or trailing zeros, then its key is the same', () => {
    const [a] = readClaimsFile(claimsCsv([{ member_id: 'ARX-000123-01', price_paid: '12.50' }]), TODAY).lines;
    const [b] = readClaimsFile(
      claimsCsv([{ member_id: 'ARX-000123-01', price_paid: '12.5', pharmacy: ' CORNER   pharmacy' }]),
      TODAY,
    ).lines;
    expect(a?.claimKey).toMatch(/^line:[0-9a-f]{64}$/);
    expect(b?.claimKey).toBe(a?.claimKey);
  });

  it('when a field holds a control character or the line has too few fields, then that line is a problem', () => {
    const csv = `${claimsCsv([{ member_id: 'ARX-000123-01', medication: 'Ator\u0000vastatin' }])}\nARX-000123-01,2026-01-01`;
    expect(readClaimsFile(csv, TODAY).problems).toEqual([
      { line: 2, message: 'medication, pharmacy and claim_id cannot hold control characters' },
      { line: 3, message: 'The line has 2 fields; the header has 7' },
    ]);
  });

  it('when a column is named twice or unknown, then the whole file is refused', () => {
    const header = 'member_id,fill_date,medication,quantity,pharmacy,usual_price,price_paid,price_paid,notes';
    expect(() => readClaimsFile(header, TODAY)).toThrow(ClaimsFileError);
  });
});
