import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { BackLink, RecordFrame } from '../../components/record/RecordFrame';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
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
  const back = <BackLink href="/admin/courses/courses">{t('edit.back')}</BackLink>;
  return (
    <RecordFrame valid={id !== null} query={course} back={back} notFound={t('edit.notFound')}>
      {(data) => (
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
      )}
    </RecordFrame>
  );
}
