import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { isoDay } from '../../../shared/format/iso-days';
import type { Locale } from '../../../shared/locales';
import { SERVICE_JOB_NEXT } from '../../../shared/service-centre/services.schema';
import type { ServiceJobDetail, ServiceJobRecord, ServiceJobRow, ServiceSerialMatch } from '../../../shared/service-centre/services.types';
import { dueState } from '../../../shared/serials/due';
import { serialKey } from '../../../shared/serials/serial-number';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { certificates, companies, productOptions, products, serials, serviceJobs, serviceRecords, users } from '../../db/schema';
import { notFound } from '../../errors';
import { companyScope } from '../../scope';
import { instrumentName, optionSummary, productSummary } from '../serials/product-columns';
import { selectInstruments } from '../serials/instrument-select';
import type { Ctx } from '../../service-context';

/**
 * One job a certified partner performs as a service centre, as its dialog and the back office's page show it (the
 * lists are the services collections, features/service-centre/collections/portal-service-jobs.ts and features/service-centre/collections/admin-service-jobs.ts). Every read is scoped to the actor's company (an admin's to all),
 * so another company's job is "not found".
 */

const rowColumns = {
  job: {
    id: serviceJobs.id,
    companyId: serviceJobs.companyId,
    kind: serviceJobs.kind,
    status: serviceJobs.status,
    serialId: serviceJobs.serialId,
    customerName: serviceJobs.customerName,
    receivedOn: serviceJobs.receivedOn,
    completedAt: serviceJobs.completedAt,
    notes: serviceJobs.notes,
    serviceRecordId: serviceJobs.serviceRecordId,
  },
  serialNumber: serials.number,
  lastCalibratedOn: serials.lastCalibratedOn,
  nextDueOn: serials.nextDueOn,
  product: productSummary,
  option: optionSummary,
  certificateId: certificates.id,
  certificateNumber: certificates.number,
  companyName: companies.name,
  createdBy: users.name,
};

type JoinedRow = Awaited<ReturnType<typeof selectJobs>>[number];

function selectJobs(deps: AppDeps, where: SQL | undefined) {
  return deps.db
    .select(rowColumns)
    .from(serviceJobs)
    .innerJoin(serials, eq(serials.id, serviceJobs.serialId))
    .innerJoin(products, eq(products.id, serials.productId))
    .leftJoin(productOptions, eq(productOptions.id, serials.optionId))
    .leftJoin(certificates, eq(certificates.id, serviceJobs.certificateId))
    .leftJoin(companies, eq(companies.id, serviceJobs.companyId))
    .leftJoin(users, eq(users.id, serviceJobs.createdBy))
    .where(where);
}

function rowOf(row: JoinedRow, locale: Locale): ServiceJobRow {
  return {
    id: row.job.id,
    kind: row.job.kind,
    status: row.job.status,
    serialId: row.job.serialId,
    serialNumber: row.serialNumber,
    productName: instrumentName(row.product, row.option, locale),
    modelCode: row.option?.modelCode || row.product.modelCode,
    customerName: row.job.customerName,
    receivedOn: row.job.receivedOn,
    completedAt: row.job.completedAt?.toISOString() ?? null,
    certificate: row.certificateId !== null && row.certificateNumber !== null ? { id: row.certificateId, number: row.certificateNumber } : null,
    companyId: row.job.companyId,
    companyName: row.companyName ?? '',
  };
}

/** The jobs an actor may see: their company's; an admin's every company's. */
export function jobScope(actor: Actor): SQL | undefined {
  return companyScope(actor, serviceJobs.companyId);
}

function parseList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

async function recordOf(deps: AppDeps, id: number | null): Promise<ServiceJobRecord | null> {
  if (id === null) return null;
  const [record] = await deps.db.select().from(serviceRecords).where(eq(serviceRecords.id, id));
  if (!record) return null;
  return {
    id: record.id,
    kind: record.kind,
    performedOn: record.performedOn,
    performedBy: record.performedBy,
    procedure: record.procedure,
    temperatureC: record.temperatureC,
    humidityPct: record.humidityPct,
    references: parseList(record.references),
    results: parseList(record.results),
    nextDueOn: record.nextDueOn,
    notes: record.notes,
  };
}

/** One job with what it wrote; another company's job answers exactly as an unknown id. */
export async function getServiceJob(deps: AppDeps, actor: Actor, id: number, locale: Locale): Promise<ServiceJobDetail> {
  const [row] = await selectJobs(deps, and(eq(serviceJobs.id, id), jobScope(actor)));
  if (!row) throw notFound('Service job');
  return {
    ...rowOf(row, locale),
    notes: row.job.notes,
    createdBy: row.createdBy ?? '',
    record: await recordOf(deps, row.job.serviceRecordId),
    lastCalibratedOn: row.lastCalibratedOn,
    nextDueOn: row.nextDueOn,
    due: dueState(row.nextDueOn, isoDay()),
    next: [...SERVICE_JOB_NEXT[row.job.status]],
  };
}

/**
 * The instruments a serial number names, any Voltara serial a customer may bring (not only those the partner sold):
 * what it is and where its calibration stands, nothing about its owner.
 */
export async function findServiceSerials(ctx: Ctx<'deps' | 'locale'>, { number, ids }: { number: string; ids?: number[] }): Promise<ServiceSerialMatch[]> {
  const { deps, locale } = ctx;
  const key = serialKey(number);
  if (!key) return [];
  const rows = await selectInstruments(deps, { serial: serials, product: productSummary, option: optionSummary })
    .where(and(eq(serials.numberKey, key), ids ? inArray(serials.id, ids) : undefined))
    .orderBy(asc(serials.id))
    .limit(10);
  const today = isoDay();
  return rows.map(({ serial, product, option }) => ({
    id: serial.id,
    number: serial.number,
    productName: instrumentName(product, option, locale),
    modelCode: option?.modelCode || product.modelCode,
    buildDate: serial.buildDate,
    lastCalibratedOn: serial.lastCalibratedOn,
    nextDueOn: serial.nextDueOn,
    due: dueState(serial.nextDueOn, today),
  }));
}
