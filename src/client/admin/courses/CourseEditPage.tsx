import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { httpStatusOf } from '../../lib/trpc-errors';
import { LINK } from '../../components/ui/format';
import { recordIdOf } from '../../lib/record-id';
import { CourseForm } from './CourseForm';
import { CoursesHeader } from './CoursesNav';
import { participantsPath } from './paths';
import { PublishedBadge } from './PublishedBadge';

/** /admin/courses/courses/{id}: the course, its documents, videos and test, edited and saved as one. */
export function CourseEditPage({ params }: AreaProps) {
  const { t } = useTranslation('admin-courses');
  const trpc = useTRPC();
  const id = recordIdOf(params.id);
  const course = useQuery({ ...trpc.admin.courses.get.queryOptions({ id: id ?? 0 }), enabled: id !== null, staleTime: Infinity });
  const back = (
    <Link href="/admin/courses/courses" className="text-sm font-semibold text-navy-800 underline hover:text-navy-900">
      <span aria-hidden="true">← </span>
      {t('edit.back')}
    </Link>
  );
  if (id !== null && course.isPending) return <Spinner />;
  if (id === null || !course.data) {
    const missing = id === null || httpStatusOf(course.error) === 404;
    return (
      <div className="space-y-4">
        {back}
        <Alert tone="error">{missing ? t('edit.notFound') : t('common.loadFailed')}</Alert>
      </div>
    );
  }
  const data = course.data;
  return (
    <div className="space-y-5">
      <CoursesHeader
        back={back}
        title={
          <span className="flex flex-wrap items-center gap-3">
            {data.title_EN}
            <PublishedBadge published={data.published} />
          </span>
        }
        description={t('edit.description')}
        actions={
          <Link href={participantsPath(data.id)} className={LINK}>
            {t('edit.learners', { count: data.enrolments })}
          </Link>
        }
      />
      <CourseForm key={data.id} course={data} />
    </div>
  );
}
