import { useEffect, useRef, useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { COURSE_LIMITS } from '../../../shared/courses/enums';
import type { LocaleCode } from '../../../shared/locales';
import { SelectField } from '../../components/form/fields';
import { Button } from '../../components/ui/Button';
import { CODES_EN_FIRST, hasErrorsUnder, newQuestion, type CourseDraft } from './course-form';
import { Announcer, useReorder } from './MoveButtons';
import { QuestionCard } from './QuestionCard';

/**
 * The test's questions in order: added, removed, moved; each opened to edit its texts and answers. The texts are
 * edited one language at a time (chosen above the list), which keeps a long test quick to work through; a question
 * the server refused opens by itself, and a language with a refused text is marked in the chooser.
 */
export function QuestionsSection({ form, errors }: { form: UseFormReturn<CourseDraft>; errors: Record<string, string[]> }) {
  const { t } = useTranslation('admin-courses');
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const reorder = useReorder();
  const [code, setCode] = useState<LocaleCode>('EN');
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const count = questions.fields.length;

  // A refused question opens, so its message is in view next to its field.
  useEffect(() => {
    const failed = questions.fields.filter((_, index) => hasErrorsUnder(errors, `questions.${index}`)).map((field) => field.id);
    if (failed.length) setOpened((current) => new Set([...current, ...failed]));
    // Only a new answer from the server reopens questions; the admin's own closing is left alone.
  }, [errors]); // eslint-disable-line react-hooks/exhaustive-deps

  // A question just added opens, and its text takes the focus.
  const added = useRef<number | null>(null);
  useEffect(() => {
    const index = added.current;
    const field = index === null ? undefined : questions.fields[index];
    if (index === null || !field) return;
    if (!opened.has(field.id)) {
      setOpened((current) => new Set([...current, field.id]));
      return;
    }
    added.current = null;
    form.setFocus(`questions.${index}.text_${code}`);
  });

  const toggle = (key: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const languageFailed = (language: LocaleCode) => Object.keys(errors).some((field) => field.startsWith('questions.') && field.endsWith(`_${language}`));

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField label={t('questions.language')} value={code} onChange={(event) => setCode(event.target.value as LocaleCode)}>
          {CODES_EN_FIRST.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
              {language === 'EN' ? ` (${t('form.fallback')})` : ''}
              {languageFailed(language) ? ` – ${t('questions.languageHasErrors')}` : ''}
            </option>
          ))}
        </SelectField>
        {count > 0 && (
          <div className="flex gap-2">
            <Button look="outline" onClick={() => setOpened(new Set(questions.fields.map((field) => field.id)))}>
              {t('questions.openAll')}
            </Button>
            <Button look="outline" onClick={() => setOpened(new Set())}>
              {t('questions.closeAll')}
            </Button>
          </div>
        )}
      </div>
      {count === 0 && <p className="text-sm text-slate-600">{t('questions.empty')}</p>}
      <ol className="space-y-3" aria-label={t('questions.listLabel')}>
        {questions.fields.map((field, index) => (
          <QuestionCard
            key={field.id}
            form={form}
            index={index}
            count={count}
            itemKey={field.id}
            code={code}
            open={opened.has(field.id)}
            onToggle={() => toggle(field.id)}
            onMove={questions.move}
            onRemove={() => questions.remove(index)}
            reorder={reorder}
            errors={errors}
          />
        ))}
      </ol>
      <Button
        look="outline"
        disabled={count >= COURSE_LIMITS.questions}
        onClick={() => {
          added.current = count;
          questions.append(newQuestion(), { shouldFocus: false });
        }}
      >
        {t('questions.add')}
      </Button>
      <Announcer text={reorder.announcement} />
    </div>
  );
}
