import { eq, sql } from 'drizzle-orm';
import { CERTIFICATE_PREFIX, type CertificateKind } from '../../../shared/certificates/enums';
import { CertificateContentSchema, type CertificateContent } from '../../../shared/certificates/certificate.schema';
import type { Locale } from '../../../shared/locales';
import type { Database } from '../../db/client';
import { certificates } from '../../db/schema';
import { newVerificationCode } from '../../../shared/certificates/codes';

export interface IssueCertificate {
  kind: CertificateKind;
  holderId: string | null;
  serialId?: number | null;
  serviceRecordId?: number | null;
  courseId?: number | null;
  locale: Locale;
  issuedOn: string;
  expiresOn: string | null;
  content: CertificateContent;
  issuedBy: string | null;
}

export interface IssuedCertificate {
  id: number;
  number: string;
  code: string;
}

/**
 * Issues a certificate: its content is checked against the kind's schema and frozen. With `supersedes`, the old
 * certificate points to the new one in the same transaction (a correction), so there is never a moment with two valid.
 */
export async function issueCertificate(db: Database, input: IssueCertificate, supersedes?: number): Promise<IssuedCertificate> {
  const content = CertificateContentSchema.parse(input.content);
  const code = newVerificationCode();
  const prefix = CERTIFICATE_PREFIX[input.kind];
  const year = input.issuedOn.slice(0, 4);
  const insert = db
    .insert(certificates)
    .values({
      // A placeholder unique to this row until the id is known (replaced in the same batch).
      number: `pending-${code}`,
      code,
      kind: input.kind,
      holderId: input.holderId,
      serialId: input.serialId ?? null,
      serviceRecordId: input.serviceRecordId ?? null,
      courseId: input.courseId ?? null,
      locale: input.locale,
      issuedOn: input.issuedOn,
      expiresOn: input.expiresOn,
      content: JSON.stringify(content),
      issuedBy: input.issuedBy,
    });
  const numberIt = db
    .update(certificates)
    .set({ number: sql`${prefix} || '-' || ${year} || '-' || printf('%06d', ${certificates.id})` })
    .where(eq(certificates.code, code));
  const read = db.select({ id: certificates.id, number: certificates.number }).from(certificates).where(eq(certificates.code, code));
  if (supersedes !== undefined) {
    const link = db
      .update(certificates)
      .set({ supersededById: sql`(SELECT id FROM certificates WHERE code = ${code})` })
      .where(eq(certificates.id, supersedes));
    const [, , , rows] = await db.batch([insert, numberIt, link, read]);
    const row = rows[0]!;
    return { id: row.id, number: row.number, code };
  }
  const [, , rows] = await db.batch([insert, numberIt, read]);
  const row = rows[0]!;
  return { id: row.id, number: row.number, code };
}

/** The public page a certificate's QR code opens. */
export function verificationUrl(origin: string, code: string): string {
  return `${origin}/verify/${code}`;
}
