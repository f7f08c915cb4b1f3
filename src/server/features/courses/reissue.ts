import { and, eq, gte, isNull, or } from 'drizzle-orm';
import { isoDay } from '../../../shared/format/iso-days';
import type { AppDeps } from '../../deps';
import { certificates, courseEnrolments, users } from '../../db/schema';
import { contentOf } from '../certificates/read';
import { issueCourseCertificate } from './certificate';

/**
 * After a learner's name changes, each of their standing training certificates is reissued under the new name (same
 * pass date, score and expiry); the old one is superseded, so its QR code then names the new number. Returns how many
 * were reissued.
 */
export async function reissueTrainingCertificatesForName(deps: AppDeps, userId: string): Promise<number> {
  const [user] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  if (!user) return 0;
  const rows = await deps.db
    .select({ enrolmentId: courseEnrolments.id, certificate: certificates })
    .from(courseEnrolments)
    .innerJoin(certificates, eq(certificates.id, courseEnrolments.certificateId))
    .where(
      and(
        eq(courseEnrolments.userId, userId),
        isNull(certificates.revokedAt),
        isNull(certificates.supersededById),
        or(isNull(certificates.expiresOn), gte(certificates.expiresOn, isoDay())),
      ),
    );
  let reissued = 0;
  for (const { enrolmentId, certificate } of rows) {
    const content = contentOf(certificate);
    if (content.kind !== 'training' || content.learner.name === user.name) continue;
    await issueCourseCertificate(deps, enrolmentId, {
      passedOn: content.passedOn,
      score: content.scorePct,
      issuedBy: null,
      supersedes: certificate.id,
      ...(certificate.expiresOn ? { expiresOn: certificate.expiresOn } : {}),
    });
    reissued++;
  }
  return reissued;
}
