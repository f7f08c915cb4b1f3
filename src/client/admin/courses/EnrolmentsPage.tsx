import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useSearchParams } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Pagination } from '../../components/ui/Pagination';
import { Spinner } from '../../components/ui/Spinner';
import { usePageDescription } from '../../lib/usePageDescription';
import { useTRPC } from '../../trpc';
import { EmptyState } from '../serials/ui/DataTable';
import { useFeedback } from '../serials/ui/use-feedback';
import { CoursesHeader } from './CoursesNav';
import { EnrolDialog } from './EnrolDialog';
import { EnrolmentFilters } from './EnrolmentFilters';
import { EnrolmentTable } from './EnrolmentTable';
import { enrolmentListInput, hasEnrolmentFilters, readEnrolmentListState, writeEnrolmentListState, type EnrolmentListState } from './list-params';

/**
 * /admin/courses/users: who is enrolled where, newest first, by course and by name or e-mail, 25 a page; enrol a
 * user, reset a learner's attempt limit, issue or revoke the training certificate.
 */
export function EnrolmentsPage() {
  const { t } = useTranslation('admin-courses');
  const trpc = useTRPC();
  usePageDescription(t('users.description'));
  const [params, setParams] = useSearchParams();
  const state = readEnrolmentListState(params);
  const setState = (next: EnrolmentListState) => setParams(writeEnrolmentListState(next));
  const courses = useQuery(trpc.admin.courses.list.queryOptions());
  const list = useQuery({ ...trpc.admin.courses.enrolments.queryOptions(enrolmentListInput(state)), placeholderData: keepPreviousData });
  const { feedback, view } = useFeedback();
  return (
    <div className="space-y-5">
      <CoursesHeader
        title={t('users.title')}
        description={t('users.description')}
        actions={<EnrolDialog courses={courses.data ?? []} initialCourseId={state.courseId} feedback={feedback} />}
      />
      <EnrolmentFilters state={state} courses={courses.data ?? []} onChange={setState} />
      {view}
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? (
        <Alert tone="error">{t('common.loadFailed')}</Alert>
      ) : list.data.rows.length === 0 ? (
        <EmptyState>{hasEnrolmentFilters(state) ? t('users.noMatches') : t('users.empty')}</EmptyState>
      ) : (
        <EnrolmentTable rows={list.data.rows} busy={list.isFetching} feedback={feedback} />
      )}
      {list.data && (
        <Pagination page={list.data.page} total={list.data.total} perPage={list.data.perPage} onPageChange={(page) => setState({ ...state, page })} label={t('users.pages')} />
      )}
    </div>
  );
}
