import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The portal's companies (issue 12: distributors/distributors) and every company's end customers. */
export const COMPANIES_ROUTES = [
  adminRoute('/distributors', 'admin.distributors', 'admin-companies:overview.description'),
  adminRoute('/distributors/distributors', 'admin.distributors.list', 'admin-companies:list.description'),
  adminRoute('/distributors/distributors/:id', 'admin.distributors.edit', 'admin-companies:company.description'),
  adminRoute('/distributors/customers', 'admin.distributors.customers', 'admin-companies:customers.description'),
  adminRoute('/distributors/customers/:id', 'admin.distributors.customer', 'admin-companies:customer.description'),
] as const;

export type CompaniesRouteId = IdsOf<typeof COMPANIES_ROUTES>;
