import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import type { AttemptView, TestIntro } from '../../../shared/courses/learner.types';
import { Fact, Facts } from '../../components/ui/Facts';
import { Spinner } from '../../components/ui/Spinner';
import { useTranslation } from '../../lib/i18n-react';
import { RecordFrame } from '../../components/record/RecordFrame';
import { NotFoundPage } from '../../public/NotFoundPage';
import { useTRPC } from '../../trpc';
import { CourseFrame } from './CourseFrame';
import { courseAttemptPath, courseResultPath, courseTestPath, coursePath } from './paths';
import { Score } from './Score';
import { testAction } from './test-action';
import { TestStatus } from './TestStatus';
import { LINK } from '../../components/ui/format';
import { recordIdOf } from '../../lib/record-id';

/**
 * /account/courses/{id}/test: only reads (issue 27). With an attempt open it goes on to that attempt (replacing this
 * entry in the history); otherwise it is the start screen: what the test asks, the attempts left today, and the button
 * that starts one after a confirmation. Loading, reloading or going back here never starts an attempt.
 */
export function CourseTestPage({ id: param }: { id: string | undefined }) {
  const id = recordIdOf(param);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  // Always asked afresh: an attempt may have been started or submitted in another tab since.
  const query = useQuery({ ...trpc.account.courses.test.queryOptions({ courseId: id ?? 0 }), enabled: id !== null, staleTime: 0 });
  const open = query.data?.state === 'open' ? query.data.sheet : null;
  useEffect(() => {
    if (!open) return;
    const view: AttemptView = { state: 'open', sheet: open };
    queryClient.setQueryData(trpc.account.courses.attempt.queryKey({ attemptId: open.attemptId }), view);
    navigate(courseAttemptPath(open.courseId, open.attemptId), { replace: true });
  }, [open, navigate, queryClient, trpc]);

  return (
    <RecordFrame valid={id !== null} query={query} page={{ width: 'max-w-5xl' }} missingPage={<NotFoundPage />}>
      {(test) => (test.state === 'open' ? <Spinner /> : <StartScreen intro={test.intro} />)}
    </RecordFrame>
  );
}

function StartScreen({ intro }: { intro: TestIntro }) {
  const { t } = useTranslation('courses');
  const crumbs = [
    { name: intro.courseTitle, path: coursePath(intro.courseId) },
    { name: t('test.crumb'), path: courseTestPath(intro.courseId) },
  ];
  // A submitted attempt exists, so a fresh start is a retake.
  const action = testAction(intro.test, intro.latestResultId === null ? [] : [{ id: intro.latestResultId }]);
  const hours = intro.minutesAllowed / 60;
  return (
    <CourseFrame crumbs={crumbs} title={t('test.title', { course: intro.courseTitle })} lead={t('test.introLead')}>
      <Facts layout="grid" columns={2} className="rounded border border-slate-200 bg-white p-4" testId="test-intro">
        <Fact label={t('facts.questions')}>
          <span className="tabular">{intro.questionCount}</span>
        </Fact>
        <Fact label={t('facts.passingScore')}>
          <Score value={intro.passingScore} />
        </Fact>
        <Fact label={t('test.introTime')}>{t('test.introTimeValue', { hours })}</Fact>
        <Fact label={t('test.introAttempts')}>
          <span className="tabular" data-testid="intro-attempts-left">
            {t('test.introAttemptsValue', { left: intro.test.attemptsLeftToday, max: intro.test.attemptsPerDay })}
          </span>
        </Fact>
      </Facts>
      <div className="mt-8">
        <TestStatus courseId={intro.courseId} test={intro.test} action={action} replaceHistory />
      </div>
      <ul className="mt-10 space-y-2">
        {intro.latestResultId !== null && (
          <li>
            <Link href={courseResultPath(intro.courseId, intro.latestResultId)} className={LINK}>
              {t('test.latestResults')}
            </Link>
          </li>
        )}
        <li>
          <Link href={coursePath(intro.courseId)} className={LINK}>
            {t('backToCourse')}
          </Link>
        </li>
      </ul>
    </CourseFrame>
  );
}
