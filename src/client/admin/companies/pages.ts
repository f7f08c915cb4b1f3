import type { AdminPages } from '../page-registry';
import { CompaniesListPage } from './CompaniesListPage';
import { CompanyPage } from './CompanyPage';
import { EndCustomerPage } from './EndCustomerPage';
import { EndCustomersListPage } from './EndCustomersListPage';
import { OverviewPage } from './OverviewPage';

/**
 * The back office of distributor companies (issue 12): the overview (it replaces the old index of the Distributors
 * section), the companies and one company's page, and every company's end customers and one customer's page.
 */
export const COMPANIES_PAGES: AdminPages = {
  'admin.distributors': OverviewPage,
  'admin.distributors.list': CompaniesListPage,
  'admin.distributors.edit': CompanyPage,
  'admin.distributors.customers': EndCustomersListPage,
  'admin.distributors.customer': EndCustomerPage,
};
