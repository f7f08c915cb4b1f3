import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { DataCell, DataRow, DataTable, EmptyState } from '../../components/list/DataTable';
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
            <DataRow key={course.id} data-testid="course-row">
              <DataCell>
                <Link href={coursePath(course.id)} className={LINK}>
                  {course.title}
                </Link>
              </DataCell>
              <DataCell>
                <PublishedBadge published={course.published} />
              </DataCell>
              <DataCell className="tabular">
                <Text value={course.hours} />
              </DataCell>
              <DataCell className="tabular">{number(course.questionCount)}</DataCell>
              <DataCell className="tabular">
                <Link href={participantsPath(course.id)} className={LINK}>
                  {number(course.enrolments)}
                  <span className="sr-only"> {t('overview.learnersOf', { title: course.title })}</span>
                </Link>
              </DataCell>
              <DataCell className="tabular">{number(course.sort)}</DataCell>
              <DataCell>
                <DateText value={course.updatedAt} withTime />
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </div>
  );
}
