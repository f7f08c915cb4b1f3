import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { AdminCourseStats } from '../../../shared/courses/admin.types';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { LINK } from '../../components/ui/format';
import { NoValue } from '../../components/ui/NoValue';
import { CoursesHeader } from './CoursesNav';
import { coursePath, participantsPath } from './paths';
import { PublishedBadge } from './PublishedBadge';
import { useFormat } from '../../lib/use-format';

function Rate({ value }: { value: number | null }) {
  const { number } = useFormat();
  return value === null ? <NoValue /> : <>{`${number(value)} %`}</>;
}

/** The totals above the table, as labelled figures. */
function Totals({ totals }: { totals: Omit<AdminCourseStats, 'id' | 'title' | 'published' | 'questionCount'> }) {
  const { t } = useTranslation('admin-courses');
  const { number } = useFormat();
  const figures: Array<[string, ReactNode]> = [
    [t('overview.totals.enrolments'), number(totals.enrolments)],
    [t('overview.totals.passed'), number(totals.passed)],
    [t('overview.totals.failed'), number(totals.failed)],
    [t('overview.totals.passRate'), <Rate key="rate" value={totals.passRate} />],
    [t('overview.totals.recent'), number(totals.attemptsLast30Days)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="course-totals">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded border border-slate-200 bg-white px-4 py-3 shadow-sm">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="tabular text-2xl font-bold text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /admin/courses: how each course is doing: learners enrolled, passed and failed, the pass rate of submitted
 * attempts, and the attempts of the last 30 days.
 */
export function CoursesOverviewPage() {
  const { t } = useTranslation('admin-courses');
  const trpc = useTRPC();
  const overview = useQuery(trpc.admin.courses.overview.queryOptions());
  const { number } = useFormat();
  const columns = ['course', 'status', 'questions', 'enrolments', 'passed', 'failed', 'passRate', 'recent'].map((key) => t(`overview.columns.${key}`));
  return (
    <div className="space-y-5">
      <CoursesHeader title={t('overview.title')} description={t('overview.description')} />
      <Loaded
        query={overview}
        isEmpty={(data) => data.courses.length === 0}
        empty={
          <>
            {t('overview.empty')}{' '}
            <Link href="/admin/courses/courses" className={LINK}>
              {t('overview.addFirst')}
            </Link>
          </>
        }
      >
        {(data) => (
          <>
            <Totals totals={data.totals} />
            <DataTable caption={t('overview.caption')} columns={columns} busy={overview.isFetching} testId="course-overview">
              {data.courses.map((course) => (
                <DataRow key={course.id} data-testid="course-overview-row">
                  <DataCell>
                    <Link href={coursePath(course.id)} className={LINK}>
                      {course.title}
                    </Link>
                  </DataCell>
                  <DataCell>
                    <PublishedBadge published={course.published} />
                  </DataCell>
                  <DataCell className="tabular">{number(course.questionCount)}</DataCell>
                  <DataCell className="tabular">
                    <Link href={participantsPath(course.id)} className={LINK}>
                      {number(course.enrolments)}
                      <span className="sr-only"> {t('overview.learnersOf', { title: course.title })}</span>
                    </Link>
                  </DataCell>
                  <DataCell className="tabular">{number(course.passed)}</DataCell>
                  <DataCell className="tabular">{number(course.failed)}</DataCell>
                  <DataCell className="tabular whitespace-nowrap">
                    <Rate value={course.passRate} />
                    {course.submittedAttempts > 0 && <span className="text-xs text-slate-600"> ({t('overview.ofSubmitted', { count: course.submittedAttempts })})</span>}
                  </DataCell>
                  <DataCell className="tabular">{number(course.attemptsLast30Days)}</DataCell>
                </DataRow>
              ))}
            </DataTable>
          </>
        )}
      </Loaded>
    </div>
  );
}
