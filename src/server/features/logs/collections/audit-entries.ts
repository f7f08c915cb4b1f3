import { inArray, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { AuditLine, AuditRow, ReadableAuditEntry } from '../../../../shared/logs/audit.schema';
import { FALLBACK_LABEL, labelParts, type FormLabels, type LabelKey } from '../../../../shared/field-labels';
import { formatDate, formatDateTime } from '../../../../shared/format';
import { LOCALE_CODES, type Locale } from '../../../../shared/locales';
import type { Actor } from '../../../auth/actor';
import type { AppDeps } from '../../../deps';
import { agreements, certificates, courses, files, leads, users } from '../../../db/schema';
import { localeText } from '../../../locale-text';
import { fieldName } from '../../../validation';
import { resourceLabels } from '../../../collections/labels';
import { lookupLabels, lookupSource } from '../../../collections/lookups';
import type { IdTable, OfferedValue, ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

/**
 * The audit trail as a reader wants it (issue 30 item 18, docs/decisions/0045): each changed field by its label (the
 * one mapping of shared/field-labels.ts, a resource section's own labels first), what an id points to by its name (a
 * price list, the countries of `areas`, a user behind a UUID), the section by its label and the record by its name.
 * Names are read when the page is read, one query per referenced table for the whole page (never per row), so a
 * renamed price list reads with its current name and a deleted one keeps its number.
 */

/** Where an id field points: a lookup source (resources register theirs) or one of the tables below. */
const FIELD_TARGETS: Readonly<Record<string, string>> = {
  pricelistId: 'pricelists',
  countryId: 'countries',
  areas: 'countries',
  companyId: 'companies',
  company_id: 'companies',
  companyIds: 'companies',
  productId: 'products',
  optionId: 'productoptions',
  categoryId: 'categories',
  applicationId: 'applications',
  documentId: 'documents',
  questionnaireId: 'questionnaires',
  industrySectorId: 'industrysectors',
  dealerId: 'dealers',
  agreementId: 'agreements',
  agreementIds: 'agreements',
  courseId: 'courses',
  fileId: 'files',
  userId: 'users',
  assignedTo: 'users',
  claimant: 'users',
};

/** The record an entry of a section is about, when the section is not a resource's (resources name their own). */
const SECTION_TARGETS: Readonly<Record<string, string>> = {
  companies: 'companies',
  users: 'users',
  'portal-users': 'users',
  countries: 'countries',
  leads: 'leads',
  downloads: 'downloads',
  files: 'files',
  courses: 'courses',
  certificates: 'certificates',
};

interface Source {
  table: IdTable;
  label: SQLiteColumn | SQL;
  /** The id as the log holds it: a number, or a text id (users). */
  textId?: boolean;
}

/** Tables no admin resource registers as a lookup. */
const OWN_SOURCES: Readonly<Record<string, Source>> = {
  users: { table: users, label: users.name, textId: true },
  agreements: { table: agreements, label: agreements.name },
  courses: { table: courses, label: courses.title_EN },
  files: { table: files, label: files.name },
  certificates: { table: certificates, label: certificates.number },
  leads: { table: leads, label: leads.prospectCompany },
};

function sourceOf(name: string): Source | undefined {
  const own = OWN_SOURCES[name];
  if (own) return own;
  const lookup = lookupSource(name);
  return lookup ? { table: lookup.table, label: lookup.label } : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The collection of a section name, handed over by the registry (registry.ts calls registerAuditSections): the
 * registry holds the audit trail's own collection, whose rows are read here, so importing it would close a circle. It
 * works as lookups.ts's registerLookup does; until the registry loads, every section reads as one of no collection.
 */
let serverResource: (name: string) => ServerResource | undefined = () => undefined;

export function registerAuditSections(collectionNamed: (name: string) => ServerResource | undefined): void {
  serverResource = collectionNamed;
}

type Wanted = Map<string, Set<string>>;
type Names = Map<string, Map<string, string>>;

/** A resource section's labels and relation fields; other sections use the site-wide mapping alone. */
function sectionForm(section: string): { form?: FormLabels; relations: Record<string, string> } {
  const resource = serverResource(section);
  if (!resource) return { relations: {} };
  const relations: Record<string, string> = {};
  for (const field of resource.def.fields) if (field.kind === 'relation') relations[field.name] = field.resource;
  return { form: resourceLabels(resource.def), relations };
}

function targetOf(field: string, relations: Record<string, string>): string | undefined {
  return relations[field] ?? FIELD_TARGETS[field];
}

/** Ids as the log holds them: a number, a numeric string, or a list of them. */
function idsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(idsIn);
  if (typeof value === 'number' && Number.isInteger(value)) return [String(value)];
  if (typeof value === 'string' && (/^\d{1,15}$/.test(value) || UUID.test(value))) return [value];
  return [];
}

function want(wanted: Wanted, target: string, ids: string[]): void {
  if (ids.length === 0) return;
  const set = wanted.get(target) ?? new Set<string>();
  ids.forEach((id) => set.add(id));
  wanted.set(target, set);
}

/** Walks a value: ids under a reference field, and any UUID anywhere (the log keeps users by their id). */
function collect(value: unknown, field: string, relations: Record<string, string>, wanted: Wanted): void {
  const target = targetOf(field, relations);
  if (target) want(wanted, target, idsIn(value));
  if (typeof value === 'string' && UUID.test(value)) want(wanted, 'users', [value]);
  if (Array.isArray(value)) value.forEach((item) => collect(item, field, relations, wanted));
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) collect(inner, key, relations, wanted);
}

/** One query per referenced table, for every id the page names. */
async function readNames(deps: AppDeps, wanted: Wanted, locale: Locale, actor: Actor): Promise<Names> {
  const names: Names = new Map();
  await Promise.all(
    [...wanted].map(async ([target, idSet]) => {
      const source = sourceOf(target);
      if (!source) return;
      const ids = [...idSet].filter((id) => (source.textId ? UUID.test(id) : /^\d+$/.test(id)));
      if (ids.length === 0) return;
      const byId = new Map<string, string>();
      if (!source.textId && !OWN_SOURCES[target]) {
        const found = await lookupLabels(deps, target, ids.map(Number), locale, actor);
        found.forEach((label, id) => byId.set(String(id), label));
      } else {
        const idColumn = source.table.id;
        const rows = await deps.db
          .select({ id: idColumn, label: source.label })
          .from(source.table)
          .where(inArray(idColumn, source.textId ? ids : ids.map(Number)));
        for (const row of rows) byId.set(String(row.id), String(row.label));
      }
      names.set(target, byId);
    }),
  );
  return names;
}

interface Reader {
  locale: Locale;
  /** The section as the trail's locale keys spell it ("portal/service-jobs" → "portal_service_jobs"). */
  sectionKey: string;
  names: Names;
  relations: Record<string, string>;
  form: FormLabels | undefined;
}

const yesNo = (value: boolean, locale: Locale) => localeText(locale, value ? 'admin:audit.yes' : 'admin:audit.no') ?? String(value);

/** A value as text: names for ids, Yes/No, dates in the reader's language, lists joined; null for nothing. */
function shown(value: unknown, field: string, reader: Reader): string | null {
  if (value === null || value === undefined || value === '') return null;
  const target = targetOf(field, reader.relations);
  const names = target ? reader.names.get(target) : undefined;
  if (Array.isArray(value)) {
    const parts = value.map((item) => shown(item, field, reader)).filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join(', ') : null;
  }
  if (typeof value === 'boolean') return yesNo(value, reader.locale);
  if (typeof value === 'number' || typeof value === 'string') {
    const text = String(value);
    const name = names?.get(text) ?? (UUID.test(text) ? reader.names.get('users')?.get(text) : undefined);
    if (name !== undefined) return name;
    // A reference whose record is gone keeps its number; a UUID nobody has any more says so rather than showing it.
    if (UUID.test(text)) return localeText(reader.locale, 'admin:audit.deletedUser') ?? text;
    if (target) return `#${text}`;
    // A state or kind the section names by a word of its own ("accepted" for a lead).
    const word = /^[a-z][a-z-]{0,39}$/.test(text) ? localeText(reader.locale, `admin:audit.values.${reader.sectionKey}.${field}.${text}`) : undefined;
    if (word) return word;
    if (typeof value === 'string' && ISO_DATE.test(value)) return formatDate(value, reader.locale, { timeZone: 'UTC' });
    if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value, reader.locale);
    return text;
  }
  return null;
}

/** A field's label; a name no mapping knows is shown as written rather than as "Input". */
function labelOf(path: readonly string[], reader: Reader): string {
  const parts = labelParts(path, reader.form);
  if (parts.key === FALLBACK_LABEL && parts.items.length === 0) return path.join(' › ');
  return fieldName(path, reader.locale, reader.form);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPair = (value: unknown): value is [unknown, unknown] => Array.isArray(value) && value.length === 2;

/** An object value becomes one line per field ("Rule: Pattern"), so no JSON reaches the page. */
function lines(path: string[], value: unknown, reader: Reader, changed: boolean): AuditLine[] {
  const field = path[path.length - 1] ?? '';
  if (changed && isPair(value)) {
    const [before, after] = value;
    if (isRecord(before) || isRecord(after)) {
      const keys = new Set([...Object.keys(isRecord(before) ? before : {}), ...Object.keys(isRecord(after) ? after : {})]);
      return [...keys].flatMap((key) =>
        lines([...path, key], [isRecord(before) ? before[key] : null, isRecord(after) ? after[key] : null], reader, true),
      );
    }
    return [{ label: labelOf(path, reader), before: shown(before, field, reader), after: shown(after, field, reader) }];
  }
  if (isRecord(value)) return Object.entries(value).flatMap(([key, inner]) => lines([...path, key], inner, reader, false));
  if (Array.isArray(value) && value.some(isRecord)) {
    return value.flatMap((item, index) => (isRecord(item) ? lines([...path, String(index)], item, reader, false) : []));
  }
  return [{ label: labelOf(path, reader), before: null, after: shown(value, field, reader) }];
}

/** Localized texts of one field in six languages are read as one line per language ("Title (Deutsch)"). */
const LOCALIZED_FIELD = new RegExp(`_(${LOCALE_CODES.join('|')})$`);

const sectionKey = (section: string) => section.replace(/[./-]/g, '_');

/** A section's label: an admin resource's own title, else the audit trail's label, else the name itself. */
export function auditSectionLabel(section: string, locale: Locale): string {
  const resource = serverResource(section);
  if (resource) {
    const title = localeText(locale, `${resource.def.ns}:${resource.def.title}` as LabelKey);
    if (title) return title;
  }
  return localeText(locale, `admin:audit.sections.${sectionKey(section)}`) ?? section;
}

/** The sections of the filter (the value is the section's name), by label in the reader's language. */
export function auditSectionOptions(sections: readonly string[], locale: Locale): OfferedValue[] {
  return sections
    .map((name) => ({ value: name, label: auditSectionLabel(name, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}


/** The page's entries with labels and names, read in one query per referenced table. */
export async function readableAuditEntries(ctx: Ctx<'deps' | 'actor' | 'locale'>, rows: readonly AuditRow[]): Promise<ReadableAuditEntry[]> {
  const { deps, locale, actor } = ctx;
  const wanted: Wanted = new Map();
  const forms = new Map<string, ReturnType<typeof sectionForm>>();
  const formOf = (section: string) => {
    let form = forms.get(section);
    if (!form) forms.set(section, (form = sectionForm(section)));
    return form;
  };
  for (const row of rows) {
    const { relations } = formOf(row.section);
    for (const [field, value] of Object.entries(row.changes)) collect(value, field, relations, wanted);
    const recordTarget = serverResource(row.section) ? row.section : SECTION_TARGETS[row.section];
    if (recordTarget) want(wanted, recordTarget, idsIn(row.recordId));
  }
  const names = await readNames(deps, wanted, locale, actor);
  return rows.map((row) => {
    const { form, relations } = formOf(row.section);
    const reader: Reader = { locale, sectionKey: sectionKey(row.section), names, relations, form };
    const changed = row.action === 'update';
    const recordTarget = serverResource(row.section) ? row.section : SECTION_TARGETS[row.section];
    // The record's own id is in the record column already; localized texts come after the plain fields.
    const entries = Object.entries(row.changes)
      .filter(([field]) => field !== 'id')
      .sort(([a], [b]) => Number(LOCALIZED_FIELD.test(a)) - Number(LOCALIZED_FIELD.test(b)));
    return {
      ...row,
      sectionLabel: auditSectionLabel(row.section, locale),
      recordName: recordTarget ? (names.get(recordTarget)?.get(row.recordId) ?? null) : null,
      lines: entries.flatMap(([field, value]) => lines([field], value, reader, changed)),
    };
  });
}
