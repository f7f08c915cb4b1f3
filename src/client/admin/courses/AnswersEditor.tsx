import { useId } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { COURSE_TEXT_MAX } from '../../../shared/courses/admin.schema';
import { COURSE_LIMITS } from '../../../shared/courses/enums';
import type { LocaleCode } from '../../../shared/locales';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { CheckboxField } from '../../components/form/fields';
import { describedBy, FieldError, Hint, LABEL } from '../../components/form/parts';
import { Button } from '../../components/ui/Button';
import { firstError, newAnswer, type CourseDraft } from './course-form';
import { LocalizedFields } from './LocalizedFields';
import { Announcer, MoveButtons, useReorder } from './MoveButtons';

/**
 * A question's answers in the order shown: each with its "correct" tick and its text in the language being edited.
 * At least 2 answers and 1 correct; ticking several makes the question a multiple-choice one.
 */
export function AnswersEditor({
  form,
  questionIndex,
  code,
  errors,
}: {
  form: UseFormReturn<CourseDraft>;
  questionIndex: number;
  code: LocaleCode;
  errors: Record<string, string[]>;
}) {
  const { t } = useTranslation('admin-courses');
  const id = useId();
  const answers = useFieldArray({ control: form.control, name: `questions.${questionIndex}.answers` });
  const correct = useWatch({
    control: form.control,
    name: `questions.${questionIndex}.answers`,
    compute: (answers) => (answers ?? []).filter((answer) => answer?.correct).length,
  });
  const reorder = useReorder();
  const q = questionIndex + 1;
  const count = answers.fields.length;
  const error = firstError(errors, `questions.${questionIndex}.answers`);
  const hint = correct > 1 ? t('answers.multiple') : t('answers.single');
  return (
    <fieldset className="space-y-2 rounded border border-slate-200 bg-white p-3" aria-describedby={describedBy(id, hint, error)}>
      <legend className={`${LABEL} px-1`}>{t('answers.legend', { q })}</legend>
      <Hint id={id} hint={hint} />
      <ol className="space-y-2">
        {answers.fields.map((field, index) => {
          const n = index + 1;
          return (
            <li key={field.id} className="flex flex-wrap items-start gap-3 border-t border-slate-100 pt-2 first:border-t-0 first:pt-0" data-testid="course-answer">
              <div className="mt-8">
                <CheckboxField
                  label={
                    <>
                      {t('answers.correct')}
                      <span className="sr-only"> {t('answers.item', { n, q })}</span>
                    </>
                  }
                  {...form.register(`questions.${questionIndex}.answers.${index}.correct`)}
                />
              </div>
              <div className="min-w-56 flex-1">
                <LocalizedFields
                  register={form.register}
                  name={`questions.${questionIndex}.answers.${index}.text`}
                  label={t('answers.item', { n, q })}
                  errors={errors}
                  codes={[code]}
                  required
                  maxLength={COURSE_TEXT_MAX.answer}
                />
              </div>
              <div className="mt-6 flex items-center gap-1">
                <MoveButtons
                  itemKey={field.id}
                  index={index}
                  count={count}
                  upLabel={t('answers.moveUp', { n, q })}
                  downLabel={t('answers.moveDown', { n, q })}
                  movedMessage={(to) => t('form.moved', { item: t('answers.item', { n, q }), position: to + 1, total: count })}
                  reorder={reorder}
                  onMove={answers.move}
                />
                <ConfirmModal trigger="trash" triggerLabel={t('answers.remove', { n, q })} message={t('answers.removeMessage', { n, q })} onConfirm={() => answers.remove(index)} />
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError id={id} error={error} />
      <Button look="outline" disabled={count >= COURSE_LIMITS.answersPerQuestion} onClick={() => answers.append(newAnswer())}>
        {t('answers.add', { q })}
      </Button>
      <Announcer text={reorder.announcement} />
    </fieldset>
  );
}
