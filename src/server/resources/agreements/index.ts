import { adminAgreementAcceptancesCollection } from './admin-agreement-acceptances';
import { adminAgreementsCollection } from './admin-agreements';
import { adminAgreementStandingsCollection } from './admin-agreement-standings';

/**
 * The distribution agreements' collections of the admin area, by name: the templates (mounted beside their workflows
 * as admin.agreements), and the overview's standings and acceptance log inside it (admin.agreements.overview,
 * admin.agreements.acceptances).
 */
export const AGREEMENT_SERVER_RESOURCES = {
  adminAgreements: adminAgreementsCollection,
  adminAgreementStandings: adminAgreementStandingsCollection,
  adminAgreementAcceptances: adminAgreementAcceptancesCollection,
};
