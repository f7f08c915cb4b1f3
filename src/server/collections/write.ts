import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../shared/locales';
import { DomainError, notFound, validationError, type FieldErrors } from '../errors';
import { fieldMessage } from '../validation';
import { auditInsert, diffRecords } from '../features/logs/audit';
import { lookupExists } from './lookups';
import { resourceLabels } from './labels';
import { assertOneLineFields } from './one-line';
import { columnsOf, idValue, inputToValues, normalisedRecord, rowToRecord } from './records';
import type { FieldDef, ResourceId, ResourceRecord } from '../../shared/collections/types';
import { rowFilter, scopeValues } from './row-filter';
import type { ChildTable, ServerResource, WriteStatement } from './types';
import { usagePhrases } from '../db/usage';
import { PAGES_AREA } from '../cache';
import type { Ctx } from '../service-context';
import { fill, serverTexts } from '../texts';

type Row = Record<string, unknown>;

// drizzle's insert/update builders are typed per table; a resource is generic over its table, so values are passed
// as the loose record the table's own schema validated.
type LooseValues = Record<string, never>;

/** The record `id` within the actor's rows, as a condition: every write's WHERE, so none can reach past the filter. */
const ownRow = (ctx: Ctx<'deps' | 'actor' | 'locale'>, resource: ServerResource, id: ResourceId) => and(eq(resource.table.id, id), rowFilter(ctx.actor, resource));

async function loadRow(ctx: Ctx<'deps' | 'actor' | 'locale'>, resource: ServerResource, id: ResourceId): Promise<Row | undefined> {
  const [row] = await ctx.deps.db.select().from(resource.table).where(ownRow(ctx, resource, id));
  return row as Row | undefined;
}

const auditSection = (resource: ServerResource) => resource.auditSection ?? resource.def.name;

/** An update keeps what is fixed once created (a stock level's model code), whatever the form sent. */
function editable(resource: ServerResource, data: Row): Row {
  const fixed = resource.def.fields.filter((field) => field.fixedAfterCreate).map((field) => field.name);
  return Object.fromEntries(Object.entries(data).filter(([key]) => !fixed.includes(key)));
}

/** The ordered child records of a parent, each with its own children (recursively), without ids. */
async function loadChildren(
  ctx: Ctx<'deps' | 'actor' | 'locale'>,
  resource: ServerResource,
  specs: Readonly<Record<string, ChildTable>>,
  fields: readonly FieldDef[],
  parentId: number,
): Promise<Row> {
  const out: Row = {};
  for (const [name, child] of Object.entries(specs)) {
    const field = fields.find((f) => f.name === name);
    const childFields = field?.kind === 'children' ? field.fields : [];
    const columns = columnsOf(child.table);
    const rows = (await ctx.deps.db
      .select()
      .from(child.table)
      .where(and(eq(columns[child.parentKey]!, parentId), child.filter))
      .orderBy(asc(columns.sort ?? child.table.id), asc(child.table.id))) as Row[];
    out[name] = await Promise.all(
      rows.map(async (r) => {
        const { id: _id, ...rest } = rowToRecord(resource, r, childFields);
        const nested = child.children ? await loadChildren(ctx, resource, child.children, childFields, Number(r.id)) : {};
        return { ...rest, ...nested };
      }),
    );
  }
  return out;
}

/** The record with its children (ordered) and extra data, as the edit form and the audit trail see it. */
export async function getRecord(ctx: Ctx<'deps' | 'actor' | 'locale'>, resource: ServerResource, id: number): Promise<ResourceRecord> {
  return { ...(await readRecord(ctx, resource, id)), id };
}

/** A record by its id, an integer or (a text-id collection's) text, within the actor's rows: 404 outside them. */
export async function readRecord(ctx: Ctx<'deps' | 'actor' | 'locale'>, resource: ServerResource, id: ResourceId): Promise<ResourceRecord<ResourceId>> {
  const row = await loadRow(ctx, resource, id);
  if (!row) throw notFound();
  let record: ResourceRecord<ResourceId> = { ...rowToRecord(resource, row), id: idValue(resource, row.id) };
  if (resource.children) record = { ...record, ...(await loadChildren(ctx, resource, resource.children, resource.def.fields, Number(id))) };
  if (resource.loadExtra) record = { ...record, ...(await resource.loadExtra(ctx.deps, record)) };
  return record;
}

/**
 * Unique keys (case-insensitive, among the actor's rows: two companies may each stock the same model) and relation
 * targets (the actor must be able to reach them), checked before writing so errors name their field.
 */
async function checkReferences(ctx: Ctx<'deps' | 'actor' | 'locale'>, resource: ServerResource, data: Row, exceptId: number | null) {
  const errors: FieldErrors = {};
  const columns = columnsOf(resource.table);
  for (const key of resource.unique ?? []) {
    const value = data[key];
    const column = columns[key];
    if (typeof value !== 'string' || !column) continue;
    const [clash] = await ctx.deps.db
      .select({ id: resource.table.id })
      .from(resource.table)
      .where(
        and(sql`lower(${column}) = lower(${value})`, exceptId === null ? undefined : ne(resource.table.id, exceptId), rowFilter(ctx.actor, resource)),
      )
      .limit(1);
    if (clash) errors[key] = [fieldMessage('unique', key, ctx.locale, { form: resourceLabels(resource.def) })];
  }
  for (const [field, source] of Object.entries(resource.relations ?? {})) {
    const value = data[field];
    if (typeof value === 'number' && !(await lookupExists(ctx.deps, source, value, ctx.actor)))
      errors[field] = [fieldMessage('invalid', field, ctx.locale, { form: resourceLabels(resource.def) })];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/**
 * Inserts the children of a parent in order (their `sort` is their position). A child with children of its own is
 * inserted alone, so the grandchildren can point at it as its table's highest id (AUTOINCREMENT) within the batch.
 */
function childInserts(
  ctx: Ctx<'deps' | 'actor' | 'locale'>,
  resource: ServerResource,
  specs: Readonly<Record<string, ChildTable>> | undefined,
  fields: readonly FieldDef[],
  parentId: number | SQL,
  data: Row,
): WriteStatement[] {
  const statements: WriteStatement[] = [];
  for (const [name, child] of Object.entries(specs ?? {})) {
    const field = fields.find((f) => f.name === name);
    const items = Array.isArray(data[name]) ? (data[name] as Row[]) : [];
    if (items.length === 0 || field?.kind !== 'children') continue;
    const hasSort = 'sort' in columnsOf(child.table);
    const values = items.map((item, index) => ({
      ...inputToValues({ ...resource, table: child.table, extraKeys: [] }, item, field.fields),
      ...child.values?.(parentId),
      [child.parentKey]: parentId,
      ...(hasSort ? { sort: index } : {}),
    }));
    if (!child.children) {
      statements.push(ctx.deps.db.insert(child.table).values(values as unknown as LooseValues[]));
      continue;
    }
    const ownId = sql`(select max(id) from ${child.table})`;
    values.forEach((value, index) => {
      statements.push(ctx.deps.db.insert(child.table).values(value as unknown as LooseValues));
      statements.push(...childInserts(ctx, resource, child.children, field.fields, ownId, items[index]!));
    });
  }
  return statements;
}

function childDeletes(ctx: Ctx<'deps' | 'actor' | 'locale'>, resource: ServerResource, parentId: number): WriteStatement[] {
  return Object.values(resource.children ?? {}).map((child) =>
    ctx.deps.db.delete(child.table).where(and(eq(columnsOf(child.table)[child.parentKey]!, parentId), child.filter)),
  );
}

/** Maps what the database refuses (a constraint we did not check first) to a 422, never a 500. */
async function guarded<T>(locale: Locale, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const text = String((error as { message?: unknown })?.message ?? '') + String((error as { cause?: unknown })?.cause ?? '');
    if (/FOREIGN KEY constraint failed/i.test(text)) throw new DomainError(422, serverTexts(locale).inUse.generic);
    const unique = /UNIQUE constraint failed: \w+\.(\w+)/i.exec(text);
    if (unique) throw validationError({ [unique[1]!]: [fieldMessage('unique', unique[1]!, locale)] });
    // An index on an expression names itself, not a column ("UNIQUE constraint failed: index 'serials_key_…'"): a
    // write that would make two rows of another table alike, as a SET NULL on delete can.
    if (/UNIQUE constraint failed: index /i.test(text)) throw new DomainError(422, serverTexts(locale).inUse.generic);
    throw error;
  }
}

/**
 * Drops the cached answers of the resource's areas, and in any case the server-rendered pages: every admin section
 * edits something a public page may show (a landing page, an FAQ, a case study ...).
 */
async function afterWrite(ctx: Ctx<'deps' | 'actor' | 'locale'>, resource: ServerResource) {
  // A company's or a user's own records are never on a public page: nothing cached to drop unless it says so.
  const areas = resource.cacheAreas?.length ? resource.cacheAreas : resource.scope === 'global' ? [PAGES_AREA] : [];
  for (const area of areas) await ctx.deps.cache.bump(area);
}

/** `input` is the definition's schema output (collectionProcedures' `.input()`). */
export async function createRecord(ctx: Ctx<'deps' | 'actor' | 'locale'>, resource: ServerResource, input: object): Promise<ResourceRecord> {
  // The scope column comes from the actor alone (it is no field, so the schema already dropped any sent value).
  const owner = scopeValues(ctx.actor, resource);
  let data: Row = { ...input };
  assertOneLineFields(resource.def, data, ctx.locale);
  await checkReferences(ctx, resource, data, null);
  await resource.validate?.(ctx, data, null);
  const derived = (await resource.derive?.(ctx, data, null)) ?? {};
  data = { ...data, ...derived };
  const { table } = resource;
  const newId = sql`(select max(id) from ${table})`;
  const record = { ...normalisedRecord(resource, null, data), ...owner };
  // One batch: the row, its audit entry, its children and extra rows commit together. Right after the insert,
  // last_insert_rowid() is the new id; later statements read it back as the table's highest id (AUTOINCREMENT).
  const [[row]] = (await guarded(ctx.locale, () =>
    ctx.deps.db.batch([
      ctx.deps.db
        .insert(table)
        .values({ ...inputToValues(resource, data), ...derived, ...owner } as unknown as LooseValues)
        .returning({ id: table.id }),
      auditInsert(ctx.deps, ctx.actor, {
        section: auditSection(resource),
        action: 'create',
        recordId: sql`cast(last_insert_rowid() as text)`,
        changes: sql`json_set(${JSON.stringify(record)}, '$.id', last_insert_rowid())`,
      }),
      ...childInserts(ctx, resource, resource.children, resource.def.fields, newId, data),
      ...(resource.writeExtra?.(ctx, newId, data) ?? []),
    ]),
  )) as unknown as [[{ id: number }]];
  await afterWrite(ctx, resource);
  return getRecord(ctx, resource, Number(row.id));
}

export async function updateRecord(ctx: Ctx<'deps' | 'actor' | 'locale'>, resource: ServerResource, id: number, input: object): Promise<ResourceRecord> {
  const before = await getRecord(ctx, resource, id);
  const data: Row = editable(resource, { ...input });
  assertOneLineFields(resource.def, data, ctx.locale);
  await checkReferences(ctx, resource, data, id);
  await resource.validate?.(ctx, data, id);
  const after = { ...before, ...normalisedRecord(resource, id, data) };
  const changes = diffRecords(before, after);
  // A save that changes nothing writes nothing and logs nothing: the trail records what changed.
  if (Object.keys(changes).length === 0) return before;
  const { table } = resource;
  const derived = (await resource.derive?.(ctx, data, id)) ?? {};
  const values = { ...inputToValues(resource, data), ...derived };
  await guarded(ctx.locale, () =>
    ctx.deps.db.batch([
      ctx.deps.db.update(table).set(values as unknown as LooseValues).where(ownRow(ctx, resource, id)),
      ...childDeletes(ctx, resource, id),
      ...childInserts(ctx, resource, resource.children, resource.def.fields, id, data),
      ...(resource.writeExtra?.(ctx, id, data) ?? []),
      auditInsert(ctx.deps, ctx.actor, { section: auditSection(resource), action: 'update', recordId: String(id), changes }),
    ]),
  );
  await afterWrite(ctx, resource);
  return getRecord(ctx, resource, id);
}

export function recordLabel(resource: ServerResource, record: Row): string {
  const value = record[resource.def.labelField];
  return typeof value === 'string' && value !== '' ? value : `#${String(record.id)}`;
}

/** "This record cannot be deleted: 3 products use it." — the reason, then what uses the record. */
const cannotDelete = (locale: Locale, label: string, uses: string[]) => fill(serverTexts(locale).inUse.cannotDelete, { label, uses: uses.join(', ') });

export async function deleteRecord(ctx: Ctx<'deps' | 'actor' | 'locale'>, resource: ServerResource, id: number): Promise<void> {
  const before = await getRecord(ctx, resource, id);
  const uses = await usagePhrases(ctx.deps, ctx.locale, id, resource.usedBy ?? [], serverTexts(ctx.locale).collections.usedBy);
  if (uses.length > 0) {
    const message = cannotDelete(ctx.locale, recordLabel(resource, before), uses);
    throw new DomainError(422, message, { id: [message] });
  }
  await guarded(ctx.locale, () =>
    ctx.deps.db.batch([
      ctx.deps.db.delete(resource.table).where(ownRow(ctx, resource, id)),
      auditInsert(ctx.deps, ctx.actor, { section: auditSection(resource), action: 'delete', recordId: String(id), changes: before }),
    ]),
  );
  await afterWrite(ctx, resource);
}

export interface BulkDeleteResult {
  deleted: number;
  refused: { id: number; message: string }[];
}

/** Deletes what may go, one audit entry each, in one batch; records still in use are reported, not deleted. */
export async function deleteRecords(ctx: Ctx<'deps' | 'actor' | 'locale'>, resource: ServerResource, ids: number[]): Promise<BulkDeleteResult> {
  const refused: BulkDeleteResult['refused'] = [];
  const statements: WriteStatement[] = [];
  const present = await ctx.deps.db
    .select({ id: resource.table.id })
    .from(resource.table)
    .where(and(inArray(resource.table.id, ids), rowFilter(ctx.actor, resource)));
  for (const { id } of present) {
    const before = await getRecord(ctx, resource, Number(id));
    const uses = await usagePhrases(ctx.deps, ctx.locale, Number(id), resource.usedBy ?? [], serverTexts(ctx.locale).collections.usedBy);
    if (uses.length > 0) {
      refused.push({ id: Number(id), message: cannotDelete(ctx.locale, recordLabel(resource, before), uses) });
      continue;
    }
    statements.push(
      ctx.deps.db.delete(resource.table).where(ownRow(ctx, resource, Number(id))),
      auditInsert(ctx.deps, ctx.actor, { section: auditSection(resource), action: 'delete', recordId: String(id), changes: before }),
    );
  }
  if (statements.length > 0) {
    await guarded(ctx.locale, () => ctx.deps.db.batch(statements as [WriteStatement, ...WriteStatement[]]));
    await afterWrite(ctx, resource);
  }
  return { deleted: statements.length / 2, refused };
}
