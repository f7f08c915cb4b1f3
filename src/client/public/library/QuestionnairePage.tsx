import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useTRPC } from '../../trpc';
import { usePageLocale } from '../catalog/use-locale-param';
import { questionnaireCrumbs } from './heads';
import { LibraryShell } from './LibraryShell';
import { LoadingPage } from '../LoadingPage';
import { QuestionnaireForm } from './QuestionnaireForm';
import { EmptyState } from '../../components/ui/EmptyState';

/** /questionnaire: the active questionnaire of the settings with its ordered questions, or a note that none is open. */
export function QuestionnairePage() {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const { t } = useTranslation('library');
  const query = useQuery(trpc.public.library.questionnaire.queryOptions({ locale }));
  if (!query.data) return <LoadingPage query={query} />;
  const questionnaire = query.data.questionnaire;
  return (
    <LibraryShell crumbs={questionnaireCrumbs(t)} title={t('titles.questionnaire')} lead={t('questionnaire.lead')}>
      {questionnaire ? (
        <div className="mt-8 max-w-3xl">
          <h2 id="questionnaire-title" className="mb-4 text-2xl font-bold text-navy-900">
            {questionnaire.title}
          </h2>
          <QuestionnaireForm questionnaire={questionnaire} />
        </div>
      ) : (
        <EmptyState className="mt-8">{t('questionnaire.none')}</EmptyState>
      )}
    </LibraryShell>
  );
}
