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
    overview: admin.input(AgreementOverviewSchema).query(({ ctx, input }) => agreementOverview(ctx.deps, input)),
    acceptances: admin.input(AgreementAcceptanceListSchema).query(({ ctx, input }) => listAgreementAcceptances(ctx.deps, input)),
    list: admin.query(({ ctx }) => listAgreementTemplates(ctx.deps)),
    get: admin.input(AgreementIdSchema).query(({ ctx, input }) => getAgreementTemplate(ctx.deps, input.id)),
    create: admin.input(AgreementTemplateSchema).mutation(({ ctx, input }) => createAgreementTemplate(ctx.deps, ctx.actor, input)),
    update: admin.input(AgreementTemplateUpdateSchema).mutation(({ ctx, input }) => updateAgreementTemplate(ctx.deps, ctx.actor, input)),
    delete: admin.input(AgreementIdSchema).mutation(({ ctx, input }) => deleteAgreementTemplate(ctx.deps, ctx.actor, input.id, ctx.scope.locale)),
    companyOptions: admin.input(CompanyOptionsSchema).query(({ ctx, input }) => companyOptions(ctx.deps, input.q)),
    setCompanies: admin.input(AgreementCompaniesSchema).mutation(({ ctx, input }) => setAgreementCompanies(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    createDraft: admin.input(AgreementDraftSchema).mutation(({ ctx, input }) => createAgreementDraft(ctx.deps, ctx.actor, input.agreementId, ctx.scope.locale)),
    updateNotes: admin.input(AgreementVersionNotesSchema).mutation(({ ctx, input }) => updateDraftNotes(ctx.deps, ctx.actor, input.versionId, input.notes, ctx.scope.locale)),
    deleteDraft: admin.input(AgreementVersionSchema).mutation(({ ctx, input }) => deleteAgreementDraft(ctx.deps, ctx.actor, input.versionId, ctx.scope.locale)),
    publish: admin.input(AgreementVersionSchema).mutation(({ ctx, input }) => publishAgreementVersion(ctx.deps, ctx.actor, input.versionId, ctx.scope.locale)),
    addPage: admin.input(AgreementVersionSchema).mutation(({ ctx, input }) => addAgreementPage(ctx.deps, ctx.actor, input.versionId, ctx.scope.locale)),
    page: admin.input(AgreementIdSchema).query(({ ctx, input }) => getAgreementPage(ctx.deps, input.id)),
    savePage: admin.input(AgreementPageSaveSchema).mutation(({ ctx, input }) => saveAgreementPage(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    deletePage: admin.input(AgreementIdSchema).mutation(({ ctx, input }) => deleteAgreementPage(ctx.deps, ctx.actor, input.id, ctx.scope.locale)),
    movePage: admin.input(AgreementPageMoveSchema).mutation(({ ctx, input }) => moveAgreementPage(ctx.deps, ctx.actor, input.id, input.direction, ctx.scope.locale)),
  }),
};
