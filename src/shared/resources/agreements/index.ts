import { adminAgreementAcceptancesResource } from './admin-agreement-acceptances';
import { adminAgreementsResource } from './admin-agreements';
import { adminAgreementStandingsResource } from './admin-agreement-standings';

/** The distribution agreements' collections of the admin area (mounted as admin.agreements and inside it). */
export const AGREEMENT_RESOURCES = {
  adminAgreements: adminAgreementsResource,
  adminAgreementStandings: adminAgreementStandingsResource,
  adminAgreementAcceptances: adminAgreementAcceptancesResource,
} as const;
