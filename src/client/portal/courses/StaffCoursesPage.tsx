import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Alert } from '../../components/ui/Alert';
import { BreadcrumbTrail } from '../../components/ui/BreadcrumbTrail';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { EnrolColleagueDialog } from './EnrolColleagueDialog';
import { StaffCoursesTable } from './StaffCoursesTable';
import { filterCourses, filterStaff, isStatusFilter, NO_FILTER, STATUS_FILTERS, type StaffFilter } from './staff-filter';

/**
 * /portal/courses: the training record of the company's staff for its senior partner (an admin sees every company),
 * filtered by course and status, and "Enrol a colleague". The server scopes every row to the actor's company.
 */
export default function StaffCoursesPage() {
  const { t } = useTranslation('portal-courses');
  const trpc = useTRPC();
  const staff = useQuery(trpc.portal.courses.staff.queryOptions());
  const enrollable = useQuery(trpc.portal.courses.enrollable.queryOptions());
  const [filter, setFilter] = useState<StaffFilter>(NO_FILTER);
  const [notice, setNotice] = useState('');

  const members = useMemo(() => staff.data ?? [], [staff.data]);
  const courses = useMemo(() => enrollable.data ?? [], [enrollable.data]);
  const courseOptions = useMemo(() => filterCourses(members, courses), [members, courses]);
  const rows = useMemo(() => filterStaff(members, filter), [members, filter]);
  const companyNames = [...new Set(members.map((member) => member.companyName))];
  const showCompany = companyNames.length > 1;
  const filtered = filter.courseId !== null || filter.status !== '';

  const crumbs = [
    { name: t('crumbs.portal'), path: '/portal' },
    { name: t('title'), path: '/portal/courses' },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <BreadcrumbTrail crumbs={crumbs} label={t('crumbs.label')} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">{t('title')}</h1>
          {companyNames.length === 1 && (
            <p className="mt-1 text-lg text-slate-700" data-testid="staff-company">
              {companyNames[0]}
            </p>
          )}
          <p className="mt-2 max-w-2xl text-slate-600">{t('lead')}</p>
        </div>
        {staff.data && enrollable.data && (
          <EnrolColleagueDialog staff={members} courses={courses} showCompany={showCompany} onEnrolled={setNotice} />
        )}
      </div>

      {notice && (
        <div className="mt-6">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}

      {staff.isPending ? (
        <Spinner />
      ) : staff.isError ? (
        <div className="mt-8">
          <Alert tone="error">{t('loadError')}</Alert>
        </div>
      ) : members.length === 0 ? (
        <p className="mt-8 rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="staff-empty">
          {t('empty')}
        </p>
      ) : (
        <>
          <form
            role="search"
            aria-label={t('filters.label')}
            className="mt-8 grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
            onSubmit={(event) => event.preventDefault()}
          >
            <SelectField
              label={t('filters.course')}
              value={filter.courseId === null ? '' : String(filter.courseId)}
              onChange={(event) => setFilter((f) => ({ ...f, courseId: event.target.value ? Number(event.target.value) : null }))}
            >
              <option value="">{t('filters.allCourses')}</option>
              {courseOptions.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.title}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('filters.status')}
              value={filter.status}
              onChange={(event) => {
                const value = event.target.value;
                if (isStatusFilter(value)) setFilter((f) => ({ ...f, status: value }));
              }}
            >
              <option value="">{t('filters.allStatuses')}</option>
              {STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </SelectField>
            <button
              type="button"
              disabled={!filtered}
              onClick={() => setFilter(NO_FILTER)}
              className="rounded border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100 disabled:opacity-50"
            >
              {t('filters.reset')}
            </button>
          </form>
          <p className="mt-4 text-sm text-slate-600" role="status" data-testid="staff-count">
            {t('shown', { shown: rows.length, total: members.length })}
          </p>
          <div className="mt-3">
            {rows.length === 0 ? (
              <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="staff-no-match">
                {t('noMatch')}
              </p>
            ) : (
              <StaffCoursesTable rows={rows} showCompany={showCompany} />
            )}
          </div>
        </>
      )}
    </div>
  );
}
