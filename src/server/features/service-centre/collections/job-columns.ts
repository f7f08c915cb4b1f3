import { or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { LIST_COUNT_CAP } from '../../../../shared/list/query';
import { toLocaleCode, type Locale } from '../../../../shared/locales';
import { serialKey } from '../../../../shared/serials/serial-number';
import type { AppDeps } from '../../../deps';
import { certificates, productOptions, products, serials, serviceJobs } from '../../../db/schema';
import { planSearch, type SearchSource } from '../../../db/search-index';
import { likeContaining } from '../../../list';
import { registerLookup } from '../../../collections/lookups';
import { qualified as q } from '../../../collections/qualified';

/**
 * What the service jobs' collections show, sort and search alike: the portal's (a service centre's own jobs) and the
 * back office's (every partner's). Correlated subqueries name their tables (qualified.ts), so they read the listed row.
 */

/** A name in the reader's language, English where it has none (as the catalogue shows it). */
const nameIn = (table: typeof products | typeof productOptions, locale: Locale): SQL =>
  sql`coalesce(nullif(trim(${q(table[`name_${toLocaleCode(locale)}`])}), ''), ${q(table.name_EN)})`;

/**
 * The instrument a job's serial is, in the reader's language: "product" or "product, option" (a serial built as an
 * option of its product). Any Voltara serial may be serviced, so the source is not limited to the company's own.
 */
registerLookup({
  name: 'serviceInstruments',
  table: serials,
  label: serials.number,
  labelIn: (locale) =>
    sql<string>`(select ${nameIn(products, locale)} || coalesce(', ' || nullif(${nameIn(productOptions, locale)}, ''), '') from ${products} left join ${productOptions} on ${q(productOptions.id)} = ${q(serials.optionId)} where ${q(products.id)} = ${q(serials.productId)})`,
});

/** A value of the job's serial (one row, by the serials' primary key). */
const ofSerial = (value: SQLiteColumn) => sql`(select ${q(value)} from ${serials} where ${q(serials.id)} = ${q(serviceJobs.serialId)})`;

/** The model code the instrument was built as: its option's where it has one, else its product's. */
const modelCode = sql<string>`(select coalesce(nullif(${q(productOptions.modelCode)}, ''), ${q(products.modelCode)}) from ${serials} inner join ${products} on ${q(products.id)} = ${q(serials.productId)} left join ${productOptions} on ${q(productOptions.id)} = ${q(serials.optionId)} where ${q(serials.id)} = ${q(serviceJobs.serialId)})`;

/** Received first, then in progress, completed and cancelled: the order the work goes. */
const statusOrder = sql`(case ${q(serviceJobs.status)} when 'received' then 0 when 'in-progress' then 1 when 'completed' then 2 else 3 end)`;

/** A job's serial number, its instrument's model code and the number of the certificate it issued. */
export const jobComputed = {
  serialNumber: ofSerial(serials.number),
  modelCode,
  certificateNumber: sql<string>`(select ${q(certificates.number)} from ${certificates} where ${q(certificates.id)} = ${q(serviceJobs.certificateId)})`,
};

/** The serial number by its normalised key (any spelling sorts alike), the status in the order the work goes. */
export const jobSortBy = { serialNumber: ofSerial(serials.numberKey), status: statusOrder };

/** The job's instrument column names its serial through the lookup source registered above. */
export const jobRelations = { serialId: 'serviceInstruments' } as const;

/** The jobs of the serials whose number starts with `key` (the serials' number key index, then the jobs' serial index). */
const ofSerialsStarting = (key: string): SQL =>
  sql`${q(serviceJobs.serialId)} in (select ${q(serials.id)} from ${serials} where ${q(serials.numberKey)} >= ${key} and ${q(serials.numberKey)} < ${`${key}~`})`;

/**
 * A serial number's start in any spelling (through the serials' number key index), or part of the customer's name.
 * The customer match reads the company's own jobs only (the row filter narrows them by the company index first): a
 * service centre's jobs are counted in hundreds or thousands.
 */
export function jobSearchCondition(term: string): SQL {
  const byCustomer = sql`lower(${q(serviceJobs.customerName)}) like ${likeContaining(term)} escape '\\'`;
  const key = serialKey(term);
  return key ? or(ofSerialsStarting(key), byCustomer)! : byCustomer;
}

/**
 * The customers' names of every company's jobs, as a trigram index (db/search-index.ts, created at start with the
 * other search indexes): the back office searches 100,000 jobs, where a LIKE would read every one.
 */
export const SERVICE_JOBS_SEARCH: SearchSource = { table: serviceJobs, columns: [serviceJobs.customerName], rowid: 'id' };

/**
 * The back office's search over every company's jobs: the same matches as the portal's (a serial number's start, part
 * of the customer's name), the customer's name found through its trigram index (a term common to more jobs than a
 * list counts goes by LIKE, which fills a page from the first rows it reads: planSearch).
 */
export async function jobBackOfficeSearchCondition(term: string, deps: AppDeps): Promise<SQL> {
  const byCustomer = (await planSearch(deps.db, SERVICE_JOBS_SEARCH, term, LIST_COUNT_CAP)).condition;
  const key = serialKey(term);
  return key ? or(ofSerialsStarting(key), byCustomer)! : byCustomer;
}
