import { escapeLike } from '../list';
import { createHash } from 'node:crypto';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from './client';
import { FORBIDDEN_TEXT } from '../../shared/validation';

/**
 * Substring search that stays fast on big tables: an FTS5 index with the trigram tokenizer over the searched columns
 * of a table, kept up to date by triggers (so every writer, seeds included, maintains it). A LIKE '%term%' has to read
 * every row; the trigram index answers from the trigrams of the term.
 *
 * The index is derived from the code (which columns a section searches), so it is created at start rather than in a
 * migration: its name carries a hash of its columns, and an index whose columns changed is dropped and rebuilt.
 */

export interface SearchSource {
  table: SQLiteTable;
  columns: readonly SQLiteColumn[];
  /** The integer key the index points at: `id`, or the implicit `rowid` of a table keyed by text. */
  rowid: 'id' | 'rowid';
}

/** Terms shorter than the trigram cannot use the index; they fall back to LIKE. */
export const MIN_INDEXED_TERM = 3;

export function searchIndexName(source: SearchSource): string {
  const table = getTableName(source.table);
  const hash = createHash('sha256')
    .update(source.columns.map((c) => c.name).join(','))
    .digest('hex')
    .slice(0, 8);
  return `${table}_search_${hash}`;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function existing(db: Database, prefix: string): Promise<{ name: string; type: string }[]> {
  return db.all<{ name: string; type: string }>(
    sql`select name, type from sqlite_master where name like ${`${prefix}%`} and type in ('table', 'trigger')`,
  );
}

/** Creates the index (and its triggers) if this exact one does not exist yet; drops older versions first. */
export async function ensureSearchIndex(db: Database, source: SearchSource): Promise<void> {
  const table = getTableName(source.table);
  const name = searchIndexName(source);
  const prefix = `${table}_search_`;
  const present = await existing(db, prefix);
  if (present.some((entry) => entry.type === 'table' && entry.name === name)) return;
  const columns = source.columns.map((c) => quote(c.name));
  const values = (row: 'new' | 'old') => [`${row}.${source.rowid}`, ...source.columns.map((c) => `${row}.${quote(c.name)}`)].join(', ');
  const list = ['rowid', ...columns].join(', ');
  const statements = [
    ...present
      // Older versions of this index: the virtual table (its shadow tables go with it) and its three triggers.
      .filter((entry) => new RegExp(`^${prefix}[0-9a-f]{8}(_a[idu])?$`).test(entry.name))
      .map((entry) => (entry.type === 'trigger' ? `drop trigger if exists ${quote(entry.name)}` : `drop table if exists ${quote(entry.name)}`)),
    `create virtual table if not exists ${quote(name)} using fts5(${columns.join(', ')}, content=${quote(table)}, content_rowid=${quote(source.rowid)}, tokenize='trigram')`,
    `create trigger if not exists ${quote(`${name}_ai`)} after insert on ${quote(table)} begin insert into ${quote(name)}(${list}) values (${values('new')}); end`,
    `create trigger if not exists ${quote(`${name}_ad`)} after delete on ${quote(table)} begin insert into ${quote(name)}(${quote(name)}, ${list}) values ('delete', ${values('old')}); end`,
    `create trigger if not exists ${quote(`${name}_au`)} after update on ${quote(table)} begin insert into ${quote(name)}(${quote(name)}, ${list}) values ('delete', ${values('old')}); insert into ${quote(name)}(${list}) values (${values('new')}); end`,
    `insert into ${quote(name)}(${quote(name)}) values ('rebuild')`,
  ];
  await db.batch(statements.map((statement) => db.run(sql.raw(statement))) as never);
}

function keyOf(source: SearchSource): SQL {
  const table = sql.identifier(getTableName(source.table));
  return source.rowid === 'id' ? sql`${table}.${sql.identifier('id')}` : sql`${table}.rowid`;
}

const phraseOf = (term: string) => `"${term.replace(/"/g, '""')}"`;

/**
 * A typed search term as every search by this module sees it: control characters (a NUL ends an FTS5 string early:
 * "unterminated string") and lone surrogates become spaces, runs of spaces one. Done here, once, for every FTS query.
 */
export function cleanSearchTerm(typed: string): string {
  return typed.replace(new RegExp(FORBIDDEN_TEXT.source, 'g'), ' ').replace(/\s+/g, ' ').trim();
}

/** "Some searched column contains the term", answered by the trigram index (terms of 3 characters or more). */
export function indexedCondition(source: SearchSource, term: string): SQL {
  const index = sql.identifier(searchIndexName(source));
  return sql`${keyOf(source)} in (select rowid from ${index} where ${index} match ${phraseOf(term)})`;
}

/** `column` contains `term`, by LIKE (ASCII case folded), with the term's own % and _ taken literally. */
export function containsText(column: SQLiteColumn, term: string): SQL {
  const escaped = `%${escapeLike(term)}%`;
  return sql`${column} like ${escaped} escape '\\'`;
}

/** The same condition by LIKE: reads rows in list order and stops once a page is full. */
export function likeCondition(source: SearchSource, term: string): SQL {
  return sql`(${sql.join(
    source.columns.map((column) => containsText(column, term)),
    sql` or `,
  )})`;
}

export interface SearchPlan {
  condition: SQL;
  /** The term alone matches more rows than the cap: with no other filter, the count is known to be capped. */
  common: boolean;
}

/**
 * How to search for a term. A rare term goes through the index (a few row ids instead of reading the table); a
 * term matching more than `cap` rows goes by LIKE, which finds a page of matches within the first rows it reads,
 * where the index would first have to list every match. One capped probe of the index tells which is which.
 */
export async function planSearch(db: Database, source: SearchSource, typed: string, cap: number): Promise<SearchPlan> {
  const term = cleanSearchTerm(typed);
  if ([...term].length < MIN_INDEXED_TERM) return { condition: likeCondition(source, term), common: false };
  const index = sql.identifier(searchIndexName(source));
  const [probe] = await db.all<{ n: number }>(
    sql`select count(*) as n from (select rowid from ${index} where ${index} match ${phraseOf(term)} limit ${cap + 1})`,
  );
  const common = Number(probe?.n ?? 0) > cap;
  return { condition: common ? likeCondition(source, term) : indexedCondition(source, term), common };
}
