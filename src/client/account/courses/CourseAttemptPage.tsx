import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { ATTEMPT_TIMEOUT_MS } from '../../../shared/courses/enums';
import type { AttemptView } from '../../../shared/courses/learner.types';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import { useTranslation } from '../../lib/i18n-react';
import { RecordFrame } from '../../components/record/RecordFrame';
import { NotFoundPage } from '../../public/NotFoundPage';
import { useTRPC } from '../../trpc';
import { CourseFrame } from './CourseFrame';
import { courseAttemptPath, courseResultPath, coursePath } from './paths';
import { TestRunner } from './TestRunner';
import { LINK } from '../../components/ui/format';
import { recordIdOf } from '../../lib/record-id';

/**
 * /account/courses/{id}/test/{attemptId}: one attempt, read and never started here (issue 27). Open: its questions (a
 * reload resumes the same ones). Submitted: its results take this entry's place in the history, so Back or a reload
 * after submitting shows them. Closed by "Exit test" or its timeout: said so, with the way back to the course.
 */
export function CourseAttemptPage({ id: param, attemptId: attemptParam }: { id: string | undefined; attemptId: string | undefined }) {
  const courseId = recordIdOf(param);
  const attemptId = recordIdOf(attemptParam);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const valid = courseId !== null && attemptId !== null;
  const query = useQuery({ ...trpc.account.courses.attempt.queryOptions({ attemptId: attemptId ?? 0 }), enabled: valid });
  const submitted = query.data?.state === 'submitted' ? query.data.result : null;
  useEffect(() => {
    if (!submitted || submitted.courseId !== courseId) return;
    queryClient.setQueryData(trpc.account.courses.result.queryKey({ attemptId: submitted.attemptId }), submitted);
    navigate(courseResultPath(submitted.courseId, submitted.attemptId), { replace: true });
  }, [submitted, courseId, navigate, queryClient, trpc]);

  return (
    <RecordFrame valid={valid} query={query} page={{ width: 'max-w-5xl' }} missingPage={<NotFoundPage />}>
      {(view) => {
        // attemptId is never null here (valid), said again so that it is a number for ClosedAttempt.
        if (courseOf(view) !== courseId || attemptId === null) return <NotFoundPage />;
        if (view.state === 'submitted') return <Spinner />;
        if (view.state === 'closed') return <ClosedAttempt view={view} attemptId={attemptId} />;
        return <TestRunner key={view.sheet.attemptId} sheet={view.sheet} />;
      }}
    </RecordFrame>
  );
}

const courseOf = (view: AttemptView) => (view.state === 'open' ? view.sheet.courseId : view.state === 'submitted' ? view.result.courseId : view.courseId);

function ClosedAttempt({ view, attemptId }: { view: Extract<AttemptView, { state: 'closed' }>; attemptId: number }) {
  const { t } = useTranslation('courses');
  const crumbs = [
    { name: view.courseTitle, path: coursePath(view.courseId) },
    { name: t('test.crumb'), path: courseAttemptPath(view.courseId, attemptId) },
  ];
  return (
    <CourseFrame crumbs={crumbs} title={t('test.title', { course: view.courseTitle })}>
      <Alert tone="info">
        <p data-testid="attempt-closed">
          {view.reason === 'exited' ? t('test.closedExited') : t('test.closedTimedOut', { hours: ATTEMPT_TIMEOUT_MS / 3_600_000 })}
        </p>
      </Alert>
      <p className="mt-6">
        <Link href={coursePath(view.courseId)} className={LINK}>
          {t('backToCourse')}
        </Link>
      </p>
    </CourseFrame>
  );
}
