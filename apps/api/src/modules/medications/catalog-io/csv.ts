/**
 * A small RFC 4180 CSV reader: quoted fields, doubled quotes, commas and newlines inside
 * quotes, CRLF or LF. Each record keeps the line number it started on, for error reports.
 */
export type CsvRecord = { line: number; fields: string[] };

export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;

  const endRecord = () => {
    fields.push(field);
    // A blank line is not a record.
    if (!(fields.length === 1 && fields[0] === '' && !fieldStarted)) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    fieldStarted = false;
  };

  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (inQuotes) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field === '') {
      inQuotes = true;
      fieldStarted = true;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
      fieldStarted = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (inQuotes) throw new CsvSyntaxError(recordLine, 'a quoted field is never closed');
  if (field !== '' || fields.length > 0 || fieldStarted) endRecord();
  return records;
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    detail: string,
  ) {
    super(`line ${line}: ${detail}`);
    this.name = 'CsvSyntaxError';
  }
}

/** Quotes a value for CSV output when it needs it. */
export function csvField(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
