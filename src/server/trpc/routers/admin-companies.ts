import {
  AdminCompanyListSchema,
  ApplicationIdSchema,
  CompanyIdSchema,
  EndCustomerIdSchema,
  EndCustomerListSchema,
  ApproveApplicationSchema,
  CompanyCreateSchema,
  CompanyUpdateSchema,
} from '../../../shared/portal/companies.schema';
import { approveApplication, previewApplication } from '../../services/admin/companies/approve';
import { getCompany } from '../../services/admin/companies/detail';
import { getEndCustomer, listEndCustomers } from '../../resources/distributors/end-customers';
import { companyOptions, listCompanies } from '../../services/admin/companies/list';
import { companiesOverview } from '../../services/admin/companies/overview';
import { createCompany, updateCompany } from '../../services/admin/companies/write';
import { procedure, router } from '../init';

const admin = procedure.meta({ permission: 'admin:access' });

/**
 * Issue 12's back office of distributor companies, spread into the admin router: `admin.companies.*` (the overview,
 * list, page and form), `admin.endCustomers.*` (every company's end customers) and `admin.dealerApplications.*`
 * (approving an application from the enquiries inbox). Admins only.
 */
export const adminCompaniesRouter = {
  companies: router({
    overview: admin.query(({ ctx }) => companiesOverview(ctx.deps)),
    list: admin.input(AdminCompanyListSchema).query(({ ctx, input }) => listCompanies(ctx.deps, input, ctx.scope.locale)),
    options: admin.query(({ ctx }) => companyOptions(ctx.deps, ctx.scope.locale)),
    get: admin.input(CompanyIdSchema).query(({ ctx, input }) => getCompany(ctx.deps, input.id, ctx.scope.locale)),
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
