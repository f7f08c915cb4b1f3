import { lazy } from 'react';
import type { AreaProps } from '../../router/area-props';
import { EXPERTISE_ROUTES, LEGAL_ROUTES } from './query-inputs';

/**
 * The information pages (issue 9), each its own chunk, none in the app's main bundle: a visitor on the home or a
 * product page downloads none of them. A server-rendered page keeps its HTML on screen while its chunk arrives.
 */
const AboutPage = lazy(() => import('./AboutPage').then((m) => ({ default: m.AboutPage })));
const VacanciesPage = lazy(() => import('./VacanciesPage').then((m) => ({ default: m.VacanciesPage })));
const CertificationPage = lazy(() => import('./CertificationPage').then((m) => ({ default: m.CertificationPage })));
const ExpertisePage = lazy(() => import('./ExpertisePage').then((m) => ({ default: m.ExpertisePage })));
const LegalPage = lazy(() => import('./LegalPage').then((m) => ({ default: m.LegalPage })));
const FaqsPage = lazy(() => import('./FaqsPage').then((m) => ({ default: m.FaqsPage })));
const TroubleshootingPage = lazy(() => import('./TroubleshootingPage').then((m) => ({ default: m.TroubleshootingPage })));

export function InfoPages({ route }: AreaProps) {
  const id = route.id;
  if (id in EXPERTISE_ROUTES) return <ExpertisePage slug={EXPERTISE_ROUTES[id as keyof typeof EXPERTISE_ROUTES]} />;
  if (id in LEGAL_ROUTES) return <LegalPage kind={LEGAL_ROUTES[id as keyof typeof LEGAL_ROUTES]} />;
  switch (id) {
    case 'vacancies':
      return <VacanciesPage />;
    case 'certification':
      return <CertificationPage />;
    case 'faqs':
      return <FaqsPage />;
    case 'troubleshooting':
      return <TroubleshootingPage />;
    default:
      return <AboutPage />;
  }
}
