import { translationReport } from './collections/translation-report';
import { procedure, router } from '../../trpc/init';

const admin = procedure.meta({ permission: 'admin:access' });

/**
 * The missing-translations report across every resource with per-language fields
 * (features/translations/collections/translation-report.ts).
 */
export const adminTranslationsRouter = router({
  report: admin.query(({ ctx }) => translationReport(ctx)),
});
