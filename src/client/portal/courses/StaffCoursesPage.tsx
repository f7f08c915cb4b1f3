import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { staffCoursesResource } from '../../../shared/courses/collections/staff-courses';
import type { ResourceRow } from '../../../shared/collections/types';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { useResourceList } from '../../admin/generic/resource-list';
import { Alert } from '../../components/ui/Alert';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../trpc';
import { EnrolColleagueDialog } from './EnrolColleagueDialog';
import { StaffCourseList } from './StaffCourseList';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The member's name, "account disabled" beside it, and for an admin (who sees every company's staff) the company. */
function NameCell({ row, showCompany }: { row: ResourceRow; showCompany: boolean }) {
  const { t } = useTranslation('portal-courses');
  return (
    <span className="inline-flex flex-col gap-0.5 max-sm:items-end">
      <span className="font-semibold text-navy-900">
        {textOf(row.name)}
        {row.disabled === true && <span className="ml-2 text-xs font-normal text-slate-600">({t('inactive')})</span>}
      </span>
      {showCompany && <span className="text-xs text-slate-600">{textOf(row.companyName)}</span>}
    </span>
  );
}

/**
 * /portal/courses: the staff-courses collection's generic list (the company's staff, each with their courses; search by
 * name, e-mail or course, filters by course and status including "not enrolled", sorting and pages in the address,
 * cards on a phone) and "Enrol a colleague", after which the list is read again.
 */
export default function StaffCoursesPage() {
  const { t } = useTranslation('portal-courses');
  const trpc = useTRPC();
  const { user } = useSession();
  const { filters } = useResourceList(staffCoursesResource);
  const colleagues = useQuery(trpc.portal.courses.colleagues.queryOptions());
  const enrollable = useQuery(trpc.portal.courses.enrollable.queryOptions());
  const [notice, setNotice] = useState('');
  const showCompany = user?.role === 'admin';
  const courseFilters = { course: filters.course ?? '', status: filters.status ?? '' };
  return (
    <ResourceListPage
      def={staffCoursesResource}
      actions={
        colleagues.data && enrollable.data ? (
          <EnrolColleagueDialog colleagues={colleagues.data} courses={enrollable.data} showCompany={showCompany} onEnrolled={setNotice} />
        ) : null
      }
      above={notice ? <Alert tone="success">{notice}</Alert> : null}
      cells={{
        name: (row) => <NameCell row={row} showCompany={showCompany} />,
        email: (row) => (
          <a href={`mailto:${textOf(row.email)}`} className="break-all text-navy-800 underline-offset-2 hover:underline">
            {textOf(row.email)}
          </a>
        ),
        role: (row) => <span>{t(`roles.${textOf(row.role)}`)}</span>,
        courses: (row) => <StaffCourseList row={row} filters={courseFilters} />,
      }}
    />
  );
}
