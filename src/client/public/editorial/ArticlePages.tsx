import { lazy } from 'react';
import type { AreaProps } from '../../router/area-props';

/**
 * News, events, case studies and offers (issue 9), each page its own chunk: nothing of them is in the app's main
 * bundle (the home and product pages' JavaScript budget), and a list does not download the article page (and the
 * reverse). A server-rendered page keeps its HTML on screen while its chunk arrives.
 */
const EventsPage = lazy(() => import('./EventsPage').then((m) => ({ default: m.EventsPage })));
const EventPage = lazy(() => import('./EventPage').then((m) => ({ default: m.EventPage })));
const PostsPage = lazy(() => import('./PostsPage').then((m) => ({ default: m.PostsPage })));
const PostPage = lazy(() => import('./PostPage').then((m) => ({ default: m.PostPage })));
const CaseStudiesPage = lazy(() => import('./CaseStudiesPage').then((m) => ({ default: m.CaseStudiesPage })));
const CaseStudyPage = lazy(() => import('./CaseStudyPage').then((m) => ({ default: m.CaseStudyPage })));
const OffersPage = lazy(() => import('./OffersPage').then((m) => ({ default: m.OffersPage })));
const OfferPage = lazy(() => import('./OfferPage').then((m) => ({ default: m.OfferPage })));

/** By route id (shared/routes.ts): events, event, blog, blogPost, caseStudies, caseStudy, offers, offer. */
export default function ArticlePages({ route, params }: AreaProps) {
  switch (route.id) {
    case 'events':
      return <EventsPage />;
    case 'event':
      return <EventPage id={params.id ?? ''} />;
    case 'blog':
      return <PostsPage />;
    case 'blogPost':
      return <PostPage slug={params.slug ?? ''} />;
    case 'caseStudies':
      return <CaseStudiesPage />;
    case 'caseStudy':
      return <CaseStudyPage slug={params.slug ?? ''} />;
    case 'offers':
      return <OffersPage />;
    default:
      return <OfferPage slug={params.slug ?? ''} />;
  }
}
