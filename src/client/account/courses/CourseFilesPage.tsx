import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { CourseDetail } from '../../../shared/courses/learner.types';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { CourseFrame } from './CourseFrame';
import { fileTypeLabel } from './format';
import { courseFilesPath, coursePath } from './paths';
import { WithCourse } from './WithCourse';
import { formatFileSize } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';
import { DownloadIcon } from '../../components/ui/action-icons';
import { LINK } from '../../components/ui/format';
import { EmptyState } from '../../components/ui/EmptyState';

const COLUMNS = ['title', 'name', 'type', 'size'] as const;

/** /account/courses/{id}/files: the course's documents (step 1), each a download link. */
export function CourseFilesPage({ id }: { id: string | undefined }) {
  return <WithCourse param={id}>{(course) => <FilesView course={course} />}</WithCourse>;
}

function FilesView({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation('courses');
  const label = (column: (typeof COLUMNS)[number]) => t(`files.columns.${column}`);
  const crumbs = [
    { name: course.title, path: coursePath(course.courseId) },
    { name: t('files.title'), path: courseFilesPath(course.courseId) },
  ];
  return (
    <CourseFrame crumbs={crumbs} title={t('files.title')} lead={t('files.lead', { course: course.title })}>
      {course.documents.length === 0 ? (
        <EmptyState testId="documents-empty">
          {t('steps.noDocuments')}
        </EmptyState>
      ) : (
        <DataTable caption={t('files.caption', { course: course.title })} columns={COLUMNS.map(label)} testId="documents-table">
          {course.documents.map((document) => {
            const type = fileTypeLabel(document.contentType, document.name);
            const size = formatFileSize(document.size, localeOf(i18n.language));
            return (
              <DataRow key={document.id} data-testid="document-row">
                <DataCell label={label('title')} primary>
                  <a href={document.url} download={document.name} className="inline-flex items-center gap-2 font-semibold text-navy-800 underline-offset-2 hover:underline">
                    <DownloadIcon />
                    {document.title}
                    <span className="sr-only"> {t('files.download', { type, size })}</span>
                  </a>
                </DataCell>
                <DataCell label={label('name')}>
                  <span className="break-all">{document.name}</span>
                </DataCell>
                <DataCell label={label('type')}>{type}</DataCell>
                <DataCell label={label('size')}>
                  <span className="tabular whitespace-nowrap">{size}</span>
                </DataCell>
              </DataRow>
            );
          })}
        </DataTable>
      )}
      <p className="mt-8">
        <Link href={coursePath(course.courseId)} className={LINK}>
          {t('backToCourse')}
        </Link>
      </p>
    </CourseFrame>
  );
}
