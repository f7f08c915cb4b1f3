import { adminCompaniesCollection } from './admin-companies';

/** The distributor companies' collections of the admin area, by name (mounted beside their workflows). */
export const COMPANY_SERVER_RESOURCES = { adminCompanies: adminCompaniesCollection };
