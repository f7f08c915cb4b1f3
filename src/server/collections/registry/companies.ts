import { adminCompaniesCollection } from '../../features/companies/collections/admin-companies';
import { adminEndCustomersCollection } from '../../features/end-customers/collections/admin-end-customers';

/** The distributor companies' collections of the admin area, by name (mounted beside their workflows). */
export const COMPANY_SERVER_RESOURCES = { adminCompanies: adminCompaniesCollection, adminEndCustomers: adminEndCustomersCollection };
