import { adminAgreementAcceptancesCollection } from '../../features/agreements/collections/admin-agreement-acceptances';
import { adminAgreementsCollection } from '../../features/agreements/collections/admin-agreements';
import { adminAgreementStandingsCollection } from '../../features/agreements/collections/admin-agreement-standings';

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
