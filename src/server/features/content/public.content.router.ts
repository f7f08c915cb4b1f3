import { CategoryQuerySchema, GalleryQuerySchema, TagsQuerySchema, WidgetQuerySchema } from '../../../shared/content/content.schema';
import { listApplications } from './applications';
import { categoryTree } from './categories';
import { findGallery } from './galleries';
import { currentOffers } from './offers';
import { listTags } from './tags';
import { findWidget } from './widgets';
import { NewsletterSignupSchema } from '../../../shared/content/newsletter.schema';
import { signUpForNewsletter } from '../newsletter/newsletter';
import { publicProcedure, router } from '../../trpc/init';

/**
 * The public content reads of the /api contract as procedures, over the same services (and the same response cache).
 * Unknown ids answer NOT_FOUND, as the REST twins answer 404.
 */
export const publicContentRouter = router({
  categories: publicProcedure
    .meta({ public: true })
    .input(CategoryQuerySchema)
    .query(({ ctx, input }) => categoryTree(ctx, input)),
  tags: publicProcedure
    .meta({ public: true })
    .input(TagsQuerySchema)
    .query(({ ctx, input }) => listTags(ctx, input)),
  applications: publicProcedure.meta({ public: true }).query(({ ctx }) => listApplications(ctx)),
  offers: publicProcedure.meta({ public: true }).query(({ ctx }) => currentOffers(ctx)),
  widget: publicProcedure
    .meta({ public: true })
    .input(WidgetQuerySchema)
    .query(({ ctx, input }) => findWidget(ctx, input)),
  gallery: publicProcedure
    .meta({ public: true })
    .input(GalleryQuerySchema)
    .query(({ ctx, input }) => findGallery(ctx, input)),
  /** As POST /api/newsletter. */
  newsletterSignup: publicProcedure
    .meta({ public: true })
    .input(NewsletterSignupSchema)
    .mutation(({ ctx, input }) => signUpForNewsletter(ctx, input)),
});
