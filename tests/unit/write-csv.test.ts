import { describe, expect, it } from 'vitest';
import { writeCsv } from '../../src/server/csv/write-csv';

/** Issue 28: every CSV the site writes goes through one writer that neutralises formulas. */
describe('writeCsv', () => {
  it('neutralises formula cells in data and header, keeps numbers, quotes what needs quoting', () => {
    const text = writeCsv(['=cmd', 'name'], [['@SUM(A1)', 'Ann, "Lee"'], ['-3', 12], [null, true], ['\tx', '\r=1']]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual(["'=cmd,name", "'@SUM(A1),\"Ann, \"\"Lee\"\"\"", '-3,12', ',true', "'\tx,\"'\r=1\"", '']);
  });
});
