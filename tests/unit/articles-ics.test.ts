import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from '../../src/server/features/editorial/ics';
import { plainText } from '../../src/server/features/editorial/plain-text';

describe('iCalendar text (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds at 75 octets, continuation lines starting with a space, never splitting a character', () => {
    const line = `DESCRIPTION:${'Prüfspannung für Überprüfung – '.repeat(12)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const [index, part] of physical.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
    const exactly75 = `X:${'a'.repeat(73)}`;
    expect(foldLine(exactly75)).toBe(exactly75);
    expect(foldLine(`${exactly75}b`).split('\r\n')).toEqual([exactly75, ' b']);
  });

  const base = {
    uid: 'event-1@example.test',
    stamp: new Date('2025-01-02T03:04:05Z'),
    summary: 'Expo',
    location: '',
    description: '',
    url: 'https://example.test/events/1',
  };

  it('writes whole-day events as DATE values with an exclusive end', () => {
    const text = calendarFile({ ...base, start: new Date('2025-06-10T00:00:00Z'), end: new Date('2025-06-12T00:00:00Z') }, '-//Test//EN');
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20250610\r\nDTEND;VALUE=DATE:20250613\r\n');
    expect(text).toContain('\r\nDTSTAMP:20250102T030405Z\r\n');
    const oneDay = calendarFile({ ...base, start: new Date('2025-06-10T00:00:00Z'), end: null }, '-//Test//EN');
    expect(oneDay).toContain('DTSTART;VALUE=DATE:20250610\r\nDTEND;VALUE=DATE:20250611\r\n');
    expect(oneDay).not.toContain('LOCATION');
  });

  it('writes events with a time of day as UTC date-times', () => {
    const text = calendarFile({ ...base, start: new Date('2025-06-10T09:30:00Z'), end: new Date('2025-06-10T17:00:00Z') }, '-//Test//EN');
    expect(text).toContain('\r\nDTSTART:20250610T093000Z\r\nDTEND:20250610T170000Z\r\n');
    const noEnd = calendarFile({ ...base, start: new Date('2025-06-10T09:30:00Z'), end: null }, '-//Test//EN');
    expect(noEnd).toContain('DTEND:20250610T103000Z');
  });

  it('turns stored HTML into plain text with its paragraphs', () => {
    expect(plainText('<p>One &amp; two,</p><p>three<br>four</p><ul><li>a</li><li>b</li></ul>')).toBe('One & two,\nthree\nfour\n• a\n• b');
  });
});
