import { translationReport } from '../../services/translation-report';
import { procedure, router } from '../init';

const admin = procedure.meta({ permission: 'admin:access' });

/** The missing-translations report across every resource with per-language fields (services/translation-report.ts). */
export const adminTranslationsRouter = router({
  report: admin.query(({ ctx }) => translationReport(ctx.deps, ctx.actor)),
});
