import { publicRoute, type IdsOf } from '../../../shared/route-tables/define';
import type { SectionQuery } from '../../../shared/route-tables/query-params';

/** News, events, case studies and offers (issue 9): a list and an article each. */
export const ARTICLE_ROUTES = [
  publicRoute('/events', 'events'),
  publicRoute('/events/:id', 'event'),
  publicRoute('/blog', 'blog'),
  publicRoute('/blog/:slug', 'blogPost'),
  publicRoute('/casestudies', 'caseStudies'),
  publicRoute('/casestudies/:slug', 'caseStudy'),
  publicRoute('/offers', 'offers'),
  publicRoute('/offers/:slug', 'offer'),
] as const;

export type ArticleRouteId = IdsOf<typeof ARTICLE_ROUTES>;

/** The query parameters these pages read (read by the server alone: route-tables/query.ts). */
export const ARTICLE_QUERY = {
  events: ['page'],
  blog: ['page'],
  caseStudies: ['page'],
  offers: ['page'],
} satisfies SectionQuery<ArticleRouteId>;
