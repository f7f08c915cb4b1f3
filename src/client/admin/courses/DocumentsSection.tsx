import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { COURSE_TEXT_MAX } from '../../../shared/courses/admin.schema';
import { firstError, newDocument, type CourseDraft } from './course-form';
import { FileSlot } from './FileSlot';
import { LocalizedFields } from './LocalizedFields';
import { OrderedItems } from './OrderedItems';

/** The course's documents in the order learners see them: a file and its title in each language. */
export function DocumentsSection({ form, errors }: { form: UseFormReturn<CourseDraft>; errors: Record<string, string[]> }) {
  const { t } = useTranslation('admin-courses');
  return (
    <OrderedItems
      form={form}
      name="documents"
      testId="course-document"
      newItem={newDocument}
      editor={(index, itemKey) => (
        <>
          <Controller
            control={form.control}
            name={`documents.${index}.file`}
            render={({ field: file }) => (
              <FileSlot id={`course-document-${itemKey}`} label={t('documents.file', { n: index + 1 })} kind="file" value={file.value} onChange={file.onChange} error={firstError(errors, `documents.${index}.fileId`)} />
            )}
          />
          <LocalizedFields register={form.register} name={`documents.${index}.title`} label={t('documents.title', { n: index + 1 })} errors={errors} required maxLength={COURSE_TEXT_MAX.title} />
        </>
      )}
    />
  );
}
