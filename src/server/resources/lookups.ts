import { asc, eq, inArray, or } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { applications, countries, products, questionnaires } from '../db/schema';
import { containsText } from '../db/search-index';
import type { LookupSource } from './types';

/**
 * What a relation field may point at. Resources add themselves (registry.ts); tables without an admin resource yet
 * (products, countries) are listed here so their pickers work today.
 */
const BASE_SOURCES: readonly LookupSource[] = [
  { name: 'products', table: products, label: products.name_EN, search: [products.slug] },
  { name: 'countries', table: countries, label: countries.name },
  { name: 'applications', table: applications, label: applications.name_EN, search: [applications.slug] },
  { name: 'questionnaires', table: questionnaires, label: questionnaires.title_EN },
];

const sources = new Map<string, LookupSource>(BASE_SOURCES.map((s) => [s.name, s]));

export function registerLookup(source: LookupSource): void {
  if (!sources.has(source.name)) sources.set(source.name, source);
}

export function lookupSource(name: string): LookupSource | undefined {
  return sources.get(name);
}

export const LOOKUP_LIMIT = 20;

/** Up to 20 {id, label} whose label (or extra search column) contains the term, by label. */
export async function searchLookup(deps: AppDeps, source: LookupSource, term: string): Promise<{ id: number; label: string }[]> {
  const where = term ? or(containsText(source.label, term), ...(source.search ?? []).map((c) => containsText(c, term))) : undefined;
  const rows = await deps.db
    .select({ id: source.table.id, label: source.label })
    .from(source.table)
    .where(where)
    .orderBy(asc(source.label))
    .limit(LOOKUP_LIMIT);
  return rows.map((row) => ({ id: Number(row.id), label: String(row.label) }));
}

export async function lookupLabels(deps: AppDeps, sourceName: string, ids: number[]): Promise<Map<number, string>> {
  const source = sources.get(sourceName);
  if (!source || ids.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: source.table.id, label: source.label })
    .from(source.table)
    .where(inArray(source.table.id, ids));
  return new Map(rows.map((row) => [Number(row.id), String(row.label)]));
}

export async function lookupExists(deps: AppDeps, sourceName: string, id: number): Promise<boolean> {
  const source = sources.get(sourceName);
  if (!source) return false;
  const [row] = await deps.db.select({ id: source.table.id }).from(source.table).where(eq(source.table.id, id));
  return row !== undefined;
}
