import {
  ApplicationIdSchema,
  EndCustomerIdSchema,
  EndCustomerListSchema,
  ApproveApplicationSchema,
  CompanyCreateSchema,
  CompanyUpdateSchema,
} from '../../../shared/portal/companies.schema';
import { approveApplication, previewApplication } from '../../services/admin/companies/approve';
import { getEndCustomer, listEndCustomers } from '../../resources/distributors/end-customers';
import { companyOptions } from '../../services/admin/companies/options';
import { adminCompaniesCollection, adminCompanyView } from '../../resources/companies/admin-companies';
import { companiesOverview } from '../../services/admin/companies/overview';
import { createCompany, updateCompany } from '../../services/admin/companies/write';
import { collectionDetail, collectionProcedures } from '../collection-router';
import { procedure, router } from '../init';

const admin = procedure.meta({ permission: 'admin:access' });

/**
 * Issue 12's back office of distributor companies, spread into the admin router: `admin.companies.*` (the overview,
 * list, page and form), `admin.endCustomers.*` (every company's end customers) and `admin.dealerApplications.*`
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
    overview: admin.query(({ ctx }) => companiesOverview(ctx.deps)),
    options: admin.query(({ ctx }) => companyOptions(ctx.deps, ctx.scope.locale)),
    create: admin.input(CompanyCreateSchema).mutation(({ ctx, input }) => createCompany(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    update: admin.input(CompanyUpdateSchema).mutation(({ ctx, input }) => updateCompany(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  }),
  endCustomers: router({
    list: admin.input(EndCustomerListSchema).query(({ ctx, input }) => listEndCustomers(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    get: admin.input(EndCustomerIdSchema).query(({ ctx, input }) => getEndCustomer(ctx.deps, ctx.actor, input.id, input.companyId, ctx.scope.locale)),
  }),
  dealerApplications: router({
    preview: admin.input(ApplicationIdSchema).query(({ ctx, input }) => previewApplication(ctx.deps, input.enquiryId, ctx.scope.locale)),
    approve: admin.input(ApproveApplicationSchema).mutation(({ ctx, input }) => approveApplication(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  }),
};
