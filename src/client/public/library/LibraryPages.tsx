import { lazy } from 'react';
import type { AreaProps } from '../../router/area-props';
import { NotFoundPage } from '../NotFoundPage';
import { categoryOf } from './categories';

/**
 * The library pages (issue 9): downloads, guides (in the blank layout) and the questionnaire, each its own chunk,
 * none in the app's main bundle. A server-rendered page keeps its HTML on screen while its chunk arrives.
 */
const DownloadsPage = lazy(() => import('./DownloadsPage').then((m) => ({ default: m.DownloadsPage })));
const GuidePage = lazy(() => import('./GuidePage').then((m) => ({ default: m.GuidePage })));
const QuestionnairePage = lazy(() => import('./QuestionnairePage').then((m) => ({ default: m.QuestionnairePage })));

/** By route id (shared/routes.ts): downloads, guide, questionnaire. */
export default function LibraryPages({ route, params }: AreaProps) {
  switch (route.id) {
    case 'guide':
      return <GuidePage id={params.id ?? ''} />;
    case 'questionnaire':
      return <QuestionnairePage />;
    default: {
      const category = categoryOf(params.id);
      return category === undefined ? <NotFoundPage /> : <DownloadsPage category={category} />;
    }
  }
}
