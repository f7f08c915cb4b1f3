import { describe, expect, it } from 'vitest';
import { formatMinor, modelKeyOf, parseMoney } from '../../src/shared/trade/trade.schema';
import { isIsoDay } from '../../src/shared/format/iso-days';
import { safeCell, writeCsv } from '../../src/server/csv/write-csv';
import { cellOf, headerIndex, parseCsv } from '../../src/server/features/trade/csv';
import { breakFor } from '../../src/server/features/trade/pricelist';

const records = (text: string) => {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(`unreadable at ${parsed.line}`);
  return parsed.records;
};

describe('parseCsv (RFC 4180)', () => {
  it('splits fields and records, CRLF or LF, and skips blank lines', () => {
    expect(records('a,b,c\r\n1,2,3\n\n4,,6\n')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '2', '3'] },
      { line: 4, fields: ['4', '', '6'] },
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks, keeping the line each record starts on', () => {
    expect(records('name,note\n"Smith, J","said ""hi"""\n"two\nlines",x\nlast,y')).toEqual([
      { line: 1, fields: ['name', 'note'] },
      { line: 2, fields: ['Smith, J', 'said "hi"'] },
      { line: 3, fields: ['two\nlines', 'x'] },
      { line: 5, fields: ['last', 'y'] },
    ]);
  });

  it('drops a byte-order mark, keeps an empty last field, and reads a file without a final line break', () => {
    expect(records('\uFEFFa,b\n1,')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', ''] },
    ]);
  });

  it('reads semicolon files when the header has semicolons and no commas', () => {
    expect(records('a;b\n"1,5";2')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1,5', '2'] },
    ]);
  });

  it('refuses an unclosed quote, naming the line it opened on', () => {
    expect(parseCsv('a,b\n1,2\n"open,3\n4,5')).toEqual({ ok: false, line: 3 });
  });

  it('finds columns by header name, whatever their order and case', () => {
    const [head, row] = records('Model Code,QUANTITY\n VH-15 , 3 ');
    const header = headerIndex(head);
    expect(cellOf(row!, header, 'model_code')).toBe('VH-15');
    expect(cellOf(row!, header, 'quantity')).toBe('3');
    expect(cellOf(row!, header, 'threshold')).toBe('');
  });
});

describe('writeCsv', () => {
  it('quotes what needs it, neutralises formulas, and round-trips through the reader', () => {
    const text = writeCsv(['a', 'b'], [['=SUM(A1)', 'x, "y"'], [-5, 'line\nbreak']]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(records(text)).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ["'=SUM(A1)", 'x, "y"'] },
      { line: 3, fields: ['-5', 'line\nbreak'] },
    ]);
    expect(safeCell('-12.5')).toBe('-12.5');
    expect(safeCell('@cmd')).toBe("'@cmd");
  });
});

describe('money, dates and model codes', () => {
  it('parses amounts to minor units and writes them back', () => {
    expect(parseMoney('1250')).toBe(125_000);
    expect(parseMoney('1250.5')).toBe(125_050);
    expect(parseMoney('1 250,05')).toBe(125_005);
    expect(parseMoney('12.345')).toBeNull();
    expect(parseMoney('-1')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(formatMinor(125_005)).toBe('1250.05');
    expect(formatMinor(7)).toBe('0.07');
  });

  it('accepts real calendar days only', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-1-01')).toBe(false);
  });

  it('folds model codes: case, spaces and dashes', () => {
    expect(modelKeyOf(' vh 15-k ')).toBe('VH15K');
    expect(modelKeyOf('VH–15')).toBe('VH15');
  });

  it('picks the quantity break: the highest minimum not above the quantity, else the lowest', () => {
    const breaks = [
      { minQuantity: 10, unitPrice: 80 },
      { minQuantity: 1, unitPrice: 100 },
      { minQuantity: 5, unitPrice: 90 },
    ];
    expect(breakFor(breaks, 1).unitPrice).toBe(100);
    expect(breakFor(breaks, 9).unitPrice).toBe(90);
    expect(breakFor(breaks, 10).unitPrice).toBe(80);
    expect(breakFor([{ minQuantity: 5, unitPrice: 90 }], 2).unitPrice).toBe(90);
  });
});
