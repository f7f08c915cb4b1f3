import {
  AgreementAcceptanceListSchema,
  AgreementCompaniesSchema,
  AgreementDraftSchema,
  AgreementIdSchema,
  AgreementOverviewSchema,
  AgreementPageMoveSchema,
  AgreementPageSaveSchema,
  AgreementTemplateSchema,
  AgreementTemplateUpdateSchema,
  AgreementVersionNotesSchema,
  AgreementVersionSchema,
  CompanyOptionsSchema,
} from '../../../shared/portal/agreements.schema';
import { agreementOverview, listAgreementAcceptances } from '../../services/portal/agreements/overview';
import {
  companyOptions,
  createAgreementTemplate,
  deleteAgreementTemplate,
  getAgreementTemplate,
  listAgreementTemplates,
  setAgreementCompanies,
  updateAgreementTemplate,
} from '../../services/portal/agreements/templates';
import {
  addAgreementPage,
  createAgreementDraft,
  deleteAgreementDraft,
  deleteAgreementPage,
  getAgreementPage,
  moveAgreementPage,
  publishAgreementVersion,
  saveAgreementPage,
  updateDraftNotes,
} from '../../services/portal/agreements/versions';
import { procedure, router } from '../init';

/**
 * /admin/agreements, agreements/manage, manage/{id} and manage/pages/{id} (issue 12), admins only: who accepted which
 * version when; templates, the companies they apply to, draft versions and their pages, publishing. Writes are audited.
 */
const admin = procedure.meta({ permission: 'admin:access' });

/** Spread into the admin router: `admin.agreements.*`. */
export const adminAgreementsRouter = {
  agreements: router({
    overview: admin.input(AgreementOverviewSchema).query(({ ctx, input }) => agreementOverview(ctx, input)),
    acceptances: admin.input(AgreementAcceptanceListSchema).query(({ ctx, input }) => listAgreementAcceptances(ctx, input)),
    list: admin.query(({ ctx }) => listAgreementTemplates(ctx)),
    get: admin.input(AgreementIdSchema).query(({ ctx, input }) => getAgreementTemplate(ctx, input)),
    create: admin.input(AgreementTemplateSchema).mutation(({ ctx, input }) => createAgreementTemplate(ctx, input)),
    update: admin.input(AgreementTemplateUpdateSchema).mutation(({ ctx, input }) => updateAgreementTemplate(ctx, input)),
    delete: admin.input(AgreementIdSchema).mutation(({ ctx, input }) => deleteAgreementTemplate(ctx, input)),
    companyOptions: admin.input(CompanyOptionsSchema).query(({ ctx, input }) => companyOptions(ctx, input)),
    setCompanies: admin.input(AgreementCompaniesSchema).mutation(({ ctx, input }) => setAgreementCompanies(ctx, input)),
    createDraft: admin.input(AgreementDraftSchema).mutation(({ ctx, input }) => createAgreementDraft(ctx, input)),
    updateNotes: admin.input(AgreementVersionNotesSchema).mutation(({ ctx, input }) => updateDraftNotes(ctx, input)),
    deleteDraft: admin.input(AgreementVersionSchema).mutation(({ ctx, input }) => deleteAgreementDraft(ctx, input)),
    publish: admin.input(AgreementVersionSchema).mutation(({ ctx, input }) => publishAgreementVersion(ctx, input)),
    addPage: admin.input(AgreementVersionSchema).mutation(({ ctx, input }) => addAgreementPage(ctx, input)),
    page: admin.input(AgreementIdSchema).query(({ ctx, input }) => getAgreementPage(ctx, input)),
    savePage: admin.input(AgreementPageSaveSchema).mutation(({ ctx, input }) => saveAgreementPage(ctx, input)),
    deletePage: admin.input(AgreementIdSchema).mutation(({ ctx, input }) => deleteAgreementPage(ctx, input)),
    movePage: admin.input(AgreementPageMoveSchema).mutation(({ ctx, input }) => moveAgreementPage(ctx, input)),
  }),
};
