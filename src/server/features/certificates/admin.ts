import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import { certificateState } from '../../../shared/certificates/states';
import { isoDay } from '../../../shared/format/iso-days';
import { CustomerSchema, type CertificateContent } from '../../../shared/certificates/certificate.schema';
import { type Locale, localeOf } from '../../../shared/locales';
import { certificates, serials, users } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { auditInsert } from '../logs/audit';
import { issueCertificate, verificationUrl } from './issue';
import { contentOf } from './read';
import { conformityContent, customerOf, instrumentOf } from './content';
import type { Ctx } from '../../service-context';
import { rowOr404 } from '../../db/one-row';


/** The area every rendered page depends on: a revocation must reach the verification pages at once. */
const CERTIFICATES_AREA = 'certificates';

const successor = alias(certificates, 'successor');

/** /admin/certificates/{id}: everything it says, its state, its verification URL, what replaced it. */
export async function certificateForAdmin(ctx: Ctx<'deps'>, id: number) {
  const { deps } = ctx;
  const [row] = await deps.db
    .select({ certificate: certificates, holder: users.email, supersededBy: successor.number, serial: serials.number })
    .from(certificates)
    .leftJoin(users, eq(users.id, certificates.holderId))
    .leftJoin(successor, eq(successor.id, certificates.supersededById))
    .leftJoin(serials, eq(serials.id, certificates.serialId))
    .where(eq(certificates.id, id));
  if (!row) throw notFound('Certificate');
  const { certificate } = row;
  const [predecessor] = await deps.db.select({ id: certificates.id, number: certificates.number }).from(certificates).where(eq(certificates.supersededById, id));
  return {
    id: certificate.id,
    number: certificate.number,
    kind: certificate.kind,
    state: certificateState(certificate, isoDay()),
    issuedOn: certificate.issuedOn,
    expiresOn: certificate.expiresOn,
    locale: certificate.locale,
    holder: row.holder ?? '',
    serialId: certificate.serialId,
    serial: row.serial ?? '',
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
    revokedReason: certificate.revokedReason,
    supersededBy: certificate.supersededById ? { id: certificate.supersededById, number: row.supersededBy ?? '' } : null,
    supersedes: predecessor ?? null,
    verifyUrl: verificationUrl(deps.env.APP_URL, certificate.code),
    content: contentOf(certificate),
  };
}

export const RevokeSchema = z.object({ id: z.number().int().positive(), reason: z.string().trim().min(1).max(500) });

/** Revokes a certificate: its verification page says so from now on (every rendered page is dropped). */
export async function revokeCertificate(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof RevokeSchema>) {
  const { deps, actor } = ctx;
  const row = await rowOr404(deps, certificates, eq(certificates.id, data.id), 'Certificate');
  if (row.revokedAt) throw new DomainError(409, 'This certificate is already revoked.');
  await deps.db.batch([
    deps.db.update(certificates).set({ revokedAt: new Date(), revokedReason: data.reason }).where(and(eq(certificates.id, row.id), isNull(certificates.revokedAt))),
    auditInsert(deps, actor, { section: 'certificates', recordId: String(row.id), action: 'update', changes: { revoked: [null, data.reason] } }),
  ]);
  await deps.cache.bump(CERTIFICATES_AREA);
  return { id: row.id };
}

export const ReissueSchema = z.object({
  id: z.number().int().positive(),
  /** The corrected customer (or learner) block; the rest of the content stays as issued. */
  customer: CustomerSchema,
  reason: z.string().trim().min(1).max(500),
});

/**
 * Reissues a certificate after a correction of whom it names: a new certificate (new number and code) with the
 * corrected block supersedes the old one, whose verification page then says so. A revoked or already superseded
 * certificate cannot be reissued.
 */
export async function reissueCertificate(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof ReissueSchema>) {
  const { deps, actor } = ctx;
  const row = await rowOr404(deps, certificates, eq(certificates.id, data.id), 'Certificate');
  if (row.revokedAt || row.supersededById) throw new DomainError(409, 'Only a current certificate can be reissued.');
  const content = corrected(contentOf(row), data.customer);
  const issued = await issueCertificate(
    deps.db,
    {
      kind: row.kind,
      holderId: row.holderId,
      serialId: row.serialId,
      serviceRecordId: row.serviceRecordId,
      courseId: row.courseId,
      locale: localeOf(row.locale),
      issuedOn: isoDay(),
      expiresOn: row.expiresOn,
      content,
      issuedBy: actor.id,
    },
    row.id,
  );
  await auditInsert(deps, actor, { section: 'certificates', recordId: String(row.id), action: 'update', changes: { supersededBy: [null, issued.number], reason: [null, data.reason] } });
  await deps.cache.bump(CERTIFICATES_AREA);
  return { id: issued.id, number: issued.number };
}

function corrected(content: CertificateContent, customer: z.output<typeof CustomerSchema>): CertificateContent {
  if (content.kind === 'training') return { ...content, learner: { name: customer.name, company: customer.company } };
  return { ...content, customer };
}

export const IssueConformitySchema = z.object({ serialId: z.number().int().positive() });

/** /admin/certificates: issues an instrument's certificate of conformity (in its owner's language). */
export async function issueConformityCertificate(ctx: Ctx<'deps' | 'actor' | 'locale'>, { serialId }: z.output<typeof IssueConformitySchema>) {
  const { deps, actor } = ctx;
  const [serial] = await deps.db.select({ id: serials.id, ownerId: serials.ownerId, buildDate: serials.buildDate, ownerLocale: users.locale }).from(serials).leftJoin(users, eq(users.id, serials.ownerId)).where(eq(serials.id, serialId));
  if (!serial) throw notFound('Serial');
  const certificateLocale: Locale = localeOf(serial.ownerLocale);
  const [{ instrument }, customer] = await Promise.all([instrumentOf(deps.db, serial.id, certificateLocale), customerOf(deps.db, serial.ownerId, certificateLocale)]);
  const issued = await issueCertificate(deps.db, {
    kind: 'conformity',
    holderId: serial.ownerId,
    serialId: serial.id,
    locale: certificateLocale,
    issuedOn: isoDay(),
    expiresOn: null,
    content: conformityContent({ customer, instrument }, serial.buildDate, certificateLocale),
    issuedBy: actor.id,
  });
  await auditInsert(deps, actor, { section: 'certificates', recordId: String(issued.id), action: 'create', changes: { number: [null, issued.number] } });
  return issued;
}
