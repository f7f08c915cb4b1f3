import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { BreadcrumbTrail } from '../../components/ui/BreadcrumbTrail';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { CourseTable } from './CourseTable';
import { LoadError } from './CourseFrame';
import { ACCOUNT_PATH, COURSES_PATH } from './paths';

/** /account/courses: the learner's training courses (SPEC.md section 3 "Course": name, status, score). */
export function CoursesPage() {
  const { t } = useTranslation('courses');
  const trpc = useTRPC();
  const list = useQuery(trpc.account.courses.list.queryOptions());
  const crumbs = [
    { name: t('crumbs.account'), path: ACCOUNT_PATH },
    { name: t('list.title'), path: COURSES_PATH },
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <BreadcrumbTrail crumbs={crumbs} label={t('crumbs.label')} />
      <h1 className="mt-4 text-3xl font-bold text-navy-900">{t('list.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('list.lead')}</p>
      <div className="mt-8">
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <LoadError />
        ) : list.data.length === 0 ? (
          <div className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="courses-empty">
            <p>{t('list.empty')}</p>
            <p className="mt-2">
              <Link href="/services/training" className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-900">
                {t('list.training')}
              </Link>
            </p>
          </div>
        ) : (
          <CourseTable courses={list.data} />
        )}
      </div>
    </div>
  );
}
