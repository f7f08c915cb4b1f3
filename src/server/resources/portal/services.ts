import { or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { toLocaleCode, type Locale } from '../../../shared/locales';
import { servicesResource } from '../../../shared/resources/portal/services';
import { serialKey } from '../../../shared/serials/serial-number';
import { certificates, productOptions, products, serials, serviceJobs } from '../../db/schema';
import { escapeLike } from '../../list';
import { getServiceJob } from '../../services/portal/service-centre/jobs-read';
import { registerLookup } from '../lookups';
import { qualified as q } from '../qualified';
import type { ServerResource, WriteContext } from '../types';

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

/**
 * A serial number's start in any spelling (through the serials' number key index), or part of the customer's name.
 * The customer match reads the company's own jobs only (the row filter narrows them by the company index first).
 */
function searchCondition(term: string): SQL {
  const byCustomer = sql`lower(${q(serviceJobs.customerName)}) like ${`%${escapeLike(term.toLowerCase())}%`} escape '\\'`;
  const key = serialKey(term);
  if (!key) return byCustomer;
  const bySerial = sql`${q(serviceJobs.serialId)} in (select ${q(serials.id)} from ${serials} where ${q(serials.numberKey)} >= ${key} and ${q(serials.numberKey)} < ${`${key}~`})`;
  return or(bySerial, byCustomer)!;
}

/**
 * The server half of /portal/services: a company's jobs (an admin's: every company's), found by serial number or
 * customer, filtered by status and kind. A job's record is its detail as the dialog shows it (what it recorded, the
 * moves it may still make).
 */
export const servicesCollection = {
  def: servicesResource,
  table: serviceJobs,
  scope: 'company',
  scopeKey: 'companyId',
  relations: { serialId: 'serviceInstruments' },
  computed: {
    serialNumber: ofSerial(serials.number),
    modelCode,
    certificateNumber: sql<string>`(select ${q(certificates.number)} from ${certificates} where ${q(certificates.id)} = ${q(serviceJobs.certificateId)})`,
  },
  sortBy: { serialNumber: ofSerial(serials.numberKey), status: statusOrder },
  search: searchCondition,
} satisfies ServerResource;

/** What `portal.services.get` answers: the job the row filter let through, with what it wrote. */
export const serviceJobDetail = (ctx: WriteContext, record: { id: number }) => getServiceJob(ctx.deps, ctx.actor, record.id, ctx.locale);
