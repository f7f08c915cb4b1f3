import { eq, sql } from 'drizzle-orm';
import { CertificateContentSchema } from '../../../shared/certificates/certificate.schema';
import { newVerificationCode } from '../../../shared/certificates/codes';
import { CERTIFICATE_PREFIX } from '../../../shared/certificates/enums';
import { addMonths } from '../../../shared/certificates/states';
import { isoDay } from '../../../shared/format/iso-days';
import { isLocale, type Locale } from '../../../shared/locales';
import type { ServiceJobComplete } from '../../../shared/service-centre/services.schema';
import type { ServiceJobCompleted } from '../../../shared/service-centre/services.types';
import type { AppDeps } from '../../deps';
import { certificates, serials, serviceJobs, serviceRecords, users } from '../../db/schema';
import { validationError } from '../../errors';
import { auditInsert } from '../logs/audit';
import { calibrationContent, customerOf, instrumentOf, laboratoryOf } from '../certificates/content';
import { certifiedWork, serviceWorkValues } from '../serials/service-records';
import { guarded, isGuardFailure } from './guard';
import { moveRefused, scopedJob, SERVICE_JOBS_SECTION } from './jobs-write';
import type { Ctx } from '../../service-context';
import { serverTexts } from '../../texts';

type Job = Awaited<ReturnType<typeof scopedJob>>;

/** The dates and, for a calibration, the measurements the work needs; refused field by field (422). */
function checkWork(job: Job, input: ServiceJobComplete, locale: Locale): void {
  const text = serverTexts(locale).serviceCentre;
  if (input.performedOn > isoDay()) throw validationError({ performedOn: [text.performedFuture] });
  if (input.performedOn < job.receivedOn) throw validationError({ performedOn: [text.performedBeforeReceived] });
  if (job.kind === 'calibration' && (input.procedure === '' || input.references.length === 0 || input.results.length === 0)) {
    throw validationError({ results: [text.calibrationNeeds] });
  }
}

/**
 * The calibration certificate's content, in the owner's language: the partner company is the laboratory (its name and
 * country, certificates/content.ts laboratoryOf, as for any service record a partner performed), the technician signs.
 * An instrument nobody has registered names the customer the job was opened for.
 */
async function certificateFor(deps: AppDeps, job: Job, input: ServiceJobComplete, nextDueOn: string, requestLocale: Locale) {
  const { db } = deps;
  const [serial] = await db.select({ ownerId: serials.ownerId, ownerLocale: users.locale }).from(serials).leftJoin(users, eq(users.id, serials.ownerId)).where(eq(serials.id, job.serialId));
  const ownerId = serial?.ownerId ?? null;
  const locale: Locale = ownerId && isLocale(serial?.ownerLocale) ? serial.ownerLocale : requestLocale;
  const [{ instrument }, owner, laboratory] = await Promise.all([instrumentOf(db, job.serialId, locale), customerOf(db, ownerId, locale), laboratoryOf(db, job.companyId, locale)]);
  const customer = ownerId ? owner : { name: job.customerName, company: '', address: '' };
  const content = calibrationContent(
    { laboratory, customer, instrument },
    { locale, receivedOn: job.receivedOn, ...certifiedWork(input) },
  );
  return { ownerId, locale, content: CertificateContentSchema.parse(content), expiresOn: nextDueOn };
}

/**
 * Completes an in-progress job with the work done. Everything is one batch (one transaction): the job is claimed
 * (still in progress), the service record written (kind = the job's, the partner as the laboratory), and for a
 * calibration the certificate issued under the partner's name as certificates/issue.ts issues every certificate
 * (placeholder number, then "CAL-year-id" from the row's id), the instrument's last and next calibration moved as a
 * Voltara calibration moves them, and the job linked to both. A second completion, or one racing another, is a 409.
 */
export async function completeServiceJob(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: ServiceJobComplete): Promise<ServiceJobCompleted> {
  const { deps, actor, locale } = ctx;
  const { db } = deps;
  const job = await scopedJob(deps, actor, input.id);
  if (job.status !== 'in-progress') throw moveRefused(job.status, 'completed', locale);
  checkWork(job, input, locale);
  const calibration = job.kind === 'calibration';
  const nextDueOn = calibration ? addMonths(input.performedOn, input.intervalMonths) : null;
  const now = new Date();

  const claim = db
    .update(serviceJobs)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(sql`${serviceJobs.id} = ${job.id} AND ${serviceJobs.status} = 'in-progress'`);
  const record = db.insert(serviceRecords).values({
    // NULL (and so the whole batch undone) when the claim found the job no longer in progress.
    serialId: guarded(job.serialId),
    kind: job.kind,
    ...serviceWorkValues(input),
    companyId: job.companyId,
    nextDueOn,
    recordedBy: actor.id,
  });
  const linkRecord = db.update(serviceJobs).set({ serviceRecordId: sql`last_insert_rowid()` }).where(eq(serviceJobs.id, job.id));
  const audit = auditInsert(deps, actor, {
    section: SERVICE_JOBS_SECTION,
    recordId: String(job.id),
    action: 'update',
    changes: { status: [job.status, 'completed'], service: [null, { kind: job.kind, performedOn: input.performedOn, performedBy: input.performedBy }] },
  });
  const read = db
    .select({ serviceRecordId: serviceJobs.serviceRecordId, certificateId: certificates.id, certificateNumber: certificates.number })
    .from(serviceJobs)
    .leftJoin(certificates, eq(certificates.id, serviceJobs.certificateId))
    .where(eq(serviceJobs.id, job.id));

  try {
    if (!calibration || nextDueOn === null) {
      const [, , , , rows] = await db.batch([claim, record, linkRecord, audit, read]);
      return { id: job.id, serviceRecordId: rows[0]!.serviceRecordId!, certificate: null, nextDueOn: null };
    }
    const certificate = await certificateFor(deps, job, input, nextDueOn, locale);
    const code = newVerificationCode();
    const issue = db.insert(certificates).values({
      number: `pending-${code}`,
      code,
      kind: 'calibration',
      holderId: certificate.ownerId,
      serialId: job.serialId,
      serviceRecordId: sql`(SELECT ${serviceJobs.serviceRecordId} FROM ${serviceJobs} WHERE ${serviceJobs.id} = ${job.id})`,
      locale: certificate.locale,
      issuedOn: input.performedOn,
      expiresOn: certificate.expiresOn,
      content: JSON.stringify(certificate.content),
      issuedBy: actor.id,
    });
    const numberIt = db
      .update(certificates)
      .set({ number: sql`${CERTIFICATE_PREFIX.calibration} || '-' || ${input.performedOn.slice(0, 4)} || '-' || printf('%06d', ${certificates.id})` })
      .where(eq(certificates.code, code));
    const linkCertificate = db
      .update(serviceJobs)
      .set({ certificateId: sql`(SELECT ${certificates.id} FROM ${certificates} WHERE ${certificates.code} = ${code})` })
      .where(eq(serviceJobs.id, job.id));
    const moveDue = db.update(serials).set({ lastCalibratedOn: input.performedOn, nextDueOn }).where(eq(serials.id, job.serialId));
    const [, , , , , , , , rows] = await db.batch([claim, record, linkRecord, issue, numberIt, linkCertificate, moveDue, audit, read]);
    const row = rows[0]!;
    return {
      id: job.id,
      serviceRecordId: row.serviceRecordId!,
      certificate: row.certificateId !== null && row.certificateNumber !== null ? { id: row.certificateId, number: row.certificateNumber } : null,
      nextDueOn,
    };
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    const [current] = await db.select({ status: serviceJobs.status }).from(serviceJobs).where(eq(serviceJobs.id, job.id));
    throw moveRefused(current?.status ?? 'completed', 'completed', locale);
  }
}
