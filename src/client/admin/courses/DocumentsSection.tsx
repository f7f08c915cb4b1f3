import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { COURSE_TEXT_MAX } from '../../../shared/courses/admin.schema';
import { COURSE_LIMITS } from '../../../shared/courses/enums';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { OUTLINE } from '../../components/ui/format';
import { firstError, newDocument, type CourseDraft } from './course-form';
import { FileSlot } from './FileSlot';
import { LocalizedFields } from './LocalizedFields';
import { Announcer, MoveButtons, useReorder } from './MoveButtons';

/** The course's documents in the order learners see them: a file and its title in each language. */
export function DocumentsSection({ form, errors }: { form: UseFormReturn<CourseDraft>; errors: Record<string, string[]> }) {
  const { t } = useTranslation('admin-courses');
  const documents = useFieldArray({ control: form.control, name: 'documents' });
  const reorder = useReorder();
  const count = documents.fields.length;
  return (
    <div className="space-y-3">
      {count === 0 && <p className="text-sm text-slate-600">{t('documents.empty')}</p>}
      <ol className="space-y-3">
        {documents.fields.map((field, index) => {
          const n = index + 1;
          return (
            <li key={field.id} className="space-y-3 rounded border border-slate-200 bg-slate-50 p-3" data-testid="course-document">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-navy-900">{t('documents.item', { n })}</h3>
                <div className="flex items-center gap-1">
                  <MoveButtons
                    itemKey={field.id}
                    index={index}
                    count={count}
                    upLabel={t('documents.moveUp', { n })}
                    downLabel={t('documents.moveDown', { n })}
                    movedMessage={(to) => t('form.moved', { item: t('documents.item', { n }), position: to + 1, total: count })}
                    reorder={reorder}
                    onMove={documents.move}
                  />
                  <ConfirmModal trigger="trash" triggerLabel={t('documents.remove', { n })} message={t('documents.removeMessage', { n })} onConfirm={() => documents.remove(index)} />
                </div>
              </div>
              <Controller
                control={form.control}
                name={`documents.${index}.file`}
                render={({ field: file }) => (
                  <FileSlot id={`course-document-${field.id}`} label={t('documents.file', { n })} kind="file" value={file.value} onChange={file.onChange} error={firstError(errors, `documents.${index}.fileId`)} />
                )}
              />
              <LocalizedFields register={form.register} name={`documents.${index}.title`} label={t('documents.title', { n })} errors={errors} required maxLength={COURSE_TEXT_MAX.title} />
            </li>
          );
        })}
      </ol>
      <button type="button" className={OUTLINE} disabled={count >= COURSE_LIMITS.documents} onClick={() => documents.append(newDocument())}>
        {t('documents.add')}
      </button>
      <Announcer text={reorder.announcement} />
    </div>
  );
}
