import {
  ExpertiseInputSchema,
  FaqsInputSchema,
  LegalInputSchema,
  PageInputSchema,
  TroubleshootingInputSchema,
} from '../../../shared/pages/pages.schema';
import { aboutPage, certificationPage, vacanciesPage } from './about';
import { expertisePage } from './expertise';
import { faqsPage } from './faqs';
import { legalPage } from './legal';
import { troubleshootingPage } from './troubleshooting';
import { publicProcedure, router } from '../../trpc/init';

const open = publicProcedure.meta({ public: true });

/**
 * The information pages (issue 9): about, vacancies, certification, expertise, legal texts, FAQs and troubleshooting,
 * each in the language asked for and cached with the rendered pages (any admin save drops them). The searches take
 * any text: the schemas cut it to length, the services filter in memory, so odd input answers results or none.
 */
export const publicPagesRouter = router({
  about: open.input(PageInputSchema).query(({ ctx, input }) => aboutPage(ctx, input)),
  vacancies: open.input(PageInputSchema).query(({ ctx, input }) => vacanciesPage(ctx, input)),
  certification: open.input(PageInputSchema).query(({ ctx, input }) => certificationPage(ctx, input)),
  expertise: open.input(ExpertiseInputSchema).query(({ ctx, input }) => expertisePage(ctx, input)),
  legal: open.input(LegalInputSchema).query(({ ctx, input }) => legalPage(ctx, input)),
  faqs: open.input(FaqsInputSchema).query(({ ctx, input }) => faqsPage(ctx, input)),
  troubleshooting: open.input(TroubleshootingInputSchema).query(({ ctx, input }) => troubleshootingPage(ctx, input)),
});
