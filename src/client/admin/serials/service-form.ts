import type { Reading, ReferenceStandard } from '../../../shared/certificates/certificate.schema';
import { CALIBRATION_INTERVAL_MONTHS, SERVICE_KINDS, type ServiceKind } from '../../../shared/serials/enums';
import type { ServiceRecordInput } from '../../../shared/serials/service.schema';

/**
 * The service form's state and what it sends (shared/serials/service.schema.ts ServiceRecordInputSchema). Kept
 * free of React so the rules are tested on their own (tests/unit/admin-service-forms.test.ts).
 */

/** Each row has a key of its own, so removing one row never moves another's typing into it. */
export type ReferenceRow = ReferenceStandard & { key: number };
export type ReadingRow = Reading & { key: number };

export interface ServiceDraft {
  kind: ServiceKind;
  performedOn: string;
  performedBy: string;
  procedure: string;
  temperatureC: string;
  humidityPct: string;
  references: ReferenceRow[];
  results: ReadingRow[];
  notes: string;
  /** As typed: the server says what is wrong with it. */
  intervalMonths: string;
  intervalOnCertificate: boolean;
}

export const emptyReference = (key: number): ReferenceRow => ({ key, name: '', certificateNumber: '', dueOn: '' });
export const emptyReading = (key: number): ReadingRow => ({ key, parameter: '', unit: '', nominal: '', reading: '', tolerance: '', uncertainty: '', pass: true });

export function initialServiceDraft(today: string): ServiceDraft {
  return {
    kind: 'calibration',
    performedOn: today,
    performedBy: '',
    procedure: '',
    temperatureC: '',
    humidityPct: '',
    references: [emptyReference(1)],
    results: [emptyReading(1)],
    notes: '',
    intervalMonths: String(CALIBRATION_INTERVAL_MONTHS),
    intervalOnCertificate: false,
  };
}

const nextKey = (rows: readonly { key: number }[]) => rows.reduce((max, row) => Math.max(max, row.key), 0) + 1;

export function addRow<T extends { key: number }>(rows: readonly T[], make: (key: number) => T): T[] {
  return [...rows, make(nextKey(rows))];
}

export function removeRow<T extends { key: number }>(rows: readonly T[], key: number): T[] {
  return rows.filter((row) => row.key !== key);
}

export function updateRow<T extends { key: number }>(rows: readonly T[], key: number, change: Partial<Omit<T, 'key'>>): T[] {
  return rows.map((row) => (row.key === key ? { ...row, ...change } : row));
}

/** A row nobody typed in (a pass tick alone is not a reading): left out of what is sent. */
export function isBlankRow(row: Record<string, unknown>): boolean {
  return Object.entries(row).every(([name, value]) => name === 'key' || typeof value !== 'string' || value.trim() === '');
}

function withoutKey<T extends { key: number }>({ key: _key, ...rest }: T): Omit<T, 'key'> {
  return rest;
}

/** What the server gets: the serial, the fields trimmed, empty rows dropped, the interval as a number when it is one. */
export type ServicePayload = Omit<ServiceRecordInput, 'intervalMonths'> & { intervalMonths: number | string };

export function toServiceInput(draft: ServiceDraft, serialId: number): ServicePayload {
  const interval = draft.intervalMonths.trim();
  return {
    serialId,
    kind: draft.kind,
    performedOn: draft.performedOn,
    performedBy: draft.performedBy.trim(),
    procedure: draft.procedure.trim(),
    temperatureC: draft.temperatureC.trim(),
    humidityPct: draft.humidityPct.trim(),
    references: draft.references.filter((row) => !isBlankRow(row)).map((row) => trimmed(withoutKey(row))),
    results: draft.results.filter((row) => !isBlankRow(row)).map((row) => trimmed(withoutKey(row))),
    notes: draft.notes.trim(),
    returnId: null,
    // Not a whole number: sent as typed, so the server's message names the field.
    intervalMonths: /^\d{1,3}$/.test(interval) ? Number(interval) : interval,
    intervalOnCertificate: draft.intervalOnCertificate,
  };
}

function trimmed<T extends object>(row: T): T {
  return Object.fromEntries(Object.entries(row).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value])) as T;
}

/**
 * Where a server error belongs: "results.2.reading" is the reading of the third row of readings (1-based for
 * people). The server counts the rows sent; the form shows exactly those once submitted (`sentRows`).
 */
export function describeField(path: string): { group: 'references' | 'results' | null; row: number | null; field: string } {
  const match = /^(references|results)(?:\.(\d+))?(?:\.(\w+))?$/.exec(path);
  if (!match) return { group: null, row: null, field: path };
  const [, group, row, field] = match;
  return { group: group as 'references' | 'results', row: row === undefined ? null : Number(row) + 1, field: field ?? '' };
}

/** The rows as sent (blank ones dropped, one empty row left to type in), set as the form's state on submit. */
export function sentRows(draft: ServiceDraft): ServiceDraft {
  const references = draft.references.filter((row) => !isBlankRow(row));
  const results = draft.results.filter((row) => !isBlankRow(row));
  return {
    ...draft,
    references: references.length > 0 ? references : [emptyReference(nextKey(draft.references))],
    results: results.length > 0 ? results : [emptyReading(nextKey(draft.results))],
  };
}

const isKind = (value: unknown): value is ServiceKind => (SERVICE_KINDS as readonly unknown[]).includes(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 2000;

/**
 * A draft kept in the browser (UI-GUIDE.md: never lose a user's typing), read back only when it still has the
 * form's shape; anything else is ignored and the form starts afresh.
 */
export function parseStoredDraft(json: string | null): ServiceDraft | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Record<string, unknown>;
  const texts = ['performedOn', 'performedBy', 'procedure', 'temperatureC', 'humidityPct', 'notes', 'intervalMonths'];
  if (!isKind(draft.kind) || !texts.every((name) => isText(draft[name])) || typeof draft.intervalOnCertificate !== 'boolean') return null;
  const references = rowsOf(draft.references, ['name', 'certificateNumber', 'dueOn'], false);
  const results = rowsOf(draft.results, ['parameter', 'unit', 'nominal', 'reading', 'tolerance', 'uncertainty'], true);
  if (!references || !results) return null;
  const text = (name: string) => draft[name] as string;
  return {
    kind: draft.kind,
    performedOn: text('performedOn'),
    performedBy: text('performedBy'),
    procedure: text('procedure'),
    temperatureC: text('temperatureC'),
    humidityPct: text('humidityPct'),
    references: references.map((row) => ({ ...emptyReference(row.key as number), ...pick(row, ['name', 'certificateNumber', 'dueOn']) })),
    results: results.map((row) => ({ ...emptyReading(row.key as number), ...pick(row, ['parameter', 'unit', 'nominal', 'reading', 'tolerance', 'uncertainty', 'pass']) })),
    notes: text('notes'),
    intervalMonths: text('intervalMonths'),
    intervalOnCertificate: draft.intervalOnCertificate,
  };
}

const pick = (row: Record<string, unknown>, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, row[name]]));

function rowsOf(value: unknown, texts: readonly string[], withPass: boolean): Array<Record<string, unknown>> | null {
  if (!Array.isArray(value) || value.length > 60) return null;
  const rows = value as unknown[];
  const valid = rows.every((row) => {
    if (typeof row !== 'object' || row === null) return false;
    const record = row as Record<string, unknown>;
    return Number.isInteger(record.key) && texts.every((name) => isText(record[name])) && (!withPass || typeof record.pass === 'boolean');
  });
  return valid ? (rows as Array<Record<string, unknown>>) : null;
}
