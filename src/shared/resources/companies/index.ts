import { adminCompaniesResource } from './admin-companies';
import { adminEndCustomersResource } from './admin-end-customers';

/**
 * The distributor companies' collections of the admin area, mounted beside their workflows: the companies
 * (admin.companies) and their end customers (admin.endCustomers).
 */
export const COMPANY_RESOURCES = { adminCompanies: adminCompaniesResource, adminEndCustomers: adminEndCustomersResource } as const;
