import { adminCompaniesCollection } from './admin-companies';
import { adminEndCustomersCollection } from './admin-end-customers';

/** The distributor companies' collections of the admin area, by name (mounted beside their workflows). */
export const COMPANY_SERVER_RESOURCES = { adminCompanies: adminCompaniesCollection, adminEndCustomers: adminEndCustomersCollection };
