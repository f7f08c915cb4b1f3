import { adminAgreementAcceptancesResource } from '../../agreements/collections/admin-agreement-acceptances';
import { adminAgreementsResource } from '../../agreements/collections/admin-agreements';
import { adminAgreementStandingsResource } from '../../agreements/collections/admin-agreement-standings';

/** The distribution agreements' collections of the admin area (mounted as admin.agreements and inside it). */
export const AGREEMENT_RESOURCES = {
  adminAgreements: adminAgreementsResource,
  adminAgreementStandings: adminAgreementStandingsResource,
  adminAgreementAcceptances: adminAgreementAcceptancesResource,
} as const;
