import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { EnrolmentListSchema } from '../../../shared/courses/admin.schema';
import { Alert } from '../../components/ui/Alert';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { EmptyState } from '../../components/list/DataTable';
import { useFeedback } from '../../components/ui/use-feedback';
import { CoursesHeader } from './CoursesNav';
import { EnrolDialog } from './EnrolDialog';
import { EnrolmentFilters } from './EnrolmentFilters';
import { EnrolmentTable } from './EnrolmentTable';

/**
 * /admin/courses/users: who is enrolled where, newest first, by course and by name or e-mail, 25 a page; enrol a
 * user, reset a learner's attempt limit, issue or revoke the training certificate.
 */
export function EnrolmentsPage() {
  const { t } = useTranslation('admin-courses');
  const trpc = useTRPC();
  const list$ = useListParams(EnrolmentListSchema);
  const state = list$.value;
  const courses = useQuery(trpc.admin.courses.list.queryOptions());
  const list = useQuery({ ...trpc.admin.courses.enrolments.queryOptions(list$.query), placeholderData: keepPreviousData });
  const { feedback, view } = useFeedback();
  return (
    <div className="space-y-5">
      <CoursesHeader
        title={t('users.title')}
        description={t('users.description')}
        actions={<EnrolDialog courses={courses.data ?? []} initialCourseId={state.courseId} feedback={feedback} />}
      />
      <EnrolmentFilters list={list$} courses={courses.data ?? []} />
      {view}
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? (
        <Alert tone="error">{t('common.loadFailed')}</Alert>
      ) : list.data.rows.length === 0 ? (
        <EmptyState>{list$.filtered ? t('users.noMatches') : t('users.empty')}</EmptyState>
      ) : (
        <EnrolmentTable rows={list.data.rows} busy={list.isFetching} feedback={feedback} />
      )}
      {list.data && (
        <ListPager page={list.data} list={list$} label={t('users.pages')} />
      )}
    </div>
  );
}
