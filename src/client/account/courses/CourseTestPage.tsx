import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import { NotFoundPage } from '../../public/NotFoundPage';
import { useTRPC } from '../../trpc';
import { httpStatusOf } from '../../lib/trpc-errors';
import { CourseFrame } from './CourseFrame';
import { serverMessageOf } from './error-message';
import { courseTestPath, coursePath, idOf } from './paths';
import { TestRunner } from './TestRunner';

/**
 * /account/courses/{id}/test: starts the test, or resumes the open attempt (the server answers the same attempt to a
 * reload or a second tab). A refusal (today's limit reached, already passed, no questions) is said with the way back.
 */
export function CourseTestPage({ id: param }: { id: string | undefined }) {
  const id = idOf(param);
  const trpc = useTRPC();
  const start = useMutation(trpc.account.courses.start.mutationOptions());
  const { mutate } = start;
  const asked = useRef<number | null>(null);
  useEffect(() => {
    // Once per course, even when effects run twice in development (a second call would resume the same attempt anyway).
    if (id === null || asked.current === id) return;
    asked.current = id;
    mutate({ courseId: id });
  }, [id, mutate]);

  if (id === null || httpStatusOf(start.error) === 404) return <NotFoundPage />;
  if (start.isError) return <StartRefused courseId={id} message={serverMessageOf(start.error)} />;
  if (!start.data) return <Spinner />;
  return <TestRunner key={start.data.attemptId} sheet={start.data} />;
}

function StartRefused({ courseId, message }: { courseId: number; message: string | null }) {
  const { t } = useTranslation('courses');
  return (
    <CourseFrame crumbs={[{ name: t('test.crumb'), path: courseTestPath(courseId) }]} title={t('test.crumb')}>
      <Alert tone="error">
        <p>{message ?? t('test.startFailed')}</p>
      </Alert>
      <p className="mt-6">
        <Link href={coursePath(courseId)} className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-900">
          {t('backToCourse')}
        </Link>
      </p>
    </CourseFrame>
  );
}
