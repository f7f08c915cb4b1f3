import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { Crumb } from '../../../shared/seo/json-ld';
import { BreadcrumbTrail } from '../../components/ui/BreadcrumbTrail';
import { ACCOUNT_PATH, COURSES_PATH } from './paths';

/** The frame of every course page: the trail (My account / My courses / …), the title and an optional lead. */
export function CourseFrame({ children, ...head }: CourseHeadProps & { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <CourseHead {...head} />
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** A course page's head alone: also over a result that could not be loaded (RecordFrame's page head). */
type CourseHeadProps = { crumbs: readonly Crumb[]; title: string; lead?: ReactNode; aside?: ReactNode };

export function CourseHead({ crumbs, title, lead, aside }: CourseHeadProps) {
  const { t } = useTranslation('courses');
  const trail = [{ name: t('crumbs.account'), path: ACCOUNT_PATH }, { name: t('list.title'), path: COURSES_PATH }, ...crumbs];
  return (
    <>
      <BreadcrumbTrail crumbs={trail} label={t('crumbs.label')} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold break-words text-navy-900">{title}</h1>
          {lead && <div className="mt-2 max-w-3xl text-slate-600">{lead}</div>}
        </div>
        {aside}
      </div>
    </>
  );
}
