import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { COURSE_TEXT_MAX } from '../../../shared/courses/admin.schema';
import type { LocaleCode } from '../../../shared/locales';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { OUTLINE } from '../../components/ui/format';
import { hasErrorsUnder, type CourseDraft } from './course-form';
import { AnswersEditor } from './AnswersEditor';
import { LocalizedFields } from './LocalizedFields';
import { MoveButtons, type Reorder } from './MoveButtons';

/**
 * One question of the test: a header that says what it is (its text, how many answers, single or multiple choice)
 * with its move, edit and remove buttons; opened, its text, explanation and answers in the language being edited.
 */
export function QuestionCard({
  form,
  index,
  count,
  itemKey,
  code,
  open,
  onToggle,
  onMove,
  onRemove,
  reorder,
  errors,
}: {
  form: UseFormReturn<CourseDraft>;
  index: number;
  count: number;
  itemKey: string;
  code: LocaleCode;
  open: boolean;
  onToggle(): void;
  onMove(from: number, to: number): void;
  onRemove(): void;
  reorder: Reorder;
  errors: Record<string, string[]>;
}) {
  const { t } = useTranslation('admin-courses');
  const n = index + 1;
  const question = useWatch({ control: form.control, name: `questions.${index}` });
  const answers = question?.answers ?? [];
  const correct = answers.filter((answer) => answer?.correct).length;
  const preview = question?.[`text_${code}`] || question?.text_EN || '';
  const failed = hasErrorsUnder(errors, `questions.${index}`);
  const panelId = `question-${itemKey}-panel`;
  return (
    <li className={`rounded border bg-slate-50 p-3 ${failed ? 'border-red-400' : 'border-slate-200'}`} data-testid="course-question">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-navy-900">
            {t('questions.item', { n })}
            {failed && <span className="ml-2 text-sm font-semibold text-red-700">{t('questions.hasErrors')}</span>}
          </h3>
          <p className="truncate text-sm text-slate-700" lang={question?.[`text_${code}`] ? code.toLowerCase() : 'en'}>
            {preview || <span className="italic text-slate-500">{t('questions.noText')}</span>}
          </p>
          <p className="text-xs text-slate-600">
            {t('questions.answerCount', { count: answers.length })} · {correct > 1 ? t('questions.multiple') : t('questions.single')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <button type="button" className={OUTLINE} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
            {open ? t('questions.close', { n }) : t('questions.edit', { n })}
          </button>
          <MoveButtons
            itemKey={itemKey}
            index={index}
            count={count}
            upLabel={t('questions.moveUp', { n })}
            downLabel={t('questions.moveDown', { n })}
            movedMessage={(to) => t('form.moved', { item: t('questions.item', { n }), position: to + 1, total: count })}
            reorder={reorder}
            onMove={onMove}
          />
          <ConfirmModal trigger="trash" triggerLabel={t('questions.remove', { n })} message={t('questions.removeMessage', { n })} onConfirm={onRemove} />
        </div>
      </div>
      {open && (
        <div id={panelId} className="mt-3 space-y-3">
          <LocalizedFields register={form.register} name={`questions.${index}.text`} label={t('questions.text', { n })} errors={errors} codes={[code]} required multiline maxLength={COURSE_TEXT_MAX.question} />
          <LocalizedFields
            register={form.register}
            name={`questions.${index}.explanation`}
            label={t('questions.explanation', { n })}
            errors={errors}
            codes={[code]}
            multiline
            maxLength={COURSE_TEXT_MAX.explanation}
          />
          <AnswersEditor form={form} questionIndex={index} code={code} errors={errors} />
        </div>
      )}
    </li>
  );
}
