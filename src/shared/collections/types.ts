import type { AccountRouteId, AdminRouteId, PortalRouteId } from '../route-tables/ids';
import type { z } from 'zod';
import type { Permission } from '../auth/policy';
import type { SuggestionSource } from './suggestions';

/**
 * An admin section described as data (ARCHITECTURE.md "Resources as data"): the server turns a definition into tRPC
 * procedures (server/collections), the client into list and edit screens (client/admin/generic). Labels are i18n keys
 * of the `admin-resources` namespace; field names are the record's keys, which are the drizzle property names.
 */

interface FieldBase {
  name: string;
  /**
   * Set when the record is created and shown, not edited, afterwards (a stock level's model code): the edit form shows
   * it read-only and the server keeps the stored value whatever an update sends.
   */
  fixedAfterCreate?: boolean;
  /** i18n key; defaults to `fields.{name}`. */
  label?: string;
  /** i18n key of a hint shown under the input. */
  help?: string;
  /** Shown with a required marker (the schema is what enforces it). */
  required?: boolean;
}

export type FieldDef =
  /** `suggest`: offers values from that source as one types (a combobox); any text may still be entered. */
  | (FieldBase & { kind: 'text'; suggest?: SuggestionSource })
  /** A date is 'YYYY-MM-DD' or null on the wire; an image or file is a URL returned by the upload endpoint. */
  | (FieldBase & { kind: 'textarea' | 'richtext' | 'number' | 'boolean' | 'date' | 'image' | 'file' })
  /** One input per language: the record has `{name}_DE` ... `{name}_PT`; EN is the fallback. */
  | (FieldBase & { kind: 'localized' | 'localizedRich'; multiline?: boolean })
  | (FieldBase & { kind: 'select'; options: readonly string[]; optionLabels?: string })
  /** The id of a record of another resource, picked with a typeahead. */
  | (FieldBase & { kind: 'relation'; resource: string; nullable?: boolean })
  /** An ordered list of child records edited inside the parent form. */
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
  /**
   * The value links to a page: `path`/{the row's `key`, the id when not given}; no link when that key is empty (a serial
   * links to its end customer's page when it has one).
   */
  href?: { path: string; key?: string };
  /** A row key shown in small type under the value (an owner's company under their name). */
  secondary?: string;
  /** i18n key of what an empty cell says instead of a dash ("Not registered"). */
  emptyLabel?: string;
  /**
   * A badge beside the value naming a state held in another row key (a next-due date's "Overdue"): shown for the values
   * that have a tone, its text `optionLabels`.{value}.
   */
  badge?: { field: string; optionLabels: string; tones: Readonly<Partial<Record<string, 'warning' | 'danger'>>> };
  /** Sorted with the empty values last in both directions (undated instruments say nothing about what is due). */
  nullsLast?: boolean;
  /** Further row keys read with the row for a cell the section draws itself (a lead's value needs its currency). */
  reads?: readonly string[];
}

export type FilterDef =
  /** `allLabel`: i18n key of the choice that sets no value, when that is not every record ("All but deleted"). */
  | { field: string; kind: 'select'; options: readonly string[]; label?: string; optionLabels?: string; allLabel?: string }
  | { field: string; kind: 'boolean'; label?: string }
  /**
   * `none`: a further choice for the records that have no related record ("No company"): its address value and i18n key.
   * `required`: the list is always one record's (a download's log): the server refuses it without (422), and the
   * page that draws it sets the value (ResourceListPage's `fixed`).
   */
  | { field: string; kind: 'relation'; resource: string; label?: string; none?: { value: string; label: string }; required?: boolean }
  /** Days from and to (either may be left open), both included: one value `from..to` (shared/collections/date-range.ts). */
  | { field: string; kind: 'dateRange'; label?: string }
  /**
   * One of the text values the server half offers (its `offeredValues`), for values that come and go with the records
   * (the sections that occur in the audit trail); the server half's `filterConditions` checks the value it is given.
   */
  | { field: string; kind: 'offered'; label?: string }
  /**
   * A value typed as it is stored (an account's id, which is text: better-auth's ids), at most 100 characters,
   * matched exactly: a text box in the toolbar. For a value a page also sets from elsewhere (the GDPR log's "Consents"
   * of a person found), where a list of choices would be every account.
   */
  | { field: string; kind: 'text'; label?: string };

export type SortDirection = 'asc' | 'desc';

/** What a collection's procedures do; each is allowed by its own permission of the policy. */
export const COLLECTION_OPERATIONS = ['list', 'get', 'create', 'update', 'delete'] as const;
export type CollectionOperation = (typeof COLLECTION_OPERATIONS)[number];
/** The writes a collection may not offer at all (a record list that is only read, or changed by workflows). */
export type CollectionWrite = Extract<CollectionOperation, 'create' | 'update' | 'delete'>;
/**
 * The permission of each operation. A write that is `null` is not offered by the collection: its procedure answers
 * 403 to everyone (after the list permission's own 401/403), and the screens show no Add, Edit or Delete for it.
 */
export type CollectionAccess = Readonly<
  Record<Exclude<CollectionOperation, CollectionWrite>, Permission> & Record<CollectionWrite, Permission | null>
>;

/** The same permission for every operation (most collections: whoever may see the records may also edit them). */
export function accessFor(permission: Permission): CollectionAccess {
  return { list: permission, get: permission, create: permission, update: permission, delete: permission };
}

/** Records that are listed and opened only; they change through workflows (procedures) of their own, if at all. */
export function readOnlyAccess(permission: Permission): CollectionAccess {
  return { list: permission, get: permission, create: null, update: null, delete: null };
}

/** Whether the collection offers a write at all (who may use it is the policy's question). */
export const offers = (def: Pick<ResourceDef, 'access'>, write: CollectionWrite): boolean => def.access[write] !== null;

/** The route ids a collection's screens may have, in any face. */
export type CollectionRouteId = AdminRouteId | PortalRouteId | AccountRouteId;

/** The face a collection's screens live in: the admin area, the partner portal or the customer's account. */
export type CollectionFace = 'admin' | 'portal' | 'account';

export interface ResourceDef<Shape extends z.ZodRawShape = z.ZodRawShape> {
  /** Unique key: the tRPC path under admin.resources, the CSV name and the audit section. */
  name: string;
  /** Where its screens live: list at basePath, edit at basePath/{id}, add at basePath/add. */
  basePath: string;
  /**
   * Route ids of src/shared/routes.ts. Without an edit route, records are added and edited in a dialog on the list;
   * without a list route, a record is reached from its parent's edit page (document pages).
   */
  routes: {
    list?: CollectionRouteId;
    edit?: CollectionRouteId;
    add?: CollectionRouteId;
    /** A page of its own showing one record at basePath/{id} (not an edit form): the row's "Open" link leads there. */
    detail?: CollectionRouteId;
  };
  /** The row key naming a record in its detail page's address (basePath/{value}), when that is not the id. */
  detailKey?: string;
  /**
   * What the records' ids are: integers (the default), or text where the rows are another system's, such as user
   * accounts (better-auth's ids, a portal's end customers). A text-id collection is read-only: it offers no writes.
   */
  idKind?: IdKind;
  /** Where its screens and procedures live (admin.resources.{name}, portal.{name}); admin when not given. */
  face?: CollectionFace;
  /**
   * The key its face's router mounts its procedures under, when that is not its name: names are unique across faces,
   * so the portal's returns (`portalReturns`) and the account's (`accountReturns`) are both mounted as `returns`. An
   * admin collection with `mount` has workflows of its own and is mounted by the admin router beside them
   * (`admin.certificates`), not under admin.resources. Dots name a router inside the face's (`logs.audit`: the audit
   * trail stays `admin.logs.audit` beside the other logs).
   */
  mount?: string;
  /** The i18n namespace of its labels (e.g. 'admin-content'); field labels default to `fields.{name}` in it. */
  ns: string;
  /** i18n keys: the plural title of the list, the singular name of a record. */
  title: string;
  singular: string;
  /** Where "Go Back" on the list leads (admin); the portal and the account have breadcrumbs instead. */
  parentPath: string;
  /** i18n key of a sentence under the list's title (the portal's pages have one). */
  lead?: string;
  /** i18n key of what an empty list says before any search or filter (what to do first); a generic line otherwise. */
  empty?: string;
  /** i18n key of what the list says when a search or filter finds nothing; a generic line otherwise. */
  noMatch?: string;
  /** i18n key of the search box's placeholder, when what it finds needs an example ("e.g. VH15-2401 or VH-15"). */
  searchHint?: string;
  /** false: the list has no search box and ignores a search term (a log read by its parent and its date). */
  searchable?: boolean;
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
  /** The permission of each operation: the server checks it on every procedure, the screens hide what it refuses. */
  access: CollectionAccess;
  /** Whether the list offers "Add" (SPEC.md lists add pages for some content sections only); needs `access.create`. */
  canAdd: boolean;
  /** Whether the list offers its CSV export (admin lists do; a portal list that has its own import may not). */
  canExport?: boolean;
}

/** A record's id: an integer unless its collection says `idKind: 'text'`. */
export type IdKind = 'number' | 'text';
export type ResourceId = number | string;
/** The id type of a collection whose definition has `idKind` Kind. */
export type IdOfKind<Kind extends IdKind> = Kind extends 'text' ? string : number;

/** One row of a list: the id, the column values, and for localized content the languages filled in. */
export interface ResourceRow<Id extends ResourceId = number> {
  id: Id;
  [key: string]: unknown;
}

export type ResourceRecord<Id extends ResourceId = number> = Record<string, unknown> & { id: Id };
