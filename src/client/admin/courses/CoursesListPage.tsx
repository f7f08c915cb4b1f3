import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { DataTable, EmptyState, ROW, TD } from '../../components/list/DataTable';
import { LINK, Text } from '../../components/ui/format';
import { CourseCreateDialog } from './CourseCreateDialog';
import { CoursesHeader } from './CoursesNav';
import { coursePath, participantsPath } from './paths';
import { PublishedBadge } from './PublishedBadge';
import { DateText } from '../../components/ui/DateText';
import { useFormat } from '../../lib/use-format';

/** /admin/courses/courses: every course in the order learners see them, with a way to add one. */
export function CoursesListPage() {
  const { t } = useTranslation('admin-courses');
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.courses.list.queryOptions());
  const { number } = useFormat();
  const columns = ['title', 'status', 'hours', 'questions', 'learners', 'sort', 'updated'].map((key) => t(`list.columns.${key}`));
  return (
    <div className="space-y-5">
      <CoursesHeader title={t('list.title')} description={t('list.description')} actions={<CourseCreateDialog />} />
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? (
        <Alert tone="error">{t('common.loadFailed')}</Alert>
      ) : list.data.length === 0 ? (
        <EmptyState>{t('list.empty')}</EmptyState>
      ) : (
        <DataTable caption={t('list.caption')} columns={columns} busy={list.isFetching} testId="courses-table">
          {list.data.map((course) => (
            <tr key={course.id} className={ROW} data-testid="course-row">
              <td className={TD}>
                <Link href={coursePath(course.id)} className={LINK}>
                  {course.title}
                </Link>
              </td>
              <td className={TD}>
                <PublishedBadge published={course.published} />
              </td>
              <td className={`${TD} tabular`}>
                <Text value={course.hours} />
              </td>
              <td className={`${TD} tabular`}>{number(course.questionCount)}</td>
              <td className={`${TD} tabular`}>
                <Link href={participantsPath(course.id)} className={LINK}>
                  {number(course.enrolments)}
                  <span className="sr-only"> {t('overview.learnersOf', { title: course.title })}</span>
                </Link>
              </td>
              <td className={`${TD} tabular`}>{number(course.sort)}</td>
              <td className={TD}>
                <DateText value={course.updatedAt} withTime />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
