import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { AttemptResult } from '../../../shared/courses/learner.types';
import { RecordFrame } from '../../components/record/RecordFrame';
import { NotFoundPage } from '../../public/NotFoundPage';
import { useTRPC } from '../../trpc';
import { CourseFrame, CourseHead } from './CourseFrame';
import { Part } from '../../components/ui/Part';
import { serverMessageOf } from './error-message';
import { courseResultPath, coursePath } from './paths';
import { ResultActions } from './ResultActions';
import { ResultSummary } from './ResultSummary';
import { WrongAnswers } from './WrongAnswers';
import { LINK } from '../../components/ui/format';
import { recordIdOf } from '../../lib/record-id';

/**
 * /account/courses/{id}/results/{attemptId}: the score, pass or fail, the questions answered wrongly with the
 * explanations (and the right answers once revealed), then the certificate, a retake or when one is possible.
 */
export function CourseResultPage({ id: param, attemptId: attemptParam }: { id: string | undefined; attemptId: string | undefined }) {
  const courseId = recordIdOf(param);
  const attemptId = recordIdOf(attemptParam);
  const trpc = useTRPC();
  const { t } = useTranslation('courses');
  const valid = courseId !== null && attemptId !== null;
  const query = useQuery({ ...trpc.account.courses.result.queryOptions({ attemptId: attemptId ?? 0 }), enabled: valid });
  const head = valid && <CourseHead crumbs={[{ name: t('results.title'), path: courseResultPath(courseId, attemptId) }]} title={t('results.title')} />;
  return (
    <RecordFrame
      valid={valid}
      query={query}
      back={valid && <BackToCourse courseId={courseId} />}
      loadFailed={serverMessageOf(query.error) ?? undefined}
      page={{ width: 'max-w-5xl', head }}
      missingPage={<NotFoundPage />}
    >
      {(result) => (result.courseId === courseId ? <ResultView result={result} /> : <NotFoundPage />)}
    </RecordFrame>
  );
}

function ResultView({ result }: { result: AttemptResult }) {
  const { t } = useTranslation('courses');
  const crumbs = [
    { name: result.courseTitle, path: coursePath(result.courseId) },
    { name: t('results.title'), path: courseResultPath(result.courseId, result.attemptId) },
  ];
  return (
    <CourseFrame crumbs={crumbs} title={t('results.title')} lead={result.courseTitle}>
      <ResultSummary result={result} />
      <ResultActions result={result} />
      <Part id="result-wrong-title" title={t('results.wrongTitle')}>
        <WrongAnswers result={result} />
      </Part>
      <BackToCourse courseId={result.courseId} />
    </CourseFrame>
  );
}

function BackToCourse({ courseId }: { courseId: number }) {
  const { t } = useTranslation('courses');
  return (
    <p className="mt-10">
      <Link href={coursePath(courseId)} className={LINK}>
        {t('backToCourse')}
      </Link>
    </p>
  );
}
