import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ServiceRecordInputSchema } from '../../../shared/serials/service.schema';
import { addMonths } from '../../../shared/certificates/states';
import { isLocale, type Locale } from '../../../shared/locales';
import type { Database } from '../../db/client';
import { serials, serviceRecords, users } from '../../db/schema';
import { notFound } from '../../errors';
import { auditInsert } from '../logs/audit';
import { issueCertificate, type IssuedCertificate } from '../certificates/issue';
import { calibrationContent, customerOf, instrumentOf, laboratoryOf } from '../certificates/content';
import type { VisitorCtx } from '../../service-context';

export interface RecordedService {
  id: number;
  certificate: IssuedCertificate | null;
  nextDueOn: string | null;
}

/**
 * Records a calibration or other service on an instrument. A calibration moves the instrument's next due date and
 * issues its certificate in the owner's language; the write and its audit entry commit together.
 */
export async function recordService(
  ctx: VisitorCtx<'deps' | 'actor' | 'locale'>,
  data: z.output<typeof ServiceRecordInputSchema>,
  options: { companyId?: number | null } = {},
): Promise<RecordedService> {
  const { deps, actor } = ctx;
  const { db } = deps;
  const [serial] = await db.select().from(serials).where(eq(serials.id, data.serialId));
  if (!serial) throw notFound('Serial');
  const calibration = data.kind === 'calibration';
  const nextDueOn = calibration ? addMonths(data.performedOn, data.intervalMonths) : serial.nextDueOn;
  const [record] = await db
    .insert(serviceRecords)
    .values({
      serialId: serial.id,
      kind: data.kind,
      performedOn: data.performedOn,
      performedBy: data.performedBy,
      companyId: options.companyId ?? null,
      procedure: data.procedure,
      temperatureC: data.temperatureC,
      humidityPct: data.humidityPct,
      references: JSON.stringify(data.references),
      results: JSON.stringify(data.results),
      notes: data.notes,
      nextDueOn: calibration ? nextDueOn : null,
      returnId: data.returnId,
      recordedBy: actor?.id ?? null,
    })
    .returning({ id: serviceRecords.id });
  const id = record!.id;
  // The seed records services with no actor: only people's changes are audited.
  if (actor) {
    await auditInsert(deps, actor, { section: 'serials', recordId: String(serial.id), action: 'update', changes: { service: [null, { id, kind: data.kind, performedOn: data.performedOn }] } });
  }
  if (!calibration) return { id, certificate: null, nextDueOn };
  await db.update(serials).set({ lastCalibratedOn: data.performedOn, nextDueOn }).where(eq(serials.id, serial.id));
  const certificate = await issueCalibrationCertificate(db, serial.ownerId, serial.id, id, actor?.id ?? null, {
    performedOn: data.performedOn,
    performedBy: data.performedBy,
    procedure: data.procedure,
    environment: { temperatureC: data.temperatureC, humidityPct: data.humidityPct },
    references: data.references,
    results: data.results,
    nextDueOn,
    companyId: options.companyId ?? null,
    recommendedIntervalMonths: data.intervalOnCertificate ? data.intervalMonths : null,
    remarks: data.notes,
  });
  return { id, certificate, nextDueOn };
}

async function ownerLocale(db: Database, ownerId: string | null): Promise<Locale> {
  if (!ownerId) return 'en';
  const [owner] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, ownerId));
  return owner && isLocale(owner.locale) ? owner.locale : 'en';
}

async function issueCalibrationCertificate(
  db: Database,
  ownerId: string | null,
  serialId: number,
  serviceRecordId: number,
  issuedBy: string | null,
  facts: {
    performedOn: string;
    performedBy: string;
    procedure: string;
    environment: { temperatureC: string; humidityPct: string };
    references: Parameters<typeof calibrationContent>[1]['references'];
    results: Parameters<typeof calibrationContent>[1]['results'];
    nextDueOn: string | null;
    companyId: number | null;
    recommendedIntervalMonths: number | null;
    remarks: string;
  },
): Promise<IssuedCertificate> {
  const locale = await ownerLocale(db, ownerId);
  const [{ instrument }, customer, laboratory] = await Promise.all([
    instrumentOf(db, serialId, locale),
    customerOf(db, ownerId, locale),
    laboratoryOf(db, facts.companyId, locale),
  ]);
  const content = calibrationContent(
    { laboratory, customer, instrument },
    {
      locale,
      calibratedOn: facts.performedOn,
      receivedOn: '',
      procedure: facts.procedure,
      references: facts.references,
      environment: facts.environment,
      results: facts.results,
      signatory: facts.performedBy,
      recommendedIntervalMonths: facts.recommendedIntervalMonths,
      remarks: facts.remarks,
    },
  );
  return issueCertificate(db, {
    kind: 'calibration',
    holderId: ownerId,
    serialId,
    serviceRecordId,
    locale,
    issuedOn: facts.performedOn,
    expiresOn: facts.nextDueOn,
    content,
    issuedBy,
  });
}
