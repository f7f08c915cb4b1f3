import { lazy } from 'react';
import type { AreaProps } from '../router/area-props';
import { CatalogPages } from './catalog/CatalogPages';

/**
 * Each page is a chunk of its own, fetched when the page is first shown (and, on a server-rendered page, while its
 * HTML stays on screen): a visitor's first page downloads its own code, not every other page's.
 */
const HomePage = lazy(() => import('./HomePage').then((m) => ({ default: m.HomePage })));
const GalleryPage = lazy(() => import('./gallery/GalleryPage').then((m) => ({ default: m.GalleryPage })));
const LandingPage = lazy(() => import('./LandingPage').then((m) => ({ default: m.LandingPage })));
const UpcomingPage = lazy(() => import('../components/UpcomingPage').then((m) => ({ default: m.UpcomingPage })));
const ArticlePages = lazy(() => import('./articles/ArticlePages'));
const InfoPages = lazy(() => import('./pages/InfoPages').then((m) => ({ default: m.InfoPages })));
const DealerPages = lazy(() => import('./dealers/DealerPages'));
const FormPages = lazy(() => import('./forms/FormPages'));
const LibraryPages = lazy(() => import('./library/LibraryPages'));
const ResourcePages = lazy(() => import('./resources/ResourcePages'));
const VerifyPage = lazy(() => import('./certificates/VerifyPage').then((m) => ({ default: m.VerifyPage })));

/** The public pages. Screens not built yet answer with their title (later issues fill them in). */
export default function PublicArea({ route, params }: AreaProps) {
  switch (route.id) {
    case 'home':
      return <HomePage />;
    case 'gallery':
      return <GalleryPage id={params.id} />;
    case 'landing':
      return <LandingPage slug={params.slug ?? ''} />;
    case 'products':
    case 'product':
    case 'productOption':
    case 'tag':
    case 'application':
    case 'search':
    case 'productSearch':
      return <CatalogPages route={route} params={params} />;
    case 'events':
    case 'event':
    case 'blog':
    case 'blogPost':
    case 'caseStudies':
    case 'caseStudy':
    case 'offers':
    case 'offer':
      return <ArticlePages route={route} params={params} />;
    case 'about':
    case 'vacancies':
    case 'certification':
    case 'expertiseLeakDetection':
    case 'expertisePipeline':
    case 'expertiseSubsea':
    case 'terms':
    case 'privacy':
    case 'policies':
    case 'faqs':
    case 'troubleshooting':
      return <InfoPages route={route} params={params} />;
    case 'dielectricStrength':
    case 'testVoltage':
      return <ResourcePages route={route} params={params} />;
    case 'distributors':
    case 'distributorArea':
      return <DealerPages route={route} params={params} />;
    case 'downloads':
    case 'guide':
    case 'questionnaire':
      return <LibraryPages route={route} params={params} />;
    case 'contact':
    case 'distributorApply':
    case 'training':
    case 'trainingCoatings':
    case 'trainingPlastics':
    case 'trainingSubsea':
    case 'trainingMedical':
    case 'trainingLeakDetection':
    case 'calibration':
    case 'calibrationBook':
      return <FormPages route={route} params={params} />;
    case 'verifyCertificate':
      return <VerifyPage code={params.code} />;
    default:
      return <UpcomingPage route={route} />;
  }
}
