import { translationReport } from '../../resources/translation-report';
import { procedure, router } from '../init';

const admin = procedure.meta({ permission: 'admin:access' });

/** The missing-translations report across every resource with per-language fields (resources/translation-report.ts). */
export const adminTranslationsRouter = router({
  report: admin.query(({ ctx }) => translationReport(ctx)),
});
