import type { CertificateContent } from '../../../shared/certificates/certificate.schema';

/**
 * Revoking and reissuing (server/features/certificates/admin.ts): a revoked certificate can do neither again; a
 * superseded one can still be revoked (it was wrong, not just corrected) but not reissued a second time: its
 * successor is the one to correct.
 */
export function certificateActions(certificate: { revokedAt: string | null; supersededBy: unknown }): { revoke: boolean; reissue: boolean } {
  const revoked = certificate.revokedAt !== null;
  return { revoke: !revoked, reissue: !revoked && !certificate.supersededBy };
}

export interface CustomerBlock {
  name: string;
  company: string;
  address: string;
}

/** The block a reissue corrects, prefilled as issued: the customer, or a training certificate's learner (no address). */
export function customerBlockOf(content: CertificateContent): CustomerBlock {
  if (content.kind === 'training') return { name: content.learner.name, company: content.learner.company, address: '' };
  return { ...content.customer };
}

/**
 * What stops the reissue form from being sent, checked before asking the server: a reissue corrects whom the
 * certificate names, so the block must differ from the one issued; and the reason is required.
 */
export function reissueProblem(content: CertificateContent, block: CustomerBlock, reason: string): 'unchanged' | 'reason' | null {
  const issued = customerBlockOf(content);
  const changed = (['name', 'company', 'address'] as const).some((field) => block[field].trim() !== issued[field].trim());
  if (!changed) return 'unchanged';
  return reason.trim() === '' ? 'reason' : null;
}

export function reissueInput(id: number, block: CustomerBlock, reason: string) {
  return {
    id,
    customer: { name: block.name.trim(), company: block.company.trim(), address: block.address.trim() },
    reason: reason.trim(),
  };
}
