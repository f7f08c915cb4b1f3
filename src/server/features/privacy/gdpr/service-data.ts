import { desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../deps';
import { certificates, registrations, returnAttachments, returns, serialClaims, serials } from '../../../db/schema';

/**
 * The service lifecycle's part of a GDPR export: the instruments registered to the person, their certificates (as
 * issued, with the content that names them), their returns (the booking as sent) and the photos and files they
 * attached to returns (name, type, size, return and time; the files themselves are on each return's page).
 */
export async function serviceDataOf(deps: AppDeps, userId: string) {
  const [instruments, certificateRows, returnRows, attachmentRows] = await Promise.all([
    deps.db
      .select({ serial: serials.number, registeredAt: registrations.registeredAt, purchaseDate: registrations.purchaseDate, endedAt: registrations.endedAt })
      .from(registrations)
      .innerJoin(serials, eq(serials.id, registrations.serialId))
      .where(eq(registrations.userId, userId))
      .orderBy(desc(registrations.id)),
    deps.db
      .select({ number: certificates.number, kind: certificates.kind, issuedOn: certificates.issuedOn, content: certificates.content })
      .from(certificates)
      .where(eq(certificates.holderId, userId))
      .orderBy(desc(certificates.id)),
    deps.db
      .select({ rmaNumber: returns.rmaNumber, bookingType: returns.bookingType, status: returns.status, details: returns.details, createdAt: returns.createdAt })
      .from(returns)
      .where(eq(returns.userId, userId))
      .orderBy(desc(returns.id)),
    deps.db
      .select({ rmaNumber: returns.rmaNumber, name: returnAttachments.name, contentType: returnAttachments.contentType, size: returnAttachments.size, createdAt: returnAttachments.createdAt })
      .from(returnAttachments)
      .innerJoin(returns, eq(returns.id, returnAttachments.returnId))
      .where(eq(returnAttachments.uploadedBy, userId))
      .orderBy(desc(returnAttachments.id)),
  ]);
  return {
    instruments: instruments.map((row) => ({ ...row, registeredAt: row.registeredAt.toISOString(), endedAt: row.endedAt?.toISOString() ?? null })),
    certificates: certificateRows.map((row) => ({ ...row, content: JSON.parse(row.content) as unknown })),
    returns: returnRows.map((row) => ({ ...row, details: JSON.parse(row.details) as unknown, createdAt: row.createdAt.toISOString() })),
    returnAttachments: attachmentRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/**
 * On erasure the person's instruments are released (so their next owner can register them) and their registrations
 * end. Certificates and returns stay, as records of calibrations and of goods shipped that the laboratory and the
 * accounts must keep (ISO/IEC 17025 8.4; GDPR art. 17(3)(b)), but without the person: the name a certificate prints
 * becomes the erased name, and a return's contact details are blanked (the company and addresses are the business's).
 */
export function serviceErasure(deps: AppDeps, userId: string, now: Date, erased: { name: string; email: string }) {
  return [
    deps.db.update(registrations).set({ endedAt: now }).where(eq(registrations.userId, userId)),
    // The claimant as they were when registering (docs/decisions/0030), and their claims that wait or were refused.
    deps.db
      .update(registrations)
      .set({ claimantName: erased.name, claimantEmail: erased.email, claimantCompany: '', claimantAddress: '', claimantIp: '' })
      .where(eq(registrations.userId, userId)),
    deps.db.delete(serialClaims).where(eq(serialClaims.userId, userId)),
    deps.db.update(serials).set({ ownerId: null, registeredAt: null, purchaseDate: null, status: 'sold' }).where(eq(serials.ownerId, userId)),
    deps.db
      .update(certificates)
      .set({
        content: sql`CASE json_extract(${certificates.content}, '$.kind')
          WHEN 'training' THEN json_set(${certificates.content}, '$.learner.name', ${erased.name})
          ELSE json_set(${certificates.content}, '$.customer.name', ${erased.name}) END`,
      })
      .where(eq(certificates.holderId, userId)),
    deps.db
      .update(returns)
      .set({
        details: sql`json_set(${returns.details}, '$.details.firstName', ${erased.name}, '$.details.lastName', '', '$.details.email', ${erased.email}, '$.details.telephone', '')`,
      })
      .where(eq(returns.userId, userId)),
  ] as const;
}
