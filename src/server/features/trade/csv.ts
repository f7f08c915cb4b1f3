/**
 * CSV in (RFC 4180) and out for the portal's imports and downloads. The reader keeps the line each record starts on,
 * so a row's problem is reported where the user sees it in their editor (a quoted field may span lines).
 */

export interface CsvRecord {
  /** The 1-based line of the file the record starts on. */
  line: number;
  fields: string[];
}

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; line: number };

/**
 * The delimiter: a comma, unless the first line has semicolons and no commas (spreadsheets set to a European
 * language save "CSV" with semicolons).
 */
function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
}

/**
 * Reads CSV text: fields split by the delimiter, double quotes around a field that holds one, a line break or quotes
 * (doubled inside). CRLF, LF and a leading byte-order mark are accepted; blank lines are skipped. A quote left open
 * at the end of the text makes the whole file unreadable: the line it opened on is returned.
 */
export function parseCsv(input: string): CsvParse {
  const text = input.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  /** A quoted field ended: what follows must be a delimiter or a line break (anything else is kept, leniently). */
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      field = '';
      quoted = true;
      quoteLine = line;
    } else if (ch === delimiter) {
      fields.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      continue;
    } else if (ch === '\n' || ch === '\r') {
      endRecord();
      line++;
      recordLine = line;
    } else field += ch;
  }
  if (quoted) return { ok: false, line: quoteLine };
  if (field !== '' || fields.length > 0) endRecord();
  return { ok: true, records };
}

/** The header row read as column names (trimmed, lower case, spaces as underscores) → their positions. */
export function headerIndex(record: CsvRecord | undefined): Map<string, number> {
  const index = new Map<string, number>();
  record?.fields.forEach((name, position) => {
    const key = name.trim().toLowerCase().replace(/\s+/g, '_');
    if (key && !index.has(key)) index.set(key, position);
  });
  return index;
}

/** A record's field by column name, trimmed; '' when the column is absent or the row is short. */
export function cellOf(record: CsvRecord, header: Map<string, number>, column: string): string {
  const position = header.get(column);
  return position === undefined ? '' : (record.fields[position] ?? '').trim();
}
