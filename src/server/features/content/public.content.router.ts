import { CategoryQuerySchema, GalleryQuerySchema, TagsQuerySchema, WidgetQuerySchema } from '../../../shared/content/content.schema';
import { listApplications } from './applications';
import { categoryTree } from './categories';
import { findGallery } from './galleries';
import { currentOffers } from './offers';
import { listTags } from './tags';
import { findWidget } from './widgets';
import { NewsletterSignupSchema } from '../../../shared/content/newsletter.schema';
import { signUpForNewsletter } from '../newsletter/newsletter';
import {
  ExpertiseInputSchema,
  FaqsInputSchema,
  LegalInputSchema,
  PageInputSchema,
  TroubleshootingInputSchema,
} from '../../../shared/content/information-pages.schema';
import { aboutPage, certificationPage, vacanciesPage } from './about';
import { expertisePage } from './expertise';
import { faqsPage } from './faqs';
import { legalPage } from './legal';
import { troubleshootingPage } from './troubleshooting';

import { publicProcedure, router } from '../../trpc/init';

/**
 * The public content (docs/glossary.md): the reads of the /api contract as procedures, over the same services (and
 * the same response cache), and the information pages. Unknown ids answer NOT_FOUND, as the REST twins answer 404.
 */
export const publicContentRouter = router({
  categories: publicProcedure.input(CategoryQuerySchema).query(({ ctx, input }) => categoryTree(ctx, input)),
  tags: publicProcedure.input(TagsQuerySchema).query(({ ctx, input }) => listTags(ctx, input)),
  applications: publicProcedure.query(({ ctx }) => listApplications(ctx)),
  offers: publicProcedure.query(({ ctx }) => currentOffers(ctx)),
  widget: publicProcedure.input(WidgetQuerySchema).query(({ ctx, input }) => findWidget(ctx, input)),
  gallery: publicProcedure.input(GalleryQuerySchema).query(({ ctx, input }) => findGallery(ctx, input)),
  /** As POST /api/newsletter. */
  newsletterSignup: publicProcedure
    .input(NewsletterSignupSchema)
    .mutation(({ ctx, input }) => signUpForNewsletter(ctx, input)),
  /**
   * The information pages (issue 9): about, vacancies, certification, expertise, legal texts, FAQs and
   * troubleshooting, each in the language asked for and cached with the rendered pages (any admin save drops them).
   * The searches take any text: the schemas cut it to length, the services filter in memory, so odd input answers
   * results or none.
   */
  about: publicProcedure.input(PageInputSchema).query(({ ctx, input }) => aboutPage(ctx, input)),
  vacancies: publicProcedure.input(PageInputSchema).query(({ ctx, input }) => vacanciesPage(ctx, input)),
  certification: publicProcedure.input(PageInputSchema).query(({ ctx, input }) => certificationPage(ctx, input)),
  expertise: publicProcedure.input(ExpertiseInputSchema).query(({ ctx, input }) => expertisePage(ctx, input)),
  legal: publicProcedure.input(LegalInputSchema).query(({ ctx, input }) => legalPage(ctx, input)),
  faqs: publicProcedure.input(FaqsInputSchema).query(({ ctx, input }) => faqsPage(ctx, input)),
  troubleshooting: publicProcedure
    .input(TroubleshootingInputSchema)
    .query(({ ctx, input }) => troubleshootingPage(ctx, input)),
});
