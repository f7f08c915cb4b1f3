import { useId } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { AdminCourseRow } from '../../../shared/courses/admin.types';
import { LABEL, OUTLINE } from '../../components/ui/format';
import { SearchBox } from '../../components/list/SearchBox';
import type { EnrolmentListSchema } from '../../../shared/courses/admin.schema';
import type { ListParams } from '../../components/list/useListParams';

/** The course and a search by name or e-mail, always in view above the participants. */
export function EnrolmentFilters({
  list,
  courses,
}: {
  list: ListParams<typeof EnrolmentListSchema>;
  courses: readonly AdminCourseRow[];
}) {
  const state = list.value;
  const { t } = useTranslation('admin-courses');
  const courseId = useId();
  return (
    <div role="search" aria-label={t('users.filters')} className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={courseId} className={LABEL}>
          {t('users.course')}
        </label>
        <select
          id={courseId}
          value={state.courseId ?? ''}
          onChange={(event) => {
            const value = Number(event.target.value);
            list.set({ courseId: Number.isInteger(value) && value > 0 ? value : undefined });
          }}
          className="rounded border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          <option value="">{t('users.allCourses')}</option>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </select>
      </div>
      <SearchBox label={t('users.search')} placeholder={t('users.searchPlaceholder')} value={state.q} onSearch={(q) => list.set({ q })} />
      {list.filtered && (
        <button type="button" className={OUTLINE} onClick={list.clear}>
          {t('users.clearFilters')}
        </button>
      )}
    </div>
  );
}
