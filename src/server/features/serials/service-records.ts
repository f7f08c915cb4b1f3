import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ServiceRecordInputSchema, type ServiceWork } from '../../../shared/serials/service.schema';
import { addMonths } from '../../../shared/certificates/states';
import { type Locale, localeOf } from '../../../shared/locales';
import type { Database } from '../../db/client';
import { serials, serviceRecords, users } from '../../db/schema';
import { rowOr404 } from '../../db/one-row';
import { auditInsert } from '../logs/audit';
import { issueCertificate, type IssuedCertificate } from '../certificates/issue';
import { calibrationContent, customerOf, instrumentOf, laboratoryOf } from '../certificates/content';
import type { VisitorCtx } from '../../service-context';

export interface RecordedService {
  id: number;
  certificate: IssuedCertificate | null;
  nextDueOn: string | null;
}

/** The work a service record stores (the back office's and a service centre's alike): readings and references as JSON. */
export function serviceWorkValues(work: ServiceWork) {
  const { performedOn, performedBy, procedure, temperatureC, humidityPct, references, results, notes } = work;
  return { performedOn, performedBy, procedure, temperatureC, humidityPct, references: JSON.stringify(references), results: JSON.stringify(results), notes };
}

/** The calibration as its certificate states it (calibrationContent's facts, but the day received), from the work. */
export function certifiedWork(work: ServiceWork & { intervalMonths: number; intervalOnCertificate: boolean }) {
  return {
    calibratedOn: work.performedOn,
    procedure: work.procedure,
    references: work.references,
    environment: { temperatureC: work.temperatureC, humidityPct: work.humidityPct },
    results: work.results,
    signatory: work.performedBy,
    recommendedIntervalMonths: work.intervalOnCertificate ? work.intervalMonths : null,
    remarks: work.notes,
  };
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
  const serial = await rowOr404(deps, serials, eq(serials.id, data.serialId), 'Serial');
  const calibration = data.kind === 'calibration';
  const nextDueOn = calibration ? addMonths(data.performedOn, data.intervalMonths) : serial.nextDueOn;
  const [record] = await db
    .insert(serviceRecords)
    .values({
      serialId: serial.id,
      kind: data.kind,
      ...serviceWorkValues(data),
      companyId: options.companyId ?? null,
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
  const certificate = await issueCalibrationCertificate(db, serial.ownerId, serial.id, id, actor?.id ?? null, data, nextDueOn, options.companyId ?? null);
  return { id, certificate, nextDueOn };
}

async function ownerLocale(db: Database, ownerId: string | null): Promise<Locale> {
  if (!ownerId) return 'en';
  const [owner] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, ownerId));
  return localeOf(owner?.locale);
}

async function issueCalibrationCertificate(
  db: Database,
  ownerId: string | null,
  serialId: number,
  serviceRecordId: number,
  issuedBy: string | null,
  work: z.output<typeof ServiceRecordInputSchema>,
  nextDueOn: string | null,
  companyId: number | null,
): Promise<IssuedCertificate> {
  const locale = await ownerLocale(db, ownerId);
  const [{ instrument }, customer, laboratory] = await Promise.all([
    instrumentOf(db, serialId, locale),
    customerOf(db, ownerId, locale),
    laboratoryOf(db, companyId, locale),
  ]);
  const content = calibrationContent(
    { laboratory, customer, instrument },
    { locale, receivedOn: '', ...certifiedWork(work) },
  );
  return issueCertificate(db, {
    kind: 'calibration',
    holderId: ownerId,
    serialId,
    serviceRecordId,
    locale,
    issuedOn: work.performedOn,
    expiresOn: nextDueOn,
    content,
    issuedBy,
  });
}
