import type { AdminRouteId } from '../route-tables/ids';
import type { z } from 'zod';
import type { Permission } from '../auth/policy';

/**
 * An admin section described as data (ARCHITECTURE.md "Resources as data"): the server turns a definition into tRPC
 * procedures (server/resources), the client into list and edit screens (client/admin/generic). Labels are i18n keys
 * of the `admin-resources` namespace; field names are the record's keys, which are the drizzle property names.
 */

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'richtext'
  /** One input per language: the record has `{name}_DE` ... `{name}_PT`; EN is the fallback. */
  | 'localized'
  | 'localizedRich'
  | 'number'
  | 'boolean'
  /** 'YYYY-MM-DD' or null on the wire. */
  | 'date'
  | 'select'
  /** The id of a record of another resource, picked with a typeahead. */
  | 'relation'
  /** A URL returned by the upload endpoint. */
  | 'image'
  | 'file'
  /** An ordered list of child records edited inside the parent form. */
  | 'children';

interface FieldBase {
  name: string;
  /** i18n key; defaults to `fields.{name}`. */
  label?: string;
  /** i18n key of a hint shown under the input. */
  help?: string;
  /** Shown with a required marker (the schema is what enforces it). */
  required?: boolean;
}

export type FieldDef =
  | (FieldBase & { kind: 'text' | 'textarea' | 'richtext' | 'number' | 'boolean' | 'date' | 'image' | 'file' })
  | (FieldBase & { kind: 'localized' | 'localizedRich'; multiline?: boolean })
  | (FieldBase & { kind: 'select'; options: readonly string[]; optionLabels?: string })
  | (FieldBase & { kind: 'relation'; resource: string; nullable?: boolean })
  | (FieldBase & { kind: 'children'; fields: readonly FieldDef[]; itemLabel: string });

export type ColumnKind = 'text' | 'number' | 'boolean' | 'date' | 'select' | 'relation' | 'localized';

export interface ColumnDef {
  /** A record key; for 'localized' the base name (the EN text is shown). */
  field: string;
  kind?: ColumnKind;
  label?: string;
  sortable?: boolean;
  /** For 'select' columns: i18n key prefix of the option labels. */
  optionLabels?: string;
}

export type FilterDef =
  | { field: string; kind: 'select'; options: readonly string[]; label?: string; optionLabels?: string }
  | { field: string; kind: 'boolean'; label?: string }
  | { field: string; kind: 'relation'; resource: string; label?: string };

export type SortDirection = 'asc' | 'desc';

export interface ResourceDef<Shape extends z.ZodRawShape = z.ZodRawShape> {
  /** Unique key: the tRPC path under admin.resources, the CSV name and the audit section. */
  name: string;
  /** Where its screens live: list at basePath, edit at basePath/{id}, add at basePath/add. */
  basePath: string;
  /**
   * Route ids of src/shared/routes.ts. Without an edit route, records are added and edited in a dialog on the list;
   * without a list route, a record is reached from its parent's edit page (document pages).
   */
  routes: { list?: AdminRouteId; edit?: AdminRouteId; add?: AdminRouteId };
  /** The i18n namespace of its labels (e.g. 'admin-content'); field labels default to `fields.{name}` in it. */
  ns: string;
  /** i18n keys: the plural title of the list, the singular name of a record. */
  title: string;
  singular: string;
  /** Where "Go Back" on the list leads. */
  parentPath: string;
  /** Create and update input (without id); the client validates with it too. */
  schema: z.ZodObject<Shape>;
  fields: readonly FieldDef[];
  columns: readonly ColumnDef[];
  /** The record key naming a record in titles, relation pickers and delete messages. */
  labelField: string;
  /** Searched case-insensitively (substring); localized bases search their EN text. */
  searchFields: readonly string[];
  defaultSort: { field: string; dir: SortDirection };
  filters: readonly FilterDef[];
  permission: Permission;
  /** Whether the list offers "Add" (SPEC.md lists add pages for some content sections only). */
  canAdd: boolean;
  canDelete: boolean;
}

/** One row of a list: the id, the column values, and for localized content the languages filled in. */
export interface ResourceRow {
  id: number;
  [key: string]: unknown;
}

export type ResourceRecord = Record<string, unknown> & { id: number };
