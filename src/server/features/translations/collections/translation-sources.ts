import { getTableColumns, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { SQLiteTable, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Actor } from '../../../auth/actor';
import * as schema from '../../../db/schema';
import { SERVER_RESOURCES } from '../../../collections/registry';
import { rowFilter } from '../../../collections/row-filter';
import type { IdTable, ServerResource } from '../../../collections/types';

/**
 * Where the missing-translations report looks: every table of the schema with per-language columns (`{base}_EN` ...
 * `{base}_PT`), found from the schema itself so a new translatable column is reported without being listed here. A
 * table an admin resource edits is described by that resource (its section title, edit page, label and row scope);
 * a child table of a resource links to its parent's edit page; the tables the hand-built admin screens edit (courses,
 * agreements, service tools ...) are described below.
 */

export interface TranslationSource {
  /** The section's key: the resource's name, or the table's name. */
  key: string;
  table: IdTable;
  /** The per-language columns' bases, with the i18n key (and namespace) of each field's label. */
  fields: { name: string; label: string; ns: string }[];
  ns: string;
  title: string;
  basePath: string;
  editRoute: string | null;
  /** The record's label: an English name or title, or its number. */
  label: SQLiteColumn | SQL;
  /** The id of the record whose edit page holds the texts (the row's own, or its parent's); null: the list. */
  target: SQLiteColumn | null;
  scope?: (actor: Actor) => SQL | undefined;
}

const REPORT_NS = 'admin-resources';

/** The hand-built screens' tables: where their records are edited and what names them. */
interface Screen {
  basePath: string;
  /** Column whose value completes `${basePath}/{value}`; none: the list page. */
  target?: string;
  label: string;
}

const SCREENS: Readonly<Record<string, Screen>> = {
  agreements: { basePath: '/admin/agreements/manage', target: 'id', label: 'name' },
  agreement_pages: { basePath: '/admin/agreements/manage/pages', target: 'id', label: 'title_EN' },
  announcements: { basePath: '/admin/distributors/announcements', label: 'title_EN' },
  courses: { basePath: '/admin/courses/courses', target: 'id', label: 'title_EN' },
  course_documents: { basePath: '/admin/courses/courses', target: 'courseId', label: 'title_EN' },
  course_videos: { basePath: '/admin/courses/courses', target: 'courseId', label: 'title_EN' },
  course_questions: { basePath: '/admin/courses/courses', target: 'courseId', label: 'text_EN' },
  course_answers: { basePath: '/admin/courses/courses', label: 'text_EN' },
  downloads: { basePath: '/admin/downloads', target: 'id', label: 'title_EN' },
  service_tools: { basePath: '/admin/servicetools', target: 'id', label: 'name' },
  service_tool_versions: { basePath: '/admin/servicetools', target: 'toolId', label: 'version' },
  tag_menu_items: { basePath: '/admin/settings/tags', label: 'name_EN' },
};

const isTable = (value: unknown): value is IdTable => is(value, SQLiteTable) && 'id' in getTableColumns(value as SQLiteTable);

/** The bases that have a column in every language. */
function localizedBases(table: IdTable): string[] {
  const columns = getTableColumns(table);
  return Object.keys(columns)
    .filter((key) => key.endsWith('_EN'))
    .map((key) => key.slice(0, -3))
    .filter((base) => ['DE', 'ES', 'FR', 'NL', 'PT'].every((code) => `${base}_${code}` in columns));
}

const fieldOf = (base: string, resource?: ServerResource) => {
  const own = resource?.def.fields.find((f) => f.name === base && (f.kind === 'localized' || f.kind === 'localizedRich'));
  return own ? { name: base, label: own.label ?? `fields.${base}`, ns: resource!.def.ns } : { name: base, label: `report.fields.${base}`, ns: REPORT_NS };
};

function sources(): TranslationSource[] {
  const resources = Object.entries(SERVER_RESOURCES) as [string, ServerResource][];
  const out: TranslationSource[] = [];
  for (const table of (Object.values(schema) as unknown[]).filter(isTable)) {
    const bases = localizedBases(table);
    if (bases.length === 0) continue;
    const name = getTableName(table);
    const columns = getTableColumns(table) as Record<string, SQLiteColumn>;
    const owner = resources.find(([, resource]) => resource.table === table);
    if (owner) {
      const [key, resource] = owner;
      out.push({
        key,
        table,
        fields: bases.map((base) => fieldOf(base, resource)),
        ns: resource.def.ns,
        title: resource.def.title,
        basePath: resource.def.basePath,
        editRoute: resource.def.routes.edit ?? null,
        label: columns[resource.def.labelField] ?? sql`''`,
        target: resource.def.routes.edit ? table.id : null,
        scope: (actor: Actor) => rowFilter(actor, resource),
      });
      continue;
    }
    const parent = resources.find(([, resource]) => Object.values(resource.def.routes.edit ? (resource.children ?? {}) : {}).some((child) => child.table === table));
    const screen = SCREENS[name];
    const childKey = parent ? Object.values(parent[1].children ?? {}).find((child) => child.table === table)?.parentKey : undefined;
    const target = parent ? (childKey ? columns[childKey] ?? null : null) : screen?.target ? (columns[screen.target] ?? null) : null;
    out.push({
      key: name,
      table,
      fields: bases.map((base) => fieldOf(base)),
      ns: REPORT_NS,
      title: `report.tables.${name}`,
      basePath: parent ? parent[1].def.basePath : (screen?.basePath ?? '/admin'),
      editRoute: target ? name : null,
      label: (screen ? columns[screen.label] : columns[`${bases[0]}_EN`]) ?? sql`''`,
      target,
    });
  }
  return out;
}

let cached: TranslationSource[] | null = null;

/** The report's sources, worked out once from the schema. */
export function translationSources(): TranslationSource[] {
  cached ??= sources();
  return cached;
}
