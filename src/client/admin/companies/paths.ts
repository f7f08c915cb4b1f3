/** The distributor back office's addresses (shared/routes.ts has their patterns). */
export const OVERVIEW_PATH = '/admin/distributors';
export const COMPANIES_PATH = '/admin/distributors/distributors';
export const END_CUSTOMERS_PATH = '/admin/distributors/customers';
export const DEALERS_PATH = '/admin/distributors/dealers';

export const companyPath = (id: number) => `${COMPANIES_PATH}/${id}`;
export const dealerPath = (id: number) => `${DEALERS_PATH}/${id}`;
export const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;
/** The end customers list filtered by the company that sold to them (the collection's `boughtFrom` filter). */
export const endCustomersOf = (companyId: number) => `${END_CUSTOMERS_PATH}?boughtFrom=${companyId}`;
