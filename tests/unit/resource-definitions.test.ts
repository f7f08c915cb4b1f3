import { existsSync, readFileSync } from 'node:fs';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCALE_CODES, LOCALES } from '../../src/shared/locales';
import { RESOURCE_DEFS } from '../../src/shared/collections/registry';
import type { FieldDef, ResourceDef } from '../../src/shared/collections/types';
import { ROUTES } from '../../src/shared/routes';
import { lookupSource } from '../../src/server/collections/lookups';
import { SERVER_COLLECTIONS } from '../../src/server/collections/registry';
import { computedValues } from '../../src/server/collections/records';
import type { ChildTable, ServerResource } from '../../src/server/collections/types';

/**
 * Every resource definition, checked against itself and its surroundings, so a typo in a section shows here rather
 * than as a blank column, a dead link or an English label on the German screen: names against the zod schema,
 * route ids against the route table, label keys against all six locale files (translated, not copied).
 */

type Shape = Record<string, z.ZodType>;
type Tree = { [key: string]: string | Tree };

/** The object behind defaults, optionals, pipes (transforms) and arrays: the shape a children field's items have. */
function shapeOf(schema: unknown): Shape | undefined {
  if (schema instanceof z.ZodObject) return schema.shape as Shape;
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return shapeOf(schema.unwrap());
  if (schema instanceof z.ZodPipe) return shapeOf(schema.in);
  if (schema instanceof z.ZodArray) return shapeOf(schema.element);
  return undefined;
}

const hasKey = (shape: Shape, name: string) => name === 'id' || name in shape || `${name}_EN` in shape;
const isLocalized = (field: FieldDef) => field.kind === 'localized' || field.kind === 'localizedRich';

/** Problems with the names a field list uses, recursing into children fields and their item schemas. */
function fieldNameProblems(fields: readonly FieldDef[], shape: Shape, where: string): string[] {
  const problems: string[] = [];
  for (const field of fields) {
    if (isLocalized(field)) {
      const missing = LOCALE_CODES.filter((code) => !(`${field.name}_${code}` in shape));
      if (missing.length > 0) problems.push(`${where}field ${field.name}: no ${missing.map((c) => `${field.name}_${c}`).join(', ')}`);
    } else if (!(field.name in shape)) {
      problems.push(`${where}field ${field.name}: not in the schema`);
    }
    if (field.kind === 'children') {
      const itemShape = field.name in shape ? shapeOf(shape[field.name]) : undefined;
      if (!itemShape) problems.push(`${where}field ${field.name}: the schema holds no array of objects`);
      else problems.push(...fieldNameProblems(field.fields, itemShape, `${where}${field.name}.`));
    }
  }
  return problems;
}

/**
 * Form fields must be schema keys. What the list shows, searches, filters and sorts by may also be a read-only column
 * of the resource's table that no form writes (createdAt, updatedAt): the list reads the table, not the schema.
 */
function nameProblems(def: ResourceDef, readOnly: ReadonlySet<string>): string[] {
  const shape = def.schema.shape as Shape;
  const known = (name: string) => hasKey(shape, name) || readOnly.has(name);
  const problems = fieldNameProblems(def.fields, shape, '');
  for (const column of def.columns) {
    const ok = column.kind === 'localized' ? `${column.field}_EN` in shape || readOnly.has(`${column.field}_EN`) : known(column.field);
    if (!ok) problems.push(`column ${column.field}: not in the schema`);
  }
  for (const filter of def.filters) if (!known(filter.field)) problems.push(`filter ${filter.field}: not in the schema`);
  for (const name of def.searchFields) if (!known(name)) problems.push(`search ${name}: not in the schema`);
  if (!known(def.defaultSort.field)) problems.push(`default sort ${def.defaultSort.field}: not in the schema`);
  if (!known(def.labelField)) problems.push(`label field ${def.labelField}: not in the schema`);
  return problems;
}

/**
 * The table's own read-only timestamps, the values its server half computes, and relation columns the server half
 * fills itself (a stock level's product); anything else a list names must be something a form can write.
 */
function readOnlyColumns(name: string): Set<string> {
  const server = serverHalf(name);
  if (!server) return new Set();
  const stored = Object.keys(getTableColumns(server.table));
  // A per-language text is named by its base (a download's `title`: its title_EN … title_PT).
  const columns = [...stored, ...stored.filter((key) => key.endsWith('_EN')).map((key) => key.slice(0, -3))];
  // A collection that offers no create or update (its records change by workflows) has no form: it lists columns.
  // Computed values may depend on the reader (a customer's instruments of the reader's company): their names do not.
  const computed = Object.keys(computedValues(server, null) ?? {});
  // A value computed per language is named by its base too (a service tool's product: product_EN … product_PT).
  computed.push(...computed.filter((key) => key.endsWith('_EN')).map((key) => key.slice(0, -3)));
  // A filter with its own condition names no column (a staff member's course: an EXISTS over their enrolments).
  const conditions = Object.keys(server.filterConditions ?? {});
  if (server.def.access.create === null && server.def.access.update === null) return new Set([...columns, ...computed, ...conditions]);
  return new Set([
    ...columns.filter((key) => /^(created|updated)At$/.test(key)),
    ...computed,
    ...Object.keys(server.relations ?? {}).filter((key) => columns.includes(key)),
  ]);
}

function routeProblems(def: ResourceDef): string[] {
  const expected = { list: def.basePath, edit: `${def.basePath}/:id`, add: `${def.basePath}/add` } as const;
  const problems: string[] = [];
  for (const kind of ['list', 'edit', 'add'] as const) {
    const id = def.routes[kind];
    if (id === undefined) continue;
    const route = ROUTES.find((r) => r.id === id);
    if (!route) problems.push(`routes.${kind}: no route '${id}' in src/shared/routes.ts`);
    else if (route.path !== expected[kind]) problems.push(`routes.${kind}: '${id}' is ${route.path}, not ${expected[kind]}`);
    else if (route.permission !== def.access.list) problems.push(`routes.${kind}: '${id}' is guarded by ${String(route.permission)}, not ${def.access.list}`);
  }
  return problems;
}

/** Every options list a field or filter of that name offers (columns borrow them for their labels). */
function optionsOf(def: ResourceDef, name: string): readonly string[] | undefined {
  const field = def.fields.find((f) => f.name === name);
  if (field?.kind === 'select') return field.options;
  const filter = def.filters.find((f) => f.field === name);
  return filter?.kind === 'select' ? filter.options : undefined;
}

function fieldLabelKeys(fields: readonly FieldDef[]): string[] {
  return fields.flatMap((field) => [
    field.label ?? `fields.${field.name}`,
    ...(field.help ? [field.help] : []),
    ...(field.kind === 'select' && field.optionLabels ? field.options.map((o) => `${field.optionLabels}.${o}`) : []),
    ...(field.kind === 'children' ? [field.itemLabel, ...fieldLabelKeys(field.fields)] : []),
  ]);
}

/** The i18n keys a definition's screens look up in its namespace (an 'id' column uses the shared 'admin-resources'). */
function labelKeys(def: ResourceDef): { keys: string[]; problems: string[] } {
  const problems: string[] = [];
  const keys = [def.title, def.singular, ...fieldLabelKeys(def.fields)];
  for (const column of def.columns) {
    if (column.field === 'id' && !column.label) continue;
    keys.push(column.label ?? `fields.${column.field}`);
    if (column.optionLabels) {
      const options = optionsOf(def, column.field);
      if (!options) problems.push(`column ${column.field}: optionLabels but no field or filter lists its options`);
      else keys.push(...options.map((o) => `${column.optionLabels}.${o}`));
    }
  }
  for (const filter of def.filters) {
    keys.push(filter.label ?? `fields.${filter.field}`);
    if (filter.kind === 'select' && filter.optionLabels) keys.push(...filter.options.map((o) => `${filter.optionLabels}.${o}`));
  }
  return { keys: [...new Set(keys)], problems };
}

const localeFiles = new Map<string, Tree | null>();
function localeFile(lang: string, ns: string): Tree | null {
  const path = `locales/${lang}/${ns}.json`;
  if (!localeFiles.has(path)) localeFiles.set(path, existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Tree) : null);
  return localeFiles.get(path)!;
}

/** i18next's default lookup: dots separate nesting levels. */
function lookup(tree: Tree | null, key: string): string | undefined {
  let node: string | Tree | undefined = tree ?? undefined;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const defs = Object.entries(RESOURCE_DEFS);
const serverHalf = (name: string): ServerResource | undefined => (SERVER_COLLECTIONS as Record<string, ServerResource>)[name];

describe('the resource registry', () => {
  it('is not empty and keys each definition by its own name', () => {
    expect(defs.length).toBeGreaterThan(0);
    for (const [key, def] of defs) expect(def.name, key).toBe(key);
  });
});

describe.each(defs)('resource definition %s', (name, def) => {
  it('names only schema keys (localized bases via {name}_EN) or id', () => {
    expect(nameProblems(def, readOnlyColumns(name))).toEqual([]);
  });

  it('uses route ids of src/shared/routes.ts at its basePath', () => {
    expect(routeProblems(def)).toEqual([]);
  });

  it('has every label in all six languages, translated rather than copied from English', () => {
    const { keys, problems } = labelKeys(def);
    const english = Object.fromEntries(keys.map((key) => [key, lookup(localeFile('en', def.ns), key)]));
    for (const lang of LOCALES) {
      const file = localeFile(lang, def.ns);
      if (!file) {
        problems.push(`${lang}: no locales/${lang}/${def.ns}.json`);
        continue;
      }
      const values = keys.map((key) => [key, lookup(file, key)] as const);
      for (const [key, value] of values) if (!value?.trim()) problems.push(`${lang}: ${def.ns}:${key} is missing or empty`);
      if (lang === 'en') continue;
      // Some words are the same in two languages ("Code", "Menu"): most labels differing is what shows a translation.
      const copies = values.filter(([key, value]) => value !== undefined && value === english[key]).map(([key]) => key);
      if (copies.length * 2 >= keys.length) problems.push(`${lang}: ${copies.length} of ${keys.length} labels are the English text: ${copies.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('has a server half with its relations, lookups and children', () => {
    const server = serverHalf(name);
    expect(server, `no server resource '${name}'`).toBeDefined();
    expect(server!.def).toBe(def);
    const problems: string[] = [];
    const relations = server!.relations ?? {};
    for (const field of def.fields) {
      if (field.kind === 'relation') {
        if (relations[field.name] !== field.resource) problems.push(`relation ${field.name}: server relations say ${String(relations[field.name])}`);
        if (!lookupSource(field.resource)) problems.push(`relation ${field.name}: no lookup source '${field.resource}'`);
      }
    }
    for (const filter of def.filters)
      if (filter.kind === 'relation' && !lookupSource(filter.resource)) problems.push(`filter ${filter.field}: no lookup source '${filter.resource}'`);
    const children = (fields: readonly FieldDef[], specs: Readonly<Record<string, ChildTable>> | undefined, where: string) => {
      for (const field of fields) {
        if (field.kind !== 'children') continue;
        const spec = specs?.[field.name];
        if (!spec) problems.push(`${where}children ${field.name}: no server children entry`);
        else children(field.fields, spec.children, `${where}${field.name}.`);
      }
    };
    children(def.fields, server!.children, '');
    expect(problems).toEqual([]);
  });
});
