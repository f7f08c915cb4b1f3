import type { FormPath, ProblemKey } from './checks';
import type { LineValues, ReturnFormValues } from './form-values';

/** A refused field as the form shows it: the server's words, or SPEC.md's own where the spec gives them. */
export interface ServerProblem {
  path: FormPath;
  message: string;
  /** Set when the form says it in SPEC.md's words (the server's generic "The value field is invalid." is not). */
  key: ProblemKey | null;
}

const TOP = ['sendFrom', 'sendFromCountry', 'bookingType', 'repairCentreId', 'shippingInvoice', 'carrier', 'carrierOther', 'notes', 'vatConfirmed'] as const satisfies readonly FormPath[];
const DETAILS = ['firstName', 'lastName', 'email', 'telephone', 'companyName'] as const satisfies ReadonlyArray<keyof ReturnFormValues['details']>;
const ADDRESS = ['companyName', 'address1', 'address2', 'town', 'county', 'postcode', 'country'] as const satisfies ReadonlyArray<keyof ReturnFormValues['invoiceAddress']>;
const LINE = ['itemName', 'part', 'partName', 'serialNumber', 'orderNumber', 'value'] as const satisfies ReadonlyArray<keyof LineValues>;

const member = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * The form field a server path belongs to, or null when no field shows it (the whole body, the list of lines).
 * A line's product or option id is its item box's. Lines beyond the form's are nobody's.
 */
export function formPathOf(path: string, lineCount: number): FormPath | null {
  if (member(TOP, path)) return path;
  const [group, key = '', field, ...rest] = path.split('.');
  if (group === 'details' && field === undefined && member(DETAILS, key)) return `details.${key}`;
  if (group === 'invoiceAddress' && field === undefined && member(ADDRESS, key)) return `invoiceAddress.${key}`;
  if (group === 'lines' && /^\d+$/.test(key) && Number(key) < lineCount && field !== undefined && rest.length === 0) {
    const index = Number(key);
    if (member(LINE, field)) return `lines.${index}.${field}`;
    if (field === 'productId' || field === 'optionId') return `lines.${index}.itemName`;
  }
  return null;
}

/** The order a path comes in the form, so the summary reads top to bottom whatever order the server used. */
const ORDER = [
  'details.firstName', 'details.lastName', 'details.email', 'details.telephone', 'details.companyName',
  'invoiceAddress.companyName', 'invoiceAddress.address1', 'invoiceAddress.address2', 'invoiceAddress.town',
  'invoiceAddress.county', 'invoiceAddress.postcode', 'invoiceAddress.country',
  'lines', 'sendFrom', 'sendFromCountry', 'bookingType', 'repairCentreId', 'shippingInvoice', 'carrier', 'carrierOther',
  'notes', 'vatConfirmed',
];
const LINE_ORDER: readonly string[] = LINE;

export function pathRank(path: FormPath): number {
  const line = /^lines\.(\d+)\.(\w+)$/.exec(path);
  if (line) return ORDER.indexOf('lines') * 1000 + Number(line[1]) * 10 + LINE_ORDER.indexOf(line[2]!);
  return ORDER.indexOf(path) * 1000;
}

/**
 * A 422's field errors (`error.data.fieldErrors`, dotted paths) split into the fields' messages, in form order, and
 * the messages no field can show.
 */
export function serverProblems(fieldErrors: Record<string, string[]>, lineCount: number): { fields: ServerProblem[]; general: string[] } {
  const fields: ServerProblem[] = [];
  const general: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    const field = formPathOf(path, lineCount);
    if (!field) {
      general.push(message);
      continue;
    }
    if (fields.some((known) => known.path === field)) continue;
    const key: ProblemKey | null = /^lines\.\d+\.value$/.test(field) ? 'value' : field === 'vatConfirmed' ? 'vat' : null;
    fields.push({ path: field, message, key });
  }
  fields.sort((a, b) => pathRank(a.path) - pathRank(b.path));
  return { fields, general };
}
