/**
 * An iCalendar file (RFC 5545) with one event, for "Add to calendar". Pure functions, so the escaping and folding
 * rules are tested on their own.
 */

export interface CalendarEvent {
  /** Globally unique and stable for the event (a re-import updates instead of duplicating). */
  uid: string;
  /** When this file was made (DTSTAMP, UTC). */
  stamp: Date;
  start: Date;
  /** The last day of a whole-day event, or the end of a timed one; null: a one-day (or one-hour) event. */
  end: Date | null;
  summary: string;
  location: string;
  description: string;
  url: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** RFC 5545 section 3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_OCTETS = 75;

/** TEXT values (section 3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line into lines of at most 75 octets of UTF-8 (section 3.1): each continuation starts with one space,
 * which counts towards its 75. A multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number) => String(value).padStart(2, '0');
const dateValue = (date: Date) => `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
/** A DATE-TIME in UTC (the "Z" form: no time zone definitions needed). */
export const utcDateTime = (date: Date) =>
  `${dateValue(date)}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;

const atMidnight = (date: Date) => date.getTime() % DAY_MS === 0;

/**
 * DTSTART and DTEND. The admin console keeps events as whole days (UTC midnight): those are DATE values, the end being
 * the day after the last (exclusive), so a calendar shows them as all-day on the same dates everywhere. A UTC date-time
 * would turn a Houston trade show into evenings in Houston. An event with a time of day gets UTC date-times.
 */
function timeLines(event: CalendarEvent): string[] {
  const allDay = atMidnight(event.start) && (event.end === null || atMidnight(event.end));
  if (allDay) {
    const lastDay = event.end && event.end.getTime() > event.start.getTime() ? event.end : event.start;
    return [`DTSTART;VALUE=DATE:${dateValue(event.start)}`, `DTEND;VALUE=DATE:${dateValue(new Date(lastDay.getTime() + DAY_MS))}`];
  }
  const end = event.end && event.end.getTime() > event.start.getTime() ? event.end : new Date(event.start.getTime() + HOUR_MS);
  return [`DTSTART:${utcDateTime(event.start)}`, `DTEND:${utcDateTime(end)}`];
}

/** The whole file, CRLF line ends and folded lines, as calendars expect it. */
export function calendarFile(event: CalendarEvent, productId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    ...timeLines(event),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
