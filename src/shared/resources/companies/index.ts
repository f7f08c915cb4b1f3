import { adminCompaniesResource } from './admin-companies';

/** The distributor companies' collections of the admin area (mounted beside their workflows as admin.companies). */
export const COMPANY_RESOURCES = { adminCompanies: adminCompaniesResource } as const;
