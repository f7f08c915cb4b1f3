import {
  ApplicationIdSchema,
  ApproveApplicationSchema,
  CompanyCreateSchema,
  CompanyUpdateSchema,
} from '../../../shared/portal/companies.schema';
import { approveApplication, previewApplication } from './approve';
import { adminEndCustomersCollection, adminEndCustomerView } from '../end-customers/collections/admin-end-customers';
import { companyOptions } from './options';
import { adminCompaniesCollection, adminCompanyView } from './collections/admin-companies';
import { companiesOverview } from './overview';
import { createCompany, updateCompany } from './write';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

const admin = procedure.meta({ permission: 'admin:access' });

/**
 * Issue 12's back office of distributor companies, spread into the admin router: `admin.companies.*` (the overview,
 * list, page and form), `admin.endCustomers.*` (the end customers collection: every company's, and one's page) and `admin.dealerApplications.*`
 * (approving an application from the enquiries inbox). Admins only.
 */
export const adminCompaniesRouter = {
  // The companies collection (list, filter choices; no generic writes), the company's page as `get`, and beside them
  // the overview, the forms' choices and the two forms: "Add company" and the company's page. The forms' create and
  // update replace the collection's, which it does not offer (403): a company is written with its own rules (a name
  // unique among companies, its areas, the audit trail's 'companies' section), not as a generic record.
  companies: router({
    ...collectionProcedures(adminCompaniesCollection),
    get: collectionDetail(adminCompaniesCollection, adminCompanyView),
    overview: admin.query(({ ctx }) => companiesOverview(ctx)),
    options: admin.query(({ ctx }) => companyOptions(ctx)),
    create: admin.input(CompanyCreateSchema).mutation(({ ctx, input }) => createCompany(ctx, input)),
    update: admin.input(CompanyUpdateSchema).mutation(({ ctx, input }) => updateCompany(ctx, input)),
  }),
  // The end customers collection (list, company filter choices; no writes) and their page as `get`.
  endCustomers: router({
    ...collectionProcedures(adminEndCustomersCollection),
    get: collectionDetail(adminEndCustomersCollection, adminEndCustomerView),
  }),
  dealerApplications: router({
    preview: admin.input(ApplicationIdSchema).query(({ ctx, input }) => previewApplication(ctx, input)),
    approve: admin.input(ApproveApplicationSchema).mutation(({ ctx, input }) => approveApplication(ctx, input)),
  }),
};
