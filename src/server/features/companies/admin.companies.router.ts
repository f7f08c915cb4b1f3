import { CompanyCreateSchema, CompanyUpdateSchema } from '../../../shared/companies/companies.schema';
import { companyOptions } from './options';
import { adminCompaniesCollection, adminCompanyView } from './collections/admin-companies';
import { companiesOverview } from './overview';
import { createCompany, updateCompany } from './write';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

const admin = procedure.meta({ permission: 'admin:access' });

// The companies collection (list, filter choices; no generic writes), the company's page as `get`, and beside them
// the overview, the forms' choices and the two forms: "Add company" and the company's page. The forms' create and
// update replace the collection's, which it does not offer (403): a company is written with its own rules (a name
// unique among companies, its areas, the audit trail's 'companies' section), not as a generic record.
export const adminCompaniesRouter = router({
  ...collectionProcedures(adminCompaniesCollection),
  get: collectionDetail(adminCompaniesCollection, adminCompanyView),
  overview: admin.query(({ ctx }) => companiesOverview(ctx)),
  options: admin.query(({ ctx }) => companyOptions(ctx)),
  create: admin.input(CompanyCreateSchema).mutation(({ ctx, input }) => createCompany(ctx, input)),
  update: admin.input(CompanyUpdateSchema).mutation(({ ctx, input }) => updateCompany(ctx, input)),
});
