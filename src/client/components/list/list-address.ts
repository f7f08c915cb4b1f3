import type { z } from 'zod';

/**
 * A list's query kept in the address, read and written from the list's own zod object schema (the one its procedure
 * takes as `.input()`): one parameter per field, named as the field. Nothing here knows a particular list.
 */
export type ListSchema = z.ZodObject;
export type ListValue<S extends ListSchema> = z.output<S>;

/** Moving between pages keeps the query; any other change starts again at the first page. */
const PLACE_FIELDS: ReadonlySet<string> = new Set(['page']);
/** What "clear filters" keeps: how the list is ordered and how long its pages are. */
const KEPT_ON_CLEAR: ReadonlySet<string> = new Set(['sort', 'dir', 'perPage']);

export interface ListState<S extends ListSchema> {
  /** The query (each field parsed, defaults filled in). */
  value: ListValue<S>;
}

const fieldsOf = (schema: ListSchema): Record<string, z.ZodType> => schema.shape as Record<string, z.ZodType>;

/**
 * A parameter is named as its field, except that an id filter drops its `Id`: `companyId` is `?company=12`, as the
 * site's addresses have always read (links from a company's page, e-mails and bookmarks keep working).
 */
export const paramNameOf = (field: string) => (/^[a-z]+Id$/.test(field) ? field.slice(0, -2) : field);

/** The query with nothing chosen. A list schema must parse `{}`: every field is optional or has a default. */
export function defaultsOf<S extends ListSchema>(schema: S): ListValue<S> {
  return schema.parse({}) as ListValue<S>;
}

/**
 * What one address parameter means to its field: the text as it is, else as a number, else as a boolean, the first
 * the field accepts. Undefined when it accepts none (`?page=abc`): the field falls back to its default.
 */
export function coerceParam(field: z.ZodType, text: string): unknown {
  const candidates: unknown[] = [text];
  if (text.trim() !== '' && Number.isFinite(Number(text))) candidates.push(Number(text));
  // A switch is written 1 or 0 (`?mine=1`); true and false read as well.
  if (text === 'true' || text === '1') candidates.push(true);
  if (text === 'false' || text === '0') candidates.push(false);
  for (const candidate of candidates) {
    const parsed = field.safeParse(candidate);
    if (parsed.success && parsed.data !== undefined) return parsed.data;
  }
  return undefined;
}

export function readListParams<S extends ListSchema>(schema: S, params: URLSearchParams): ListState<S> {
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fieldsOf(schema))) {
    const text = params.get(paramNameOf(name));
    if (text === null) continue;
    const value = coerceParam(field, text);
    if (value !== undefined) input[name] = value;
  }
  const parsed = schema.safeParse(input);
  // A rule across fields refused the combination: the plain list, rather than an error page.
  const value = (parsed.success ? parsed.data : defaultsOf(schema)) as ListValue<S>;
  return { value };
}

/** An empty text, null and nothing all mean "not chosen". */
const chosen = (value: unknown) => (value === '' || value === null ? undefined : value);
const sameValue = (a: unknown, b: unknown) => JSON.stringify(chosen(a)) === JSON.stringify(chosen(b));

/** The address for a state: only what differs from the defaults, so the plain list keeps its plain address. */
export function writeListParams<S extends ListSchema>(schema: S, state: ListState<S>, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(keep);
  const defaults = defaultsOf(schema) as Record<string, unknown>;
  const value = state.value as Record<string, unknown>;
  // The filters first, then the order, then the place: addresses read as what they show.
  const rank = (name: string) => (PLACE_FIELDS.has(name) ? 2 : KEPT_ON_CLEAR.has(name) ? 1 : 0);
  const names = Object.keys(fieldsOf(schema)).sort((a, b) => rank(a) - rank(b));
  for (const name of names) {
    params.delete(paramNameOf(name));
    const current = value[name];
    if (current === undefined || current === null || current === '' || sameValue(current, defaults[name])) continue;
    params.set(paramNameOf(name), typeof current === 'boolean' ? (current ? '1' : '0') : String(current));
  }
  return params;
}

/**
 * A change of the query. Moving to another page keeps the rest; any other change (search, filter, sort, page
 * length) starts again on page 1. An emptied field goes back to its default.
 */
export function changeList<S extends ListSchema>(schema: S, state: ListState<S>, change: Record<string, unknown>): ListState<S> {
  const current = state.value as Record<string, unknown>;
  const changed = Object.keys(change).filter((name) => !sameValue(change[name], current[name]));
  // The same search again (Enter, then the pause after typing) is no change: the list stays on its page.
  if (changed.length === 0) return state;
  const placeOnly = changed.every((name) => PLACE_FIELDS.has(name));
  const merged: Record<string, unknown> = { ...(state.value as Record<string, unknown>) };
  for (const name of changed) {
    const next = change[name];
    if (next === undefined || next === null || next === '') delete merged[name];
    else merged[name] = next;
  }
  if (!placeOnly) delete merged.page;
  const parsed = schema.safeParse(merged);
  if (!parsed.success) return state; // a value the list does not take changes nothing
  return { value: parsed.data as ListValue<S> };
}

/** "Clear filters": the plain list, in the same order and page length. */
export function clearList<S extends ListSchema>(schema: S, state: ListState<S>): ListState<S> {
  const value = state.value as Record<string, unknown>;
  const kept = Object.fromEntries(Object.keys(fieldsOf(schema)).filter((name) => KEPT_ON_CLEAR.has(name)).map((name) => [name, value[name]]));
  return { value: { ...defaultsOf(schema), ...kept } as ListValue<S> };
}

/** Whether anything narrows the list (what "clear filters" would undo). */
export function isFiltered<S extends ListSchema>(schema: S, state: ListState<S>): boolean {
  const defaults = defaultsOf(schema) as Record<string, unknown>;
  const value = state.value as Record<string, unknown>;
  return Object.keys(fieldsOf(schema)).some(
    (name) => !KEPT_ON_CLEAR.has(name) && !PLACE_FIELDS.has(name) && !sameValue(value[name], defaults[name]),
  );
}

/** A click on a column header: the same column flips its direction, another starts ascending. */
export function sortChange(state: { sort?: unknown; dir?: unknown }, column: string): { sort: string; dir: 'asc' | 'desc' } {
  return { sort: column, dir: state.sort === column && state.dir === 'asc' ? 'desc' : 'asc' };
}
