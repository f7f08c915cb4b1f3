import { adminCompaniesResource } from '../../companies/collections/admin-companies';
import { adminEndCustomersResource } from '../../end-customers/collections/admin-end-customers';

/**
 * The distributor companies' collections of the admin area, mounted beside their workflows: the companies
 * (admin.companies) and their end customers (admin.endCustomers).
 */
export const COMPANY_RESOURCES = { adminCompanies: adminCompaniesResource, adminEndCustomers: adminEndCustomersResource } as const;
