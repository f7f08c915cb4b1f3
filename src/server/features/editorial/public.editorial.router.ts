import { ArticleListInputSchema, ArticleSlugInputSchema, EventInputSchema } from '../../../shared/editorial/articles.schema';
import { caseStudyList, caseStudyPage } from './case-studies';
import { eventList, eventPage } from './events';
import { offerList, offerPage } from './offers';
import { postList, postPage } from './posts';
import { publicProcedure, router } from '../../trpc/init';

/**
 * News, events, case studies and offers (issue 9), in the language asked for. A page of a list, or one article; null
 * for an unknown or unpublished one (the page then renders the not-found page and the server answers 404). Answers
 * are cached with the rendered pages, so an admin save drops them with the pages.
 */
export const publicEditorialRouter = router({
  events: publicProcedure.input(ArticleListInputSchema).query(({ ctx, input }) => eventList(ctx, input)),
  event: publicProcedure.input(EventInputSchema).query(({ ctx, input }) => eventPage(ctx, input)),
  posts: publicProcedure.input(ArticleListInputSchema).query(({ ctx, input }) => postList(ctx, input)),
  post: publicProcedure.input(ArticleSlugInputSchema).query(({ ctx, input }) => postPage(ctx, input)),
  caseStudies: publicProcedure.input(ArticleListInputSchema).query(({ ctx, input }) => caseStudyList(ctx, input)),
  caseStudy: publicProcedure.input(ArticleSlugInputSchema).query(({ ctx, input }) => caseStudyPage(ctx, input)),
  offers: publicProcedure.input(ArticleListInputSchema).query(({ ctx, input }) => offerList(ctx, input)),
  offer: publicProcedure.input(ArticleSlugInputSchema).query(({ ctx, input }) => offerPage(ctx, input)),
});
