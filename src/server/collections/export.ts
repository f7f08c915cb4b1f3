import { listOrder, whereOf, type ListFilter } from './list';
import { keysOfField, rowToRecord } from './records';
import type { ServerResource } from './types';
import type { Ctx } from '../service-context';

/** The records a list query matches, as CSV cells: id and every key of every non-child field, in list order. */
export async function exportRecords(
  ctx: Ctx<'deps' | 'actor' | 'locale'>,
  resource: ServerResource,
  query: ListFilter & { sort?: string | undefined; dir?: 'asc' | 'desc' | undefined },
  cap: number,
): Promise<{ header: string[]; rows: string[][] }> {
  const { deps, actor, locale } = ctx;
  const { where } = await whereOf(deps, resource, actor, query);
  const order = listOrder(resource, actor, query.sort, query.dir, query.filters);
  if (resource.exportColumns) {
    const columns = resource.exportColumns;
    const picked = await deps.db.select(columns).from(resource.table).where(where).orderBy(...order).limit(cap);
    const text = (value: unknown) => (value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value));
    const cell = (key: string, value: unknown) => {
      const format = resource.exportFormat?.[key];
      return format ? format(text(value), locale) : text(value);
    };
    return { header: Object.keys(columns), rows: picked.map((row) => Object.keys(columns).map((key) => cell(key, (row as Record<string, unknown>)[key]))) };
  }
  const keys = ['id', ...resource.def.fields.filter((f) => f.kind !== 'children').flatMap(keysOfField)];
  const rows = await deps.db
    .select()
    .from(resource.table)
    .where(where)
    .orderBy(...order)
    .limit(cap);
  return {
    header: keys,
    rows: rows.map((row) => {
      const record = rowToRecord(resource, row as Record<string, unknown>);
      return keys.map((key) => {
        const value = record[key];
        return value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
      });
    }),
  };
}
