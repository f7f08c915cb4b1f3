import { INTL_LOCALE } from '../../../shared/locales';
import { localeOf } from '../returns/format';
import { numberFormat, dateTimeFormat } from '../../../shared/intl-formats';

/** "91 %" in the page's number format (the space is the project's style in every language). */
export function formatScore(score: number, language: string): string {
  return `${numberFormat(INTL_LOCALE[localeOf(language)], { maximumFractionDigits: 1 }).format(score)} %`;
}

/** A moment (ISO date-time) as a date and a time of day in the page's language and the browser's time zone. */
export function formatMoment(iso: string, language: string, timeZone?: string): string {
  return dateTimeFormat(INTL_LOCALE[localeOf(language)], {
    dateStyle: 'long',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** A playback position as a clock: "4:05", or "1:02:09" past an hour. */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.ms-powerpoint': 'PPT',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
  'application/zip': 'ZIP',
  'text/plain': 'TXT',
  'text/csv': 'CSV',
};

/** A document's type as a reader knows it: "PDF", "DOCX", "PNG"; from the file name's extension when the type is vague. */
export function fileTypeLabel(contentType: string, name: string): string {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const known = TYPE_NAMES[type];
  if (known) return known;
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1];
  if (extension) return extension.toUpperCase();
  const subtype = type.split('/')[1];
  return subtype && !subtype.includes('octet') ? subtype.toUpperCase() : '–';
}
