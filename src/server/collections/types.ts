import type { SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Locale } from '../../shared/locales';
import type { ResourceDef, ResourceId, ResourceRow } from '../../shared/collections/types';
import type { Actor } from '../auth/actor';
import type { AppDeps } from '../deps';
import type { MatchingSelect } from '../list/offset';
import type { Ctx } from '../service-context';
import type { UsageCheck } from '../db/usage';
import type { SearchPlan } from '../db/search-index';

/** A table with an `id` primary key: an integer in every resource and child table, text in a text-id collection's. */
export type IdTable = SQLiteTable & { id: SQLiteColumn };

/** The rows of a 'children' field: one table, pointing at the parent, ordered by `sort`. */
export interface ChildTable {
  table: IdTable;
  /** The property (drizzle key) holding the parent id, e.g. 'galleryId'. */
  parentKey: string;
  /** Children of each child (tag menus hold menu items): one more level, written and read the same way. */
  children?: Readonly<Record<string, ChildTable>>;
  /**
   * When the table holds other rows under the same parent too: only rows matching this belong to the list (a
   * product's own specifications are those with no option), so only they are read, replaced and deleted.
   */
  filter?: SQL;
  /** Further values each row is written with, from the parent id (an option's specifications also name its product). */
  values?(parentId: number | SQL): Record<string, unknown>;
}

/** A relation field's target: where its ids must exist and what names a record in pickers and lists. */
export interface LookupSource {
  name: string;
  table: IdTable;
  label: SQLiteColumn;
  /** Also searched besides the label. */
  search?: readonly SQLiteColumn[];
  /**
   * Turns the stored label into the reader's (a country's name in their language). A source with one is searched in
   * memory over the names the reader sees, so it must stay small (countries: ~250 rows).
   */
  localize?: (label: string, locale: Locale) => string;
  /** The label in the reader's language, when the table keeps one per language (a product's name). */
  labelIn?: (locale: Locale) => SQL;
  /** The rows the actor may pick or name: a scoped collection's row filter (row-filter.ts); none for shared tables. */
  filter?: (actor: Actor) => SQL | undefined;
}

/**
 * Whose rows a collection holds (required, no default, so a portal or account collection cannot forget it):
 * - 'company': a distributor company's; `scopeKey` names the table's company column;
 * - 'owner': one user's; `scopeKey` names the table's user id column;
 * - 'global': no row filter; only for collections every operation of which is admin-only;
 * - 'shared': Voltara's own records offered alike to every reader its access admits (the downloads of /portal/files),
 *   no company's or person's; `holds` (required, usually a function of the reader) says which ones a reader's role
 *   sees. Read-only: a shared collection offers no writes (nobody's rows to write into).
 * See row-filter.ts for the filter each one gives an actor.
 */
export type ScopeRule =
  | { scope: 'global'; scopeKey?: never; through?: never }
  | { scope: 'shared'; scopeKey?: never; through?: never; holds: SQL | ((actor: Actor | null) => SQL | undefined) }
  | { scope: 'company' | 'owner'; scopeKey: string; through?: never }
  | { scope: 'company' | 'owner'; through: ThroughScope; scopeKey?: never };

/**
 * A scope reached through another table, for records that belong to a company (or a user) only by the rows linking
 * them to it: a portal's end customer is a user account that owns one of the serials the company sold. A record is the
 * actor's when a row of `table` whose `key` is the record's id has the actor's company (or id) in `scopeKey`; an admin
 * reaches every record some such row links (`where` says which rows link at all, for every reader). One EXISTS probe
 * per record, so `key` should lead an index (serials: (company, owner, due)).
 */
export interface ThroughScope {
  table: SQLiteTable;
  key: SQLiteColumn;
  scopeKey: SQLiteColumn;
  where?: SQL;
}

/** One choice of a relation filter: the related record's id and its name in the reader's language. */
export interface FilterOption {
  id: number;
  label: string;
}

/** One choice of an 'offered' filter: the value itself (text) and its name in the reader's language. */
export interface OfferedValue {
  value: string;
  label: string;
}

/** Values computed in SQL per row, by name (see ServerResource.computed). */
export type ComputedValues = Readonly<Record<string, SQL>>;
/** A list's filter values as the query sent them, by field (not yet checked: a computed value reads them defensively). */
export type ListFilters = Readonly<Record<string, unknown>>;

/**
 * The server half of a resource: the shared definition plus its table, rules and hooks. Everything optional has a
 * sensible default; a section that needs more adds a hook or its own procedures next to collectionRouter's.
 */
export type ServerResource<Def extends ResourceDef = ResourceDef> = ServerResourceBase<Def> & ScopeRule;

interface ServerResourceBase<Def extends ResourceDef> {
  def: Def;
  table: IdTable;
  /** The audit trail's section of its changes; the definition's name when not given. */
  auditSection?: string;
  /**
   * The search box's condition, when the definition's search fields are not enough (a stock level is found by its model
   * code's start or its product's name); without it the search fields' index is searched. It may read small tables
   * first (the catalogue's models) so the condition on the large one stays an index range. It may answer with a plan
   * that says the term is common, as the search fields' index does: the list then need not count past the cap.
   */
  search?(term: string, deps: AppDeps): SQL | SearchPlan | Promise<SQL | SearchPlan>;
  /** Record keys that must be unique (case-insensitive) among the rows of the actor's scope. */
  unique?: readonly string[];
  usedBy?: readonly UsageCheck[];
  children?: Readonly<Record<string, ChildTable>>;
  /** Relation field name -> lookup source name (see collections/lookups.ts). */
  relations?: Readonly<Record<string, string>>;
  /**
   * Checks that need the database and more than one field (a slug unique within its parent, a tree without loops),
   * run after the schema and before writing; throws validationError with the fields at fault. `id` is null on create.
   */
  validate?(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: Record<string, unknown>, id: number | null): Promise<void>;
  /**
   * Column values a write sets besides the form's (a stock level's product, found from its model code; who changed
   * it): run after validate, merged over the form's values. Keys that are fields replace the sent value everywhere.
   */
  derive?(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: Record<string, unknown>, id: number | null): Promise<Record<string, unknown>>;
  /**
   * Values computed in SQL from the row (a stock level is 'low' or 'ok'): a column, filter or sort may name them like a
   * table column. Keep them to expressions of the row's own columns (and of the `listJoin` row's) so the list stays one
   * query. A function of the reader when the values depend on them (a portal price row is the reader's company's
   * when the company buys from its list and tier). Values that follow a list's filter are a `listJoin` row's (decision
   * 0080), not computed per filter.
   */
  computed?: ComputedValues | ((actor: Actor | null) => ComputedValues);
  /**
   * What a column sorts by when not its own value (a service job's status in the order the work goes, a serial number
   * by its normalised key); the column must still be sortable.
   */
  sortBy?: Readonly<Record<string, SQL>>;
  /**
   * A column's whole order for the list's filters, where one expression cannot be read in index order (leads by
   * deadline: once the state filter lists offers only, the (company, status, deadline) index gives their order).
   * Undefined: the column's usual order.
   */
  orderFor?: Readonly<Record<string, (dir: 'asc' | 'desc', filters: Readonly<Record<string, unknown>>) => SQL[] | undefined>>;
  /**
   * A filter's condition when it is more than "equals" on one column or computed value (a lead's state as the company
   * sees it now: an offer is 'expired' from its deadline on), written so an index serves it. Called with the value the
   * definition's options allowed; the computed value of the same name is what the list shows. `filters` are all the
   * list's filters, for a condition that depends on another (a staff member "not enrolled" on the chosen course);
   * `actor` is the reader, for a condition about them (the enquiries "assigned to me"); `rareSearch` is true when the
   * list also has a search term that is not common (at most the cap's rows), for a filter that should then leave the
   * choice of index to the search (the website log's kind).
   */
  filterConditions?: Readonly<
    Record<string, (value: string, filters: Readonly<Record<string, unknown>>, actor: Actor, rareSearch: boolean) => SQL | undefined>
  >;
  /**
   * A filter's condition while the list leaves it unset, when "unset" is not "every row" (the users list shows deleted
   * accounts only once its status filter asks for them). Called with all the list's filters.
   */
  filterDefaults?: Readonly<Record<string, (filters: Readonly<Record<string, unknown>>) => SQL | undefined>>;
  /**
   * The CSV export's columns (header key -> value), in order, for a collection whose records are not its form's fields
   * (a read-only one has none: the users list exports each account's company name and status). Dates are written as
   * ISO times. Without it the export writes the id and every field.
   */
  exportColumns?: Readonly<Record<string, SQLiteColumn | SQL>>;
  /**
   * An export column's cell in the reader's words, by header key, where the stored value is not what a reader of the
   * list sees (an enquiry's country, stored by its English name): called with the cell's text and the reader's locale.
   */
  exportFormat?: Readonly<Record<string, (text: string, locale: Locale) => string>>;
  /**
   * The choices of a relation filter, when not the first records of its lookup source (the courses a company's staff
   * are on, besides those open for enrolment): answered by the collection's `filterOptions` procedure.
   */
  filterOptions?: Readonly<Record<string, (ctx: Ctx<'deps' | 'actor' | 'locale'>) => Promise<FilterOption[]>>>;
  /**
   * The choices of each 'offered' filter (the sections that occur in the audit trail), by its field: answered by the
   * collection's `offeredValues` procedure.
   */
  offeredValues?: Readonly<Record<string, (ctx: Ctx<'deps' | 'actor' | 'locale'>) => Promise<OfferedValue[]>>>;
  /**
   * The rows of the actor's whole list (no search, no filter) counted another way than row by row, when the rows are
   * found through another table and that table's index counts them (a company's customers: the distinct owners of its
   * serials, one index range, where the row filter would probe every user account). It must match the same rows.
   */
  countAll?(deps: AppDeps, actor: Actor): MatchingSelect;
  /**
   * A table the list reads joined to its own, exactly one row to each listed row (an inner join: a row without one is
   * not listed), when values kept per row in another table should filter and order the list through that table's
   * indexes (an end customer's instruments and soonest due, kept per selling company: decision 0080). The list's page,
   * count and export read through it, so its columns may be named by computed values, orders (`orderFor`) and filter
   * conditions. A function of the reader and the list's filters when they choose the joined row (the portal's
   * customers: the reader's company's; the back office's: the company filtered by, else every company's). A record
   * read does not join it: the collection's `holds` says on its own which rows it has. The joined table keeps a row only
   * for a row the collection holds, so a select through the join leaves `holds` out (listRowFilter).
   */
  listJoin?(actor: Actor | null, filters: ListFilters): { table: SQLiteTable; on: SQL };
  /**
   * The rows the collection holds at all, whoever reads, admins included, beside the scope's own filter (the portal's
   * serials are those a distributor company sold: not Voltara's direct sales, not stock). Part of rowFilter. A function
   * of the reader when it depends on them (the account's returns are the signed-in person's own, an admin's too).
   */
  holds?: SQL | ((actor: Actor | null) => SQL | undefined);
  /**
   * The page's rows as the screen shows them, when a value needs more than SQL: the audit trail's changes, read into
   * labels and names in the reader's language (one query per referenced table for the whole page). Run on the list's
   * page only, after its rows are read; the CSV export writes the stored values.
   */
  present?(ctx: Ctx<'deps' | 'actor' | 'locale'>, rows: ResourceRow<ResourceId>[]): Promise<ResourceRow<ResourceId>[]>;
  /** Cached public areas to invalidate after a write (cache.bump). */
  cacheAreas?: readonly string[];
  /** Adds to a stored record what its own table does not hold (e.g. widget texts kept per language). */
  loadExtra?(deps: AppDeps, record: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Statements writing that extra data, run in the write's batch; `id` is SQL for a record being created. */
  writeExtra?(ctx: Ctx<'deps' | 'actor' | 'locale'>, id: number | SQL, data: Record<string, unknown>): WriteStatement[];
  /** Keys of the parsed input that are not columns of `table` (handled by writeExtra). */
  extraKeys?: readonly string[];
}

/** A drizzle statement that can go into db.batch. */
// The batch element type of drizzle's libSQL driver is internal; statements are built with the same db object.
export type WriteStatement = Parameters<AppDeps['db']['batch']>[0][number];
