import { and, desc, eq, like, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { CertificateContentSchema, type CertificateContent } from '../../../shared/certificates/certificate.schema';
import { verificationState } from '../../../shared/certificates/states';
import { isoDay } from '../../../shared/format/iso-days';
import { can } from '../../../shared/auth/policy';
import type { CertificateVerification } from '../../../shared/certificates/verification.types';
import type { MyCertificate } from '../../../shared/serials/instruments.types';
import { serialKey } from '../../../shared/serials/serial-number';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { certificates, serials, serviceRecords, users } from '../../db/schema';
import { notFound } from '../../errors';
import { summaryOf } from '../serials/my-instruments';
import { companyScope, ownScope } from '../../scope';
import { normaliseCode } from '../../../shared/certificates/codes';
import { initialsOf } from '../../../shared/certificates/initials';
import type { Ctx } from '../../service-context';

export function contentOf(row: { content: string }): CertificateContent {
  return CertificateContentSchema.parse(JSON.parse(row.content));
}

function subjectOf(content: CertificateContent): { instrument: string; model: string; serial: string; course: string; eventOn: string } {
  switch (content.kind) {
    case 'calibration':
      return { ...content.instrument, instrument: content.instrument.name, course: '', eventOn: content.calibratedOn };
    case 'conformity':
      return { ...content.instrument, instrument: content.instrument.name, course: '', eventOn: content.builtOn };
    case 'training':
      return { instrument: '', model: '', serial: '', course: content.course.title, eventOn: content.passedOn };
  }
}

/** The account's certificates (all kinds, with their state), optionally those of serials matching what was typed. */
export async function listMyCertificates(ctx: Ctx<'deps' | 'actor'>, { serial: search }: { serial: string }): Promise<MyCertificate[]> {
  const { deps, actor } = ctx;
  const today = isoDay();
  const number = search.trim() ? serialKey(search) : null;
  if (search.trim() && !number) return [];
  const conditions: SQL[] = [eq(certificates.holderId, actor.id)];
  if (number) conditions.push(like(serials.numberKey, `%${number}%`));
  const rows = await deps.db
    .select({ certificate: certificates, serialNumber: serials.number })
    .from(certificates)
    .leftJoin(serials, eq(serials.id, certificates.serialId))
    .where(and(...conditions))
    .orderBy(desc(certificates.issuedOn), desc(certificates.id))
    .limit(500);
  return rows.map(({ certificate, serialNumber }) => {
    const subject = subjectOf(contentOf(certificate));
    return {
      ...summaryOf(certificate, today),
      serialId: certificate.serialId,
      serialNumber: serialNumber ?? '',
      instrument: subject.instrument || subject.course,
    };
  });
}

/**
 * Whose certificates an actor may download: their own, and an admin any. A member of a portal role may also download
 * the training certificates of their own company's staff (/portal/certificates), and a member with service access
 * ('portal:services') the calibration certificates their company issued as a service centre. Reads the holder
 * (users) and the service record (serviceRecords), left-joined by certificateForDownload.
 */
function downloadableBy(actor: Actor): SQL | undefined {
  const own = ownScope(actor, certificates.holderId);
  if (own === undefined) return undefined; // an admin
  const rights: Array<SQL | undefined> = [own];
  if (can(actor, 'portal:access')) rights.push(and(eq(certificates.kind, 'training'), companyScope(actor, users.companyId)));
  if (can(actor, 'portal:services')) rights.push(and(eq(certificates.kind, 'calibration'), companyScope(actor, serviceRecords.companyId)));
  return or(...rights);
}

/** A certificate the actor may download (downloadableBy); 404 for any other, so its existence is not revealed. */
export async function certificateForDownload(deps: AppDeps, actor: Actor, id: number) {
  const [row] = await deps.db
    .select({ certificate: certificates })
    .from(certificates)
    .leftJoin(users, eq(users.id, certificates.holderId))
    .leftJoin(serviceRecords, eq(serviceRecords.id, certificates.serviceRecordId))
    .where(and(eq(certificates.id, id), downloadableBy(actor)));
  if (!row) throw notFound('Certificate');
  return row.certificate;
}

const successor = alias(certificates, 'successor');

/** Whom a certificate names: the customer (a person, else their company) or the learner. */
function namedIn(content: CertificateContent): string {
  return content.kind === 'training' ? content.learner.name : content.customer.name || content.customer.company;
}

/** The certificates the public verification reads, with the number of the one that replaced each. */
export const verifiableCertificates = (deps: AppDeps) =>
  deps.db.select({ certificate: certificates, supersededBy: successor.number }).from(certificates).leftJoin(successor, eq(successor.id, certificates.supersededById));

/**
 * A certificate as the public verification page shows it: its state and what identifies it; whose only as initials.
 * The expiry only where the PDF prints one (a training certificate): a calibration certificate records a calibration
 * on a date (ISO/IEC 17025 7.8.4.3), and a date the document does not carry must not appear beside it.
 */
export function verificationOf(row: { certificate: typeof certificates.$inferSelect; supersededBy: string | null } | undefined): CertificateVerification {
  if (!row) return { state: 'unknown', certificate: null };
  const { certificate } = row;
  const content = contentOf(certificate);
  return {
    state: verificationState(certificate, isoDay()),
    certificate: {
      number: certificate.number,
      kind: certificate.kind,
      ...subjectOf(content),
      holder: initialsOf(namedIn(content)),
      issuedOn: certificate.issuedOn,
      expiresOn: certificate.kind === 'training' ? certificate.expiresOn : null,
      supersededBy: row.supersededBy,
    },
  };
}

/** The public verification of a QR code's certificate: its state and what identifies it, never whose it is. */
export async function verifyCertificate(ctx: Ctx<'deps'>, { code: rawCode }: { code: string }): Promise<CertificateVerification> {
  const { deps } = ctx;
  const code = normaliseCode(rawCode);
  if (!code) return { state: 'unknown', certificate: null };
  const [row] = await verifiableCertificates(deps).where(eq(certificates.code, code));
  return verificationOf(row);
}
