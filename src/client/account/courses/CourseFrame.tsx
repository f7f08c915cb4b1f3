import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { Crumb } from '../../../shared/seo/json-ld';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';
import { COURSES_PATH } from './paths';

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
  return (
    <SignedInPageHeader face="account" trail={[{ name: t('list.title'), path: COURSES_PATH }, ...crumbs]} title={title} lead={lead}>
      {aside}
    </SignedInPageHeader>
  );
}
