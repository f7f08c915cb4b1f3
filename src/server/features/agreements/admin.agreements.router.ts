import {
  AgreementCompaniesSchema,
  AgreementDraftSchema,
  AgreementIdSchema,
  AgreementPageMoveSchema,
  AgreementPageSaveSchema,
  AgreementTemplateSchema,
  AgreementTemplateUpdateSchema,
  AgreementVersionNotesSchema,
  AgreementVersionSchema,
  CompanyOptionsSchema,
} from '../../../shared/agreements/agreements.schema';
import { adminAgreementAcceptancesCollection } from './collections/admin-agreement-acceptances';
import { adminAgreementsCollection, adminAgreementView } from './collections/admin-agreements';
import { adminAgreementStandingsCollection } from './collections/admin-agreement-standings';
import {
  companyOptions,
  createAgreementTemplate,
  deleteAgreementTemplate,
  setAgreementCompanies,
  updateAgreementTemplate,
} from './templates';
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
} from './versions';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/**
 * /admin/agreements, agreements/manage, manage/{id} and manage/pages/{id} (issue 12), admins only: who accepted which
 * version when; templates, the companies they apply to, draft versions and their pages, publishing. Writes are audited.
 * The templates are a collection (`list`, and the template's page through `get`; it offers no generic writes): a
 * template is created, saved and deleted by its own workflows (`create`, `update`, `delete` replace the collection's
 * refused ones). The overview's two lists are collections of their own inside it: `overview` (each company's standing
 * with each agreement) and `acceptances` (every acceptance).
 */
const admin = procedure.meta({ permission: 'admin:access' });

export const adminAgreementsRouter = router({
  ...collectionProcedures(adminAgreementsCollection),
  get: collectionDetail(adminAgreementsCollection, adminAgreementView),
  overview: router(collectionProcedures(adminAgreementStandingsCollection)),
  acceptances: router(collectionProcedures(adminAgreementAcceptancesCollection)),
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
});
